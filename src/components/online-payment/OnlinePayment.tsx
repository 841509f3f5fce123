import { useStore } from "@nanostores/react";
import { type FormEvent, useEffect, useMemo, useRef, useState } from "react";
import {
  createOnlinePayment,
  type OnlinePayment as Payment,
  onlinePaymentStatus,
} from "../../lib/api/online-payment.ts";
import { MESSAGES } from "../../lib/forms/messages.ts";
import { signInHref } from "../../lib/navigation/sign-in.ts";
import {
  formatLimit,
  ONLINE_PAYMENT_MESSAGES,
  onlinePaymentRequestSchema,
  type PaymentLimits,
} from "../../lib/payments/online-payment.ts";
import { $user, rememberUser } from "../../stores/user.ts";
import { callApi } from "../../client/call-api.ts";
import { $session, readSession } from "../../client/session.ts";
import { ErrorSummary } from "../leads/ErrorSummary.tsx";
import { ContactFields, contactLabel } from "../leads/ContactFields.tsx";
import { Field } from "../leads/Field.tsx";
import styles from "./OnlinePayment.module.css";

interface Props {
  limits: PaymentLimits;
}

type FieldName = "purpose" | "reference" | "amount" | "first_name" | "last_name" | "email" | "phone";
type Details = Record<FieldName, string>;

const PAYMENT_LABELS: Record<string, string> = { purpose: "Paying for", reference: "Reference", amount: "Amount" };

/** What the shopper typed, kept for this tab while they are at the provider's page (a cancel brings them back to it). */
const DRAFT_KEY = "forecourt:online-payment";

/** How often, and for how long, the receipt asks whether the payment's webhook has landed. */
const POLL_MS = 1000;
const POLL_TIMES = 45;

type View = { step: "form"; notice?: string } | { step: "confirming" } | { step: "done"; payment: Payment };

// randomUUID needs a secure context; a plain-http preview gets a random enough key otherwise.
const newKey = () =>
  `pay-${globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`}`;

/**
 * Issue 16 online payment: what the shopper pays for, their reference and the amount (checked
 * against the dealer's limits here and again on the server), then the payment provider's hosted
 * checkout. Back from it with `?payment=`, the receipt; with `&cancelled=1`, the form again.
 */
export default function OnlinePayment(props: Props) {
  const { limits } = props;
  const remembered = useStore($user);
  const session = useStore($session);
  const schema = useMemo(() => onlinePaymentRequestSchema(limits), [limits]);
  const [details, setDetails] = useState<Details>({
    purpose: limits.purposes.length === 1 ? limits.purposes[0]! : "",
    reference: "",
    amount: "",
    first_name: "",
    last_name: "",
    email: "",
    phone: "",
  });
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [summary, setSummary] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [view, setView] = useState<View | null>(null);
  // One key per payment the shopper means to make: a double click or a retried request makes one payment.
  const key = useRef(newKey());
  const summaryRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    void readSession();
    const query = new URLSearchParams(location.search);
    const id = query.get("payment");
    if (!id) return setView({ step: "form" });
    // Back from the provider: should the form be needed again, it has what they typed.
    const draft = readDraft();
    if (draft) setDetails((current) => ({ ...current, ...draft }));
    if (query.has("cancelled")) return setView({ step: "form", notice: ONLINE_PAYMENT_MESSAGES.cancelled });
    setView({ step: "confirming" });
    return followPayment(id, setView);
  }, []);

  // Prefill from this browser's last form, and the signed-in phone.
  useEffect(() => {
    const phone = session && "phone_number" in session ? session.phone_number : undefined;
    setDetails((current) => ({
      ...current,
      first_name: current.first_name || remembered.first_name || "",
      last_name: current.last_name || remembered.last_name || "",
      email: current.email || remembered.email || "",
      phone: current.phone || phone || remembered.phone || "",
    }));
  }, [remembered, session]);

  useEffect(() => {
    if (view?.step !== "done") return;
    headingRef.current?.focus();
    if (view.payment.status === "paid") clearDraft();
  }, [view]);

  function fail(fields: Partial<Record<FieldName, string>>, message: string) {
    setErrors(fields);
    setSummary(message);
    requestAnimationFrame(() => summaryRef.current?.focus());
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const input = { ...details, idempotency_key: key.current };
    const checked = schema.safeParse(input);
    if (!checked.success) {
      const fields: Partial<Record<FieldName, string>> = {};
      for (const issue of checked.error.issues) fields[issue.path[0] as FieldName] ??= issue.message;
      return fail(fields, MESSAGES.fixErrors);
    }
    setBusy(true);
    const result = await callApi(createOnlinePayment, input);
    if (result.ok) {
      rememberUser({
        first_name: details.first_name,
        last_name: details.last_name,
        email: details.email,
        phone: details.phone,
      });
      saveDraft(details);
      location.assign(result.data.checkout_url);
      return;
    }
    setBusy(false);
    if (result.status === 401) {
      location.assign(signInHref(location.pathname, undefined, "online-payment"));
      return;
    }
    fail((result.fields ?? {}) as typeof errors, result.code === "validation" ? MESSAGES.fixErrors : result.message);
  }

  if (!view) return <div className={styles.root} aria-busy="true" />;
  if (view.step === "confirming")
    return (
      <div className={styles.root} role="status">
        <p>Confirming your payment…</p>
      </div>
    );
  if (view.step === "done") return <Receipt payment={view.payment} headingRef={headingRef} />;

  const set = (name: FieldName) => (event: { target: { value: string } }) => {
    setDetails({ ...details, [name]: event.target.value });
    // A changed form is another payment (the same one only for a repeated click or request).
    key.current = newKey();
  };
  const labelOf = (field: string) => PAYMENT_LABELS[field] ?? contactLabel(field) ?? field;
  return (
    <form className={styles.root} noValidate onSubmit={onSubmit} aria-busy={busy} data-ready>
      <h2>Make a payment</h2>
      {view.notice && (
        <p className={styles.notice} role="status">
          {view.notice}
        </p>
      )}
      {summary && (
        <ErrorSummary
          summary={summary}
          errors={Object.entries(errors) as [string, string][]}
          hrefOf={(field) => `#pay-${field}`}
          labelOf={labelOf}
          ref={summaryRef}
        />
      )}
      <p className={styles.note}>Fields marked * are required.</p>
      <Field id="pay-purpose" label="Paying for" error={errors.purpose} required>
        {(aria) => (
          <select {...aria} name="purpose" value={details.purpose} onChange={set("purpose")}>
            {limits.purposes.length > 1 && <option value="">Choose one</option>}
            {limits.purposes.map((purpose) => (
              <option key={purpose} value={purpose}>
                {purpose}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field id="pay-reference" label="Reference" error={errors.reference} required>
        {(aria) => (
          <>
            <span className={styles.hint} id="pay-reference-hint">
              Your invoice, stock or order number, as it appears on your paperwork.
            </span>
            <input
              {...aria}
              aria-describedby={[aria["aria-describedby"], "pay-reference-hint"].filter(Boolean).join(" ")}
              name="reference"
              type="text"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={40}
              value={details.reference}
              onChange={set("reference")}
            />
          </>
        )}
      </Field>
      <Field id="pay-amount" label="Amount" error={errors.amount} required>
        {(aria) => (
          <>
            <span className={styles.hint} id="pay-amount-hint">
              In dollars, from {formatLimit(limits.minAmount)} to {formatLimit(limits.maxAmount)}.
            </span>
            <span className={styles.money}>
              <span aria-hidden="true">$</span>
              <input
                {...aria}
                aria-describedby={[aria["aria-describedby"], "pay-amount-hint"].filter(Boolean).join(" ")}
                name="amount"
                type="text"
                inputMode="decimal"
                autoComplete="off"
                placeholder="0.00"
                value={details.amount}
                onChange={set("amount")}
              />
            </span>
          </>
        )}
      </Field>
      <h3 className={styles.subheading}>Your details</h3>
      <ContactFields
        idPrefix="pay"
        values={details}
        errors={errors}
        onChange={(name, value) => set(name)({ target: { value } })}
      />
      <p className={styles.note}>
        You'll pay by card on our payment provider's secure page. Your card is charged when you pay, and we send your
        receipt to your phone.
      </p>
      <button className="button" type="submit" disabled={busy}>
        {busy ? "Opening the secure payment page…" : "Continue to payment"}
      </button>
    </form>
  );
}

function Receipt(props: { payment: Payment; headingRef: React.Ref<HTMLHeadingElement> }) {
  const { payment } = props;
  const paid = payment.status === "paid";
  return (
    <section className={styles.root} aria-labelledby="pay-done" data-payment-status={payment.status}>
      <h2 id="pay-done" ref={props.headingRef} tabIndex={-1}>
        {paid ? "Payment received" : "Your payment"}
      </h2>
      <p>{payment.status_text}</p>
      <dl className={styles.facts}>
        <dt>Receipt number</dt>
        <dd data-receipt>{payment.receipt_number}</dd>
        <dt>Amount</dt>
        <dd data-amount>{payment.amount_text}</dd>
        <dt>For</dt>
        <dd>{payment.purpose}</dd>
        <dt>Reference</dt>
        <dd>{payment.reference}</dd>
        {payment.paid_text && (
          <>
            <dt>Paid</dt>
            <dd data-paid>{payment.paid_text}</dd>
          </>
        )}
      </dl>
      {paid && <p>We've sent this receipt to your phone. Please quote the receipt number if you contact us.</p>}
      <p className={styles.actions}>
        {paid && (
          <button className="button button--ghost" type="button" onClick={() => window.print()}>
            Print receipt
          </button>
        )}
        <a href="/online-payment">Make another payment</a>
      </p>
    </section>
  );
}

function readDraft(): Partial<Details> | null {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? "null");
    return parsed && typeof parsed === "object" ? (parsed as Partial<Details>) : null;
  } catch {
    return null;
  }
}

function saveDraft(details: Details): void {
  try {
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify(details));
  } catch {
    // Private browsing: the retry simply starts from an empty form.
  }
}

function clearDraft(): void {
  try {
    sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    // Nothing kept.
  }
}

/** Asks until the payment is no longer pending (the provider's webhook can land after the redirect). */
function followPayment(id: string, setView: (view: View) => void): () => void {
  let stopped = false;
  let times = 0;
  const ask = async () => {
    if (stopped) return;
    const result = await callApi(onlinePaymentStatus, { id });
    if (stopped) return;
    if (result.ok && (result.data.payment.status !== "pending" || ++times >= POLL_TIMES)) {
      const { payment } = result.data;
      setView(
        payment.status === "failed"
          ? { step: "form", notice: ONLINE_PAYMENT_MESSAGES.declined }
          : { step: "done", payment },
      );
      return;
    }
    if (!result.ok && result.status !== 0) return setView({ step: "form", notice: result.message });
    setTimeout(ask, POLL_MS);
  };
  void ask();
  return () => {
    stopped = true;
  };
}
