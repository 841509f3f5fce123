import { useEffect, useState } from "react";
import { checkoutJourneys, type Journey } from "#lib/api/checkout-journey.ts";
import { STEP_TITLES, stepNumber } from "#lib/checkout-journey/journey.ts";
import { callApi } from "../../client/call-api.ts";

/** /my-garage: the signed-in shopper's online purchases, each resumable where it was left. */
export function GarageJourneys() {
  const [journeys, setJourneys] = useState<Journey[]>();
  useEffect(() => {
    callApi(checkoutJourneys, {}).then((result) => setJourneys(result.ok ? result.data.journeys : []));
  }, []);
  const shown = journeys?.filter((journey) => journey.car_slug);
  if (!shown?.length) return null;
  return (
    <section className="garage__journeys" aria-labelledby="garage-journeys-heading">
      <h2 id="garage-journeys-heading">Your online purchases</h2>
      <ul className="grid-cards">
        {shown.map((journey) => {
          const held = journey.reservation?.status === "held";
          return (
            <li key={journey.id} className="garage__item" data-journey-id={journey.id}>
              <p>{journey.car_name}</p>
              <p>
                {held
                  ? `Reserved until ${journey.reservation!.expires_text} (${journey.reservation!.reference})`
                  : `Next: step ${stepNumber(journey.next_step)}, ${STEP_TITLES[journey.next_step]}`}
              </p>
              <a href={`/checkout-journey?car_id=${encodeURIComponent(journey.car_slug!)}`}>
                {held ? "See your reservation" : "Continue your purchase"}
                <span className="visually-hidden"> of {journey.car_name}</span>
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
