import type { RefObject } from "react";
import { formatDollars } from "#lib/format/money.ts";
import { tradeInLeadComment } from "#lib/forms/trade-in.ts";
import { vehicleName } from "#lib/trade-in/valuation-record.ts";
import EnquiryForm from "../leads/EnquiryForm.tsx";
import type { Props, Result } from "./valuation-props.ts";
import styles from "./TradeInValuation.module.css";

/** The valuation's answer (a range, or the inspection path) and the lead that sends it to the dealer. */
export function ValuationResult(props: {
  result: Result;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onChange: () => void;
  lead: Props & { carId?: string };
}) {
  const answer = "answer" in props.result ? props.result.answer : undefined;
  const estimate = answer?.estimate;
  const vehicle = answer?.vehicle;
  const details: Record<string, string> = {};
  if (vehicle)
    for (const [key, value] of Object.entries({
      year: vehicle.year,
      make: vehicle.make,
      model: vehicle.model,
      km: vehicle.km,
      rego: vehicle.rego,
    }))
      if (value !== null && value !== "") details[`vehicle.${key}`] = String(value);
  const item = props.lead.itemLabel.singular;
  const comments = tradeInLeadComment(estimate, props.lead.itemLabel);
  return (
    <section className={styles.answer} data-result={estimate ? "estimate" : "inspection"}>
      <h2 ref={props.headingRef} tabIndex={-1} className={styles.step}>
        {estimate ? "Your estimate" : (answer?.message ?? "We'll need to see this one")}
      </h2>
      {vehicle && <p className={styles.note}>{vehicleName(vehicle)}</p>}
      {estimate ? (
        <>
          <p className={styles.range} data-low={estimate.low} data-high={estimate.high}>
            {formatDollars(estimate.low)} – {formatDollars(estimate.high)}
          </p>
          <p>
            Confidence: <strong>{estimate.confidence}</strong>. Based on {estimate.basedOn.charAt(0).toLowerCase()}
            {estimate.basedOn.slice(1)}
          </p>
          <p className={styles.note}>
            An indicative range, not an offer: we'll confirm the figure when we see the {item}.
          </p>
        </>
      ) : (
        <p>{answer?.reason ?? ("failed" in props.result ? props.result.failed : "")}</p>
      )}
      <button className="button button--ghost" type="button" onClick={props.onChange}>
        Change my {item}'s details
      </button>
      <h3 className={styles.step}>{estimate ? "Send to dealer" : "Book an inspection"}</h3>
      <p className={styles.note}>Fields marked * are required.</p>
      <EnquiryForm
        key={answer?.id ?? "failed"}
        kind={props.lead.kind}
        carId={props.lead.carId}
        options={props.lead.enquiry.options}
        locations={props.lead.enquiry.locations}
        dealerships={props.lead.enquiry.dealerships}
        termsMessage={props.lead.enquiry.termsMessage}
        presetDetails={details}
        preset={{ comments }}
        valuation={answer && { id: answer.id, token: answer.token }}
        submitLabel={estimate ? "Send to dealer" : "Book an inspection"}
        stepHeading="h3"
      />
    </section>
  );
}
