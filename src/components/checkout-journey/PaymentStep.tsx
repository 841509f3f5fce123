import { useEffect, useState } from "react";
import { youxQuote } from "#lib/api/youx.ts";
import type { JourneyAnswers } from "#lib/checkout-journey/journey.ts";
import { formatDollars } from "#lib/format/money.ts";
import type { CompareCar } from "#lib/inventory/compare.ts";
import { callApi } from "../../client/call-api.ts";
import { Field } from "../forms/Field.tsx";
import { shownPrice } from "./CarStep.tsx";
import { StepForm, type StepProps } from "./StepForm.tsx";
import styles from "./CheckoutJourney.module.css";

const CREDIT = [
  ["GREAT", "Great"],
  ["DECENT", "Decent"],
  ["POOR", "Not so good"],
] as const;

/** Step 3: cash, or finance with a quick quote for the car's price. */
export function PaymentStep(props: StepProps & { car: CompareCar; saved: JourneyAnswers["payment"] }) {
  const [method, setMethod] = useState(props.saved?.method ?? "cash");
  const finance = props.saved?.method === "finance" ? props.saved : undefined;
  const [credit, setCredit] = useState<string>(finance?.credit ?? "GREAT");
  const [term, setTerm] = useState(finance?.term_years ?? 5);
  const [weekly, setWeekly] = useState<{ amount?: number; text: string } | null>(null);
  const price = shownPrice(props.car);

  useEffect(() => {
    if (method !== "finance" || !(price > 0)) return;
    let current = true;
    setWeekly({ text: "Getting a quick quote…" });
    void callApi(youxQuote, {
      selfAssessedCreditScore: credit as "GREAT",
      purchasePrice: String(Math.round(price)),
      loanTerm: term,
    }).then((result) => {
      if (!current) return;
      setWeekly(
        result.ok
          ? {
              amount: result.data.weeklyRepaymentAmount,
              text: `${formatDollars(result.data.weeklyRepaymentAmount)} a week at ${result.data.advertisedRate}% (comparison rate ${result.data.comparisonRate}%)`,
            }
          : { text: result.message },
      );
    });
    return () => {
      current = false;
    };
  }, [method, credit, term, price]);

  return (
    <StepForm
      {...props}
      submit="Continue"
      answer={() =>
        method === "cash"
          ? { method: "cash" }
          : { method: "finance", credit, term_years: term, ...(weekly?.amount ? { weekly: weekly.amount } : {}) }
      }
    >
      <fieldset className={styles.choices}>
        <legend>How will you pay?</legend>
        <label>
          <input type="radio" name="method" checked={method === "cash"} onChange={() => setMethod("cash")} />
          Cash or my own funds
        </label>
        <label>
          <input type="radio" name="method" checked={method === "finance"} onChange={() => setMethod("finance")} />
          Finance
        </label>
      </fieldset>
      {method === "finance" && (
        <div className={styles.finance}>
          <Field id="journey-credit" label="Your credit history">
            {(aria) => (
              <select {...aria} value={credit} onChange={(event) => setCredit(event.target.value)}>
                {CREDIT.map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field id="journey-term" label="Loan term (years)">
            {(aria) => (
              <select {...aria} value={term} onChange={(event) => setTerm(Number(event.target.value))}>
                {[1, 2, 3, 4, 5, 6, 7].map((years) => (
                  <option key={years} value={years}>
                    {years}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <p aria-live="polite" className={styles.quote}>
            {weekly?.text}
          </p>
          <p className={styles.note}>
            A quick quote, not an offer.{" "}
            <a href={`/personalised/finance?car_id=${encodeURIComponent(props.car.id)}`}>Get pre-approved</a> to know
            exactly what you can borrow.
          </p>
        </div>
      )}
    </StepForm>
  );
}
