import { escapeXml as escapeHtml } from "../crm/adf.ts";
import type { CardFieldErrors, CardInput } from "#lib/payments/test-cards.ts";
import type { LocalPaymentRecord } from "./local-store.ts";

/**
 * The local provider's hosted checkout, standing in for Stripe's page: plain HTML with no
 * JavaScript, usable on a phone and by keyboard. It is the provider's page, not the dealer's site,
 * so it says plainly that it is a test checkout.
 */
type View =
  | { step: "card"; card?: Partial<CardInput>; errors?: CardFieldErrors; declined?: string }
  | { step: "authenticate" }
  | { step: "done"; message: string };

const FIELDS: { name: keyof CardInput; label: string; autocomplete: string; inputmode: string; placeholder: string }[] =
  [
    {
      name: "number",
      label: "Card number",
      autocomplete: "cc-number",
      inputmode: "numeric",
      placeholder: "1234 1234 1234 1234",
    },
    { name: "expiry", label: "Expiry (MM/YY)", autocomplete: "cc-exp", inputmode: "numeric", placeholder: "MM / YY" },
    { name: "cvc", label: "CVC", autocomplete: "cc-csc", inputmode: "numeric", placeholder: "123" },
  ];

const money = (cents: number, currency: string) =>
  `${currency === "aud" ? "A$" : currency === "nzd" ? "NZ$" : `${currency.toUpperCase()} `}${(cents / 100).toFixed(2)}`;

/** A deposit is a hold on the card; an online payment (kind "payment") takes the money at once. */
const WORDING = {
  deposit: {
    title: "Pay deposit",
    heading: "Pay your deposit",
    terms: "An authorisation hold on your card: nothing is taken unless you buy the car.",
  },
  payment: {
    title: "Pay",
    heading: "Make a payment",
    terms: "Your card is charged this amount when you pay.",
  },
} as const;

export function localCheckoutPage(record: LocalPaymentRecord, view: View): string {
  const amount = money(record.amountCents, record.currency);
  const wording = WORDING[record.kind ?? "deposit"];
  return `<!doctype html>
<html lang="en-AU">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${wording.title}: ${escapeHtml(record.carName)}</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; background: #f6f7f9; color: #1a1f36; }
  main { max-width: 26rem; margin: 0 auto; padding: 1.5rem 1rem 3rem; }
  .test { background: #fff3cd; border: 1px solid #a67c00; border-radius: 6px; padding: 0.5rem 0.75rem; font-size: 0.9rem; }
  .summary { background: #fff; border: 1px solid #d5d9e0; border-radius: 8px; padding: 1rem; margin: 1rem 0; }
  .summary p { margin: 0.25rem 0; }
  .amount { font-size: 1.6rem; font-weight: 700; }
  label { display: block; font-weight: 600; margin-top: 0.9rem; }
  input { box-sizing: border-box; width: 100%; font: inherit; padding: 0.6rem 0.7rem; border: 1px solid #8792a2; border-radius: 6px; }
  input[aria-invalid="true"] { border-color: #b3261e; }
  .error, [role="alert"] { color: #b3261e; margin: 0.25rem 0 0; }
  button { font: inherit; font-weight: 700; width: 100%; margin-top: 1.25rem; padding: 0.75rem; border: 0; border-radius: 6px; background: #0a5fd3; color: #fff; cursor: pointer; }
  button.secondary { background: #fff; color: #1a1f36; border: 1px solid #8792a2; }
  :focus-visible { outline: 3px solid #0a5fd3; outline-offset: 2px; }
  a { color: #0a5fd3; }
  .cancel { display: inline-block; margin-top: 1rem; }
</style>
</head>
<body>
<main>
<p class="test">Test checkout: no real card is charged. Use card 4242 4242 4242 4242, any future expiry and any CVC.</p>
<h1>${wording.heading}</h1>
<div class="summary">
  <p>${escapeHtml(record.carName)}</p>
  <p class="amount">${amount}</p>
  <p>${wording.terms}</p>
</div>
${body(record, view, amount)}
</main>
</body>
</html>`;
}

function body(record: LocalPaymentRecord, view: View, amount: string): string {
  if (view.step === "done") return `<p role="alert">${escapeHtml(view.message)}</p>`;
  if (view.step === "authenticate")
    return `<h2>Authenticate this payment</h2>
<p>Your bank asks you to confirm this payment of ${amount}.</p>
<form method="post">
  <button name="authenticate" value="approve">Complete authentication</button>
  <button name="authenticate" value="fail" class="secondary">Fail authentication</button>
</form>`;
  const errors = view.errors ?? {};
  const inputs = FIELDS.map((field) => {
    const error = errors[field.name];
    const value = field.name === "number" ? "" : (view.card?.[field.name] ?? "");
    return `<label for="${field.name}">${field.label}</label>
<input id="${field.name}" name="${field.name}" autocomplete="${field.autocomplete}" inputmode="${field.inputmode}" placeholder="${field.placeholder}" value="${escapeHtml(value)}" required${error ? ` aria-invalid="true" aria-describedby="${field.name}-error"` : ""}>
${error ? `<p class="error" id="${field.name}-error">${escapeHtml(error)}</p>` : ""}`;
  }).join("\n");
  return `${view.declined ? `<p role="alert">${escapeHtml(view.declined)} Please try another card.</p>` : ""}
<form method="post" novalidate>
${inputs}
<button type="submit">Pay ${amount}</button>
</form>
<a class="cancel" href="${escapeHtml(record.cancelUrl)}">Cancel and return to ${escapeHtml(new URL(record.cancelUrl).host)}</a>`;
}
