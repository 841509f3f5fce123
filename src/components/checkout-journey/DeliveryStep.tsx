import { useState } from "react";
import { deliveryQuote } from "#lib/api/delivery-quote.ts";
import { deliveryLine, type JourneyAnswers } from "#lib/checkout-journey/journey.ts";
import type { PickupLocation } from "#lib/checkout-journey/pickup.ts";
import type { CompareCar } from "#lib/inventory/compare.ts";
import { callApi } from "../../client/call-api.ts";
import { Field } from "../forms/Field.tsx";
import { StepForm, type StepProps } from "./StepForm.tsx";
import styles from "./CheckoutJourney.module.css";

/** Step 4: pick-up at one of the dealer's yards, or delivery to a postcode (quoted). */
export function DeliveryStep(
  props: StepProps & {
    car: CompareCar;
    saved: JourneyAnswers["delivery"];
    locations: PickupLocation[];
    deliveryEnabled: boolean;
  },
) {
  const [method, setMethod] = useState(props.saved?.method ?? "pickup");
  const [locationId, setLocationId] = useState(
    props.saved?.method === "pickup" ? props.saved.location_id : (props.locations[0]?.id ?? ""),
  );
  const [postcode, setPostcode] = useState(props.saved?.method === "delivery" ? props.saved.postcode : "");
  // The quote (or why there is none) for the postcode it was asked for: a changed postcode has none yet.
  const [quote, setQuote] = useState<{ postcode: string; text: string } | null>(null);
  const chosen = props.locations.find((location) => location.id === locationId);

  async function getQuote() {
    const asked = postcode;
    const result = await callApi(deliveryQuote, { postcode: asked, car_id: String(props.car.id) }, { validate: true });
    setQuote({ postcode: asked, text: result.ok ? deliveryLine(result.data.postcode, result.data) : result.message });
  }

  return (
    <StepForm
      {...props}
      submit="Continue"
      answer={() =>
        method === "pickup" ? { method: "pickup", location_id: locationId } : { method: "delivery", postcode }
      }
    >
      <fieldset className={styles.choices}>
        <legend>How would you like to get your car?</legend>
        <label>
          <input type="radio" name="delivery" checked={method === "pickup"} onChange={() => setMethod("pickup")} />
          Pick it up
        </label>
        {props.deliveryEnabled && (
          <label>
            <input
              type="radio"
              name="delivery"
              checked={method === "delivery"}
              onChange={() => setMethod("delivery")}
            />
            Deliver it to me
          </label>
        )}
      </fieldset>
      {method === "pickup" ? (
        <>
          <Field id="journey-location" label="Pick-up location">
            {(aria) => (
              <select {...aria} value={locationId} onChange={(event) => setLocationId(event.target.value)}>
                {props.locations.map((location) => (
                  <option key={location.id} value={location.id}>
                    {location.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
          {chosen && (
            <div className={styles.location}>
              <p>{chosen.address}</p>
              <ul aria-label={`Opening hours of ${chosen.name}`}>
                {chosen.hours.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </div>
          )}
        </>
      ) : (
        <>
          <Field id="journey-postcode" label="Postcode" error={props.form.errors.postcode} required>
            {(aria) => (
              <input
                {...aria}
                inputMode="numeric"
                autoComplete="postal-code"
                value={postcode}
                onChange={(event) => setPostcode(event.target.value)}
              />
            )}
          </Field>
          <button type="button" className="button button--ghost" onClick={getQuote}>
            Get a delivery quote
          </button>
          <p aria-live="polite" className={styles.quote}>
            {quote?.postcode === postcode ? quote.text : null}
          </p>
        </>
      )}
    </StepForm>
  );
}
