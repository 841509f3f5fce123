import { useEffect, useState } from "react";
import { type SavedValuation, tradeInValuations } from "#lib/api/trade-in.ts";
import { formatDayMonthYear } from "#lib/format/date.ts";
import { formatDollars } from "#lib/format/money.ts";
import { vehicleName } from "#lib/trade-in/valuation-record.ts";
import { callApi } from "../../client/call-api.ts";

/** /my-garage: the signed-in shopper's trade-in valuations (car, range, date), newest first. */
export function GarageValuations() {
  const [valuations, setValuations] = useState<SavedValuation[]>();
  useEffect(() => {
    callApi(tradeInValuations, {}).then((result) => setValuations(result.ok ? result.data.valuations : []));
  }, []);
  if (!valuations?.length) return null;
  return (
    <section className="garage__valuations" aria-labelledby="garage-valuations-heading">
      <h2 id="garage-valuations-heading">Your trade-in valuations</h2>
      <ul className="grid-cards">
        {valuations.map((v) => (
          <li key={v.id} className="garage__item" data-valuation-id={v.id}>
            <p>{vehicleName(v.vehicle)}</p>
            <p>
              <strong>
                {v.estimate
                  ? `${formatDollars(v.estimate.low)} – ${formatDollars(v.estimate.high)}`
                  : (v.message ?? "We'll need to see this one")}
              </strong>
            </p>
            <p>Valued {formatDayMonthYear(v.created_at)}</p>
            <a href="/trade-in">Value another car</a>
          </li>
        ))}
      </ul>
    </section>
  );
}
