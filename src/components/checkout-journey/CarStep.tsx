import type { CompareCar } from "#lib/inventory/compare.ts";
import styles from "./CheckoutJourney.module.css";

/** The price the compare table shows ("$24,990") in dollars; 0 where it shows no price. */
export const shownPrice = (car: CompareCar): number => Number(car.price.replace(/[^\d.]/g, ""));

/** Step 1: the car, its price and what the price includes. */
export function CarSummary(props: { car: CompareCar; whatsIncluded: string[] }) {
  const { car } = props;
  const driveAway = /drive\s*away/i.test(car.priceType ?? "");
  return (
    <div className={styles.car}>
      {car.image && <img src={car.image} alt="" width="320" height="213" />}
      <div>
        <p className={styles.carName}>{car.name}</p>
        <p className={styles.price}>
          {car.price} <span>{car.priceType}</span>
        </p>
        <p className={styles.note}>
          {driveAway
            ? "This is the full drive-away price: registration, stamp duty and dealer delivery to our yard are included. There is nothing more to pay."
            : "Government charges (registration and stamp duty) are added to this price; we confirm the drive-away total before you pay anything more than the deposit."}
        </p>
        {props.whatsIncluded.length > 0 && (
          <>
            <p className={styles.subhead}>What's included</p>
            <ul>
              {props.whatsIncluded.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          </>
        )}
      </div>
    </div>
  );
}
