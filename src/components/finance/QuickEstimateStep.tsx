import { useStore } from "@nanostores/react";
import type { SyntheticEvent } from "react";
import { rateDisclosure, type ComparisonExample } from "#lib/finance/comparison.ts";
import { QUOTE_TERM, type CreditScore } from "#lib/finance/quote.ts";
import { CREDIT_SCORES } from "#lib/forms/enquiry-details.ts";
import { amountToQuote, PER_FREQUENCY, quoteBasisText, repaymentAt } from "#lib/finance/quick-quote-basis.ts";
import { FREQUENCIES, type RepaymentFrequency } from "#lib/finance/repayment.ts";
import { formatCents } from "#lib/format/money.ts";
import { $financeApplication } from "../../stores/finance-application.ts";
import { RadioGroup } from "../forms/RadioGroup.tsx";
import { Field } from "../forms/Field.tsx";
import { useQuickQuote } from "./use-quick-quote.ts";
import { trackEvent } from "../../client/analytics/track.ts";

const CREDIT_LABELS: Record<CreditScore, string> = { GREAT: "Great", DECENT: "Decent", POOR: "Poor" };
const CREDIT_OPTIONS = CREDIT_SCORES.map((score) => [score, CREDIT_LABELS[score]] as const);
const FREQUENCY_OPTIONS = FREQUENCIES.map((f) => [f, f[0]!.toUpperCase() + f.slice(1)] as const);
const TERMS = Array.from({ length: QUOTE_TERM.max - QUOTE_TERM.min + 1 }, (_, i) => QUOTE_TERM.min + i);

/**
 * Step 1: price, deposit and trade-in, term, repayments and self-assessed credit → the partner's
 * quick quote on the amount to finance, refreshed as the shopper types (it starts from
 * the calculator's settings and says what it quoted on).
 */
export function QuickEstimateStep(props: {
  example: ComparisonExample;
  car?: { year?: number; vin?: string; nvic?: string };
  onNext: () => void;
}) {
  const app = useStore($financeApplication);
  const set = (key: "purchasePrice" | "deposit" | "loanTerm" | "credit" | "frequency", value: string) =>
    $financeApplication.setKey(key, value as never);
  const financed = amountToQuote(app.purchasePrice, app.deposit);
  const quote = useQuickQuote(
    {
      purchasePrice: financed.ok ? financed.amount : app.purchasePrice,
      loanTerm: app.loanTerm,
      selfAssessedCreditScore: app.credit,
      year: props.car?.year,
      vin: props.car?.vin,
      nvic: props.car?.nvic,
    },
    financed.ok,
  );
  const fieldError = (field: string) =>
    financed.ok && quote.status === "invalid" && quote.field === field ? quote.message : undefined;
  const ready = financed.ok && quote.status === "ready";
  function next(event: SyntheticEvent) {
    event.preventDefault();
    if (!ready) return;
    // The dialog's car (from the car page that opened it, or /finance?car_id=), as the application sends it.
    trackEvent(37, {
      ...(app.car_id ? { car_id: app.car_id } : {}),
      purchase_price: Number(app.purchasePrice),
      credit_score: app.credit,
    });
    props.onNext();
  }
  const disclosure =
    ready && quote.status === "ready"
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
      <Field id="fd-deposit" label="Deposit and trade-in ($)" error={financed.ok ? undefined : financed.message}>
        {(aria) => (
          <input
            {...aria}
            inputMode="numeric"
            autoComplete="off"
            value={app.deposit}
            onChange={(e) => set("deposit", e.target.value)}
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
        legend="Repayments"
        name="fd-frequency"
        options={FREQUENCY_OPTIONS}
        value={app.frequency}
        onChange={(frequency: RepaymentFrequency) => set("frequency", frequency)}
      />
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
        data-quote-status={financed.ok ? quote.status : "invalid"}
      >
        {ready && quote.status === "ready" && disclosure ? (
          <>
            <p>
              Estimated{" "}
              <strong data-testid="quote-amount">
                {formatCents(repaymentAt(quote.quote.weeklyRepaymentAmount, app.frequency))}
              </strong>{" "}
              {PER_FREQUENCY[app.frequency]}*
            </p>
            <p className="finance-dialog__small" data-testid="quote-basis">
              {quoteBasisText({
                amount: Number(financed.amount),
                price: Number(app.purchasePrice),
                deposit: financed.deposit,
                termYears: Number(app.loanTerm),
                residual: app.residual,
              })}
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
        ) : quote.status === "invalid" || !financed.ok ? (
          <p>Enter a price and term to see your estimate.</p>
        ) : null}
      </div>
      <div className="finance-dialog__actions">
        <button className="button" type="submit" disabled={!ready}>
          Next: Your Details
        </button>
      </div>
    </form>
  );
}
