import { useEffect, useState } from "react";
import { type CarData, carDataPath, type ReserveData } from "#lib/inventory/car-data-file.ts";
import { formatDollars } from "#lib/format/money.ts";
import { depositTermsText } from "#lib/reservations/reservation.ts";
import { ReserveCarCard } from "./ReserveCarCard.tsx";
import ReserveCheckout from "./ReserveCheckout.tsx";
import styles from "./ReservePage.module.css";

interface Props {
  item: string;
  holdHours: number;
  refundable: boolean;
  /** The dealer's name, for the tab's title. */
  dealer: string;
}

type Loaded = { slug: string; id: string; name: string; reserve: ReserveData };

/** The car this address names: /cars/{slug}/checkout (or /buy-online). */
const slugOfAddress = () => decodeURIComponent(location.pathname.split("/")[2] ?? "");

async function loadCar(slug: string): Promise<Loaded | undefined> {
  try {
    const response = await fetch(carDataPath(slug));
    if (!response.ok) return undefined;
    const { compare, reserve } = (await response.json()) as CarData;
    return reserve && { slug, id: compare.id, name: compare.name, reserve };
  } catch {
    return undefined;
  }
}

/**
 * The one checkout page's content for the car in its address, from the car's data file: the car,
 * how reserving works and the deposit, then the checkout island. Until the data arrives, an empty
 * box of the content's height.
 */
export default function ReservePage(props: Props) {
  const [car, setCar] = useState<Loaded | "missing" | null>(null);

  useEffect(() => {
    void loadCar(slugOfAddress()).then((loaded) => {
      if (loaded) {
        document.title = `Reserve ${loaded.name} | ${props.dealer}`;
        document
          .querySelector("link[rel=canonical]")
          ?.setAttribute("href", new URL(location.pathname, location.origin).href);
      }
      setCar(loaded ?? "missing");
    });
  }, []);

  // The card shows the car as live stock has it (sold, reserved, a new price), as every card does.
  useEffect(() => {
    if (car && car !== "missing") void import("../live-stock/apply-to-page.ts").then((live) => live.startLiveStock());
  }, [car]);

  if (car === null) return <div className={styles.loading} aria-busy="true" />;
  if (car === "missing")
    return (
      <section className={styles.missing}>
        <h1>This {props.item} can't be reserved online</h1>
        <p>
          It may have been sold. <a href="/search/new-used-and-demo-cars">See what's in stock</a>.
        </p>
      </section>
    );

  const { depositAmount } = car.reserve;
  const deposit = formatDollars(depositAmount);
  const { item, holdHours, refundable } = props;
  return (
    <>
      <nav aria-label="Breadcrumb">
        <a href={`/cars/${car.slug}`}>Back to {car.name}</a>
      </nav>
      <div className={styles.grid}>
        <div className={styles.car}>
          <ReserveCarCard id={car.id} slug={car.slug} name={car.name} card={car.reserve.card} />
          <section className={styles.terms} aria-labelledby="reserve-terms">
            <h2 id="reserve-terms">How reserving works</h2>
            <p className={styles.deposit}>{depositTermsText({ depositAmount, holdHours, refundable })}</p>
            <ol>
              <li>
                Pay the {deposit} deposit on our payment provider's secure page. It is a hold on your card, not a
                charge.
              </li>
              <li>
                The {item} is reserved for you for {holdHours} hours: nobody else can reserve or buy it online.
              </li>
              <li>
                Come in, drive it and finalise
                {refundable ? ", or change your mind: the hold is released and no money is taken" : ""}.
              </li>
            </ol>
          </section>
        </div>
        <div className={styles.checkout}>
          <h1>Reserve {car.name}</h1>
          <ReserveCheckout
            car={{ id: car.id, name: car.name }}
            reservedAtBuild={car.reserve.reservedAtBuild}
            depositAmount={depositAmount}
            item={item}
            similar={car.reserve.similar}
          />
        </div>
      </div>
    </>
  );
}
