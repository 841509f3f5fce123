import { useEffect, useMemo, useRef, useState } from "react";
import {
  calculate,
  parseAmount,
  type CalculatorField,
  type CalculatorLimits,
  type CalculatorValues,
} from "#lib/finance/calculator.ts";
import {
  ENQUIRE_FOR_FINANCE,
  FREQUENCIES,
  monthlyFromWeekly,
  type RepaymentFrequency,
} from "#lib/finance/repayment.ts";
import { formatCents, formatDollars } from "#lib/format/money.ts";
import { openFinanceDialog } from "../../stores/finance-application.ts";
import { trackEvent } from "../../client/analytics/track.ts";
import { RadioGroup } from "../forms/RadioGroup.tsx";
import { NumberSlider } from "./NumberSlider.tsx";
import "./finance.css";

export interface FinanceCalculatorProps {
  limits: CalculatorLimits;
  /** The car's price, when the calculator sits on a car page. */
  price?: number;
  carId?: string;
  /** Offer the quick quote and pre-approval dialog (finance.quickQuote). */
  quickQuote: boolean;
  /** The finance form ('Enquire for Finance' links there when a repayment is too small to quote). */
  financeHref: string;
}

type TextField = CalculatorField;
const FIELDS: {
  field: TextField;
  label: string;
  range: keyof CalculatorLimits;
  step: number;
  prefix?: string;
  suffix?: string;
}[] = [
  { field: "price", label: "Purchase price", range: "price", step: 500, prefix: "$" },
  { field: "deposit", label: "Deposit", range: "deposit", step: 500, prefix: "$" },
  { field: "tradeIn", label: "Trade-in value", range: "tradeIn", step: 500, prefix: "$" },
  { field: "residual", label: "Residual (balloon)", range: "residual", step: 500, prefix: "$" },
  { field: "termYears", label: "Loan term (years)", range: "termYears", step: 0.5, suffix: "years" },
  { field: "annualRatePercent", label: "Interest rate (% p.a.)", range: "interest", step: 0.1, suffix: "%" },
];

const PER: Record<RepaymentFrequency, string> = {
  weekly: "per week",
  fortnightly: "per fortnight",
  monthly: "per month",
};
const FREQUENCY_OPTIONS = FREQUENCIES.map((f) => [f, f[0]!.toUpperCase() + f.slice(1)] as const);

/** Spec §5 "Finance calculator": every input explained when invalid, never changed to fit. */
export default function FinanceCalculator(props: FinanceCalculatorProps) {
  const { limits } = props;
  const [texts, setTexts] = useState<Record<TextField, string>>(() => ({
    price: String(props.price ?? limits.price.default),
    deposit: String(limits.deposit.default),
    tradeIn: String(limits.tradeIn.default),
    residual: String(limits.residual.default),
    termYears: String(limits.termYears.default),
    annualRatePercent: String(limits.interest.default),
  }));
  const [frequency, setFrequency] = useState<RepaymentFrequency>(limits.frequency);
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);

  const values: CalculatorValues = useMemo(
    () => ({
      price: parseAmount(texts.price),
      deposit: parseAmount(texts.deposit),
      tradeIn: parseAmount(texts.tradeIn),
      residual: parseAmount(texts.residual),
      termYears: parseAmount(texts.termYears),
      annualRatePercent: parseAmount(texts.annualRatePercent),
      frequency,
    }),
    [texts, frequency],
  );
  const result = calculate(values, limits);
  const problems = result.ok ? {} : result.problems;

  // Spec §7 event 36, once per settled change (not per keystroke).
  const reported = useRef("");
  useEffect(() => {
    if (!ready || !result.ok) return;
    const timer = setTimeout(() => {
      const key = JSON.stringify(values);
      if (key === reported.current) return;
      reported.current = key;
      trackEvent(36, {
        car_id: props.carId,
        price: values.price,
        term_years: values.termYears,
        weekly: values.frequency === "weekly" ? result.amount : undefined,
      });
    }, 2000);
    return () => clearTimeout(timer);
  }, [values, ready]);

  return (
    <div className="finance-calculator" data-ready={ready || undefined}>
      <form
        className="finance-calculator__inputs"
        noValidate
        onSubmit={(e) => e.preventDefault()}
        aria-label="Finance calculator"
      >
        {FIELDS.map(({ field, label, range, step, prefix, suffix }) => {
          const bounds = limits[range] as { min: number; max: number };
          return (
            <NumberSlider
              key={field}
              id={`calc-${field}`}
              label={label}
              text={texts[field]}
              min={bounds.min}
              max={bounds.max}
              step={step}
              prefix={prefix}
              suffix={suffix}
              error={problems[field]}
              onText={(text) => setTexts((t) => ({ ...t, [field]: text }))}
            />
          );
        })}
        <RadioGroup
          className="finance-calculator__frequency"
          legend="Repayments"
          name="calc-frequency"
          options={FREQUENCY_OPTIONS}
          value={frequency}
          onChange={setFrequency}
        />
      </form>
      <div className="finance-calculator__result" aria-live="polite" aria-atomic="true" data-testid="calc-result">
        {!result.ok ? (
          <p className="finance-calculator__problem">
            Check the highlighted {Object.keys(problems).length === 1 ? "field" : "fields"} to see your repayments.
          </p>
        ) : result.enquire ? (
          <p className="finance-calculator__amount">
            <a href={props.financeHref}>
              <strong>{ENQUIRE_FOR_FINANCE}</strong>
            </a>
          </p>
        ) : (
          <>
            <p className="finance-calculator__amount">
              Estimated <strong>{formatCents(result.amount)}</strong> {PER[frequency]}*
            </p>
            <p className="finance-calculator__basis">
              {formatDollars(result.financed)} financed over {values.termYears} years at {values.annualRatePercent}%
              p.a.
              {frequency === "weekly" && <> (about {formatCents(monthlyFromWeekly(result.amount))} a month)</>}
              {values.residual > 0 && <>, with {formatDollars(values.residual)} owing at the end</>}
              {/* "p.a." already ends the sentence unless a clause follows it. */}
              {(frequency === "weekly" || values.residual > 0) && "."}
            </p>
          </>
        )}
      </div>
      {props.quickQuote && (
        <button
          type="button"
          className="button"
          onClick={() =>
            openFinanceDialog({
              carId: props.carId,
              // The quote starts from what the shopper set here (while it adds up).
              ...(result.ok
                ? {
                    calculator: {
                      purchasePrice: values.price,
                      deposit: values.deposit + values.tradeIn,
                      termYears: values.termYears,
                      frequency,
                      residual: values.residual,
                    },
                  }
                : {}),
            })
          }
        >
          Get a quick quote
        </button>
      )}
    </div>
  );
}
