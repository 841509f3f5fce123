import { useEffect, useState } from "react";
import { type SavedValuation, tradeInValuations } from "#lib/api/trade-in.ts";
import type { JourneyAnswers } from "#lib/checkout-journey/journey.ts";
import { formatDollars } from "#lib/format/money.ts";
import { vehicleName } from "#lib/trade-in/valuation-record.ts";
import { callApi } from "../../client/call-api.ts";
import { StepForm, type StepProps } from "./StepForm.tsx";
import styles from "./CheckoutJourney.module.css";

/** Step 2: one of the shopper's own trade-in valuations, or none. */
export function TradeInStep(props: StepProps & { carSlug: string; saved: JourneyAnswers["trade-in"] }) {
  const [valuations, setValuations] = useState<SavedValuation[] | null>(null);
  const [choice, setChoice] = useState(props.saved?.choice === "valuation" ? props.saved.valuation_id : "skip");
  useEffect(() => {
    void callApi(tradeInValuations, {}).then((result) => setValuations(result.ok ? result.data.valuations : []));
  }, []);
  return (
    <StepForm
      {...props}
      submit="Continue"
      answer={() => (choice === "skip" ? { choice: "skip" } : { choice: "valuation", valuation_id: choice })}
    >
      <fieldset className={styles.choices}>
        <legend>Are you trading in a car?</legend>
        {(valuations ?? []).map((valuation) => (
          <label key={valuation.id}>
            <input
              type="radio"
              name="trade-in"
              value={valuation.id}
              checked={choice === valuation.id}
              onChange={() => setChoice(valuation.id)}
            />
            {vehicleName(valuation.vehicle)}:{" "}
            {valuation.estimate
              ? `${formatDollars(valuation.estimate.low)} – ${formatDollars(valuation.estimate.high)}`
              : "to be inspected"}
          </label>
        ))}
        <label>
          <input
            type="radio"
            name="trade-in"
            value="skip"
            checked={choice === "skip"}
            onChange={() => setChoice("skip")}
          />
          No trade-in
        </label>
      </fieldset>
      <p className={styles.note}>
        No valuation yet? <a href={`/cars/trade-in?car_id=${props.carSlug}`}>Get an instant trade-in valuation</a>, then
        come back: your progress is saved.
      </p>
    </StepForm>
  );
}
