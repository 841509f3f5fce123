import { useStore } from "@nanostores/react";
import type { SyntheticEvent } from "react";
import { rateDisclosure, type ComparisonExample } from "../../lib/finance/comparison.ts";
import { QUOTE_TERM, type CreditScore } from "../../lib/finance/quote.ts";
import { CREDIT_SCORES } from "../../lib/forms/enquiry-details.ts";
import { formatCents } from "../../lib/format/money.ts";
import { $financeApplication } from "../../stores/finance-application.ts";
import { RadioGroup } from "../forms/RadioGroup.tsx";
import { Field } from "../leads/Field.tsx";
import { useQuickQuote } from "./use-quick-quote.ts";
import { trackEvent } from "../../client/analytics/track.ts";

const CREDIT_LABELS: Record<CreditScore, string> = { GREAT: "Great", DECENT: "Decent", POOR: "Poor" };
const CREDIT_OPTIONS = CREDIT_SCORES.map((score) => [score, CREDIT_LABELS[score]] as const);
const TERMS = Array.from({ length: QUOTE_TERM.max - QUOTE_TERM.min + 1 }, (_, i) => QUOTE_TERM.min + i);

/** Step 1: price, term and self-assessed credit → the partner's quick quote, refreshed as the shopper types. */
export function QuickEstimateStep(props: {
  example: ComparisonExample;
  car?: { year?: number; vin?: string; nvic?: string };
  onNext: () => void;
}) {
  const app = useStore($financeApplication);
  const set = (key: "purchasePrice" | "loanTerm" | "credit", value: string) =>
    $financeApplication.setKey(key, value as never);
  const quote = useQuickQuote(
    {
      purchasePrice: app.purchasePrice,
      loanTerm: app.loanTerm,
      selfAssessedCreditScore: app.credit,
      year: props.car?.year,
      vin: props.car?.vin,
      nvic: props.car?.nvic,
    },
    true,
  );
  const fieldError = (field: string) =>
    quote.status === "invalid" && quote.field === field ? quote.message : undefined;
  function next(event: SyntheticEvent) {
    event.preventDefault();
    if (quote.status !== "ready") return;
    // The dialog's car (from the car page that opened it, or /finance?car_id=), as the application sends it.
    trackEvent(37, {
      ...(app.car_id ? { car_id: app.car_id } : {}),
      purchase_price: Number(app.purchasePrice),
      credit_score: app.credit,
    });
    props.onNext();
  }
  const disclosure =
    quote.status === "ready"
      ? rateDisclosure(quote.quote.advertisedRate, quote.quote.comparisonRate, props.example)
      : undefined;
  return (
    <form noValidate onSubmit={next}>
      <Field id="fd-price" label="Purchase price ($)" error={fieldError("purchasePrice")} required>
        {(aria) => (
          <input
            {...aria}
            inputMode="numeric"
            autoComplete="off"
            value={app.purchasePrice}
            onChange={(e) => set("purchasePrice", e.target.value)}
          />
        )}
      </Field>
      <Field id="fd-term" label="Loan term" error={fieldError("loanTerm")} required>
        {(aria) => (
          <select {...aria} value={app.loanTerm} onChange={(e) => set("loanTerm", e.target.value)}>
            {TERMS.map((t) => (
              <option key={t} value={t}>
                {t} {t === 1 ? "year" : "years"}
              </option>
            ))}
          </select>
        )}
      </Field>
      <RadioGroup
        legend="How is your credit history?"
        name="fd-credit"
        options={CREDIT_OPTIONS}
        value={app.credit}
        onChange={(score) => set("credit", score)}
      />
      <div
        className="finance-dialog__quote"
        aria-live="polite"
        aria-atomic="true"
        aria-busy={quote.status === "loading"}
        data-quote-status={quote.status}
      >
        {quote.status === "ready" && disclosure ? (
          <>
            <p>
              Estimated <strong data-testid="quote-weekly">{formatCents(quote.quote.weeklyRepaymentAmount)}</strong> per
              week*
            </p>
            <p className="finance-rates__pair">
              <span>{disclosure.advertised}</span> <span>{disclosure.comparison}</span>
            </p>
            <p className="finance-dialog__small">
              {disclosure.basis} {disclosure.warning}
            </p>
          </>
        ) : quote.status === "loading" ? (
          <p>Working out your estimate…</p>
        ) : quote.status === "failed" ? (
          <p role="alert" className="field__error">
            {quote.message}
          </p>
        ) : quote.status === "invalid" ? (
          <p>Enter a price and term to see your estimate.</p>
        ) : null}
      </div>
      <div className="finance-dialog__actions">
        <button className="button" type="submit" disabled={quote.status !== "ready"}>
          Next: Your Details
        </button>
      </div>
    </form>
  );
}
