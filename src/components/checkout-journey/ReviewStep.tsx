import { type DeliveryPlace, deliveryLine, type JourneyAnswers, STEP_TITLES } from "#lib/checkout-journey/journey.ts";
import type { PickupLocation } from "#lib/checkout-journey/pickup.ts";
import { formatDollars } from "#lib/format/money.ts";
import type { CompareCar } from "#lib/inventory/compare.ts";
import styles from "./CheckoutJourney.module.css";

/** Step 6: every answer, the deposit's terms, and what paying the deposit means. */
export function Review(props: {
  car: CompareCar;
  answers: JourneyAnswers;
  /** The saved delivery's place and cost (the server's quote, from the car's yard); null when unknown. */
  deliveryQuote: (DeliveryPlace & { postcode: string }) | null;
  locations: PickupLocation[];
  depositTerms: string;
  item: string;
}) {
  const { answers } = props;
  const payment = answers.payment;
  const delivery = answers.delivery;
  const details = answers.details;
  return (
    <div>
      <dl className={styles.review}>
        <dt>{STEP_TITLES.car}</dt>
        <dd>
          {props.car.name}, {props.car.price} {props.car.priceType}
        </dd>
        <dt>{STEP_TITLES["trade-in"]}</dt>
        <dd>{answers["trade-in"]?.choice === "valuation" ? "Your valued car" : "No trade-in"}</dd>
        <dt>{STEP_TITLES.payment}</dt>
        <dd>
          {payment?.method === "finance"
            ? `Finance over ${payment.term_years} years${payment.weekly ? `, about ${formatDollars(payment.weekly)} a week` : ""}`
            : "Cash or own funds"}
        </dd>
        <dt>{STEP_TITLES.delivery}</dt>
        <dd>
          {delivery?.method === "delivery"
            ? deliveryLine(
                delivery.postcode,
                props.deliveryQuote?.postcode === delivery.postcode ? props.deliveryQuote : null,
              )
            : `Pick-up at ${props.locations.find((l) => l.id === (delivery?.method === "pickup" ? delivery.location_id : ""))?.name ?? "the dealership"}`}
        </dd>
        <dt>{STEP_TITLES.details}</dt>
        <dd>
          {details?.first_name} {details?.last_name}, {details?.email}, {details?.phone}
        </dd>
      </dl>
      <p className={styles.terms}>{props.depositTerms}</p>
      <p className={styles.note}>
        You'll pay on our payment provider's secure page. The deposit is a hold on your card, not a charge: the{" "}
        {props.item} is reserved for you while we prepare the paperwork, and the money is only taken if you go ahead.
      </p>
    </div>
  );
}
