import { useEffect, useState } from "react";
import { financePrefill } from "#lib/finance/finance-query.ts";
import { formatDollars } from "#lib/format/money.ts";
import { findInStockCar, type InStockCar } from "../vehicle/in-stock-cars.ts";

/**
 * The finance page's right-hand side (spec §2): the chosen car when the query names one we list,
 * else the three steps (in the static HTML, so they show before and without JavaScript).
 */
export default function FinanceCarPanel(props: { steps: { title: string; text: string }[] }) {
  const [car, setCar] = useState<InStockCar | null>(null);
  useEffect(() => {
    const carId = financePrefill(location.search, []).carId;
    if (carId) findInStockCar(carId).then((found) => setCar(found ?? null));
  }, []);
  if (car) {
    return (
      <article className="finance-car" aria-labelledby="finance-car-name" data-car-id={car.id}>
        <h2 className="visually-hidden">Your chosen car</h2>
        {car.image && <img src={car.image} alt="" width={640} height={480} />}
        <h3 id="finance-car-name">
          <a href={`/cars/${car.slug}`}>{car.name}</a>
        </h3>
        {car.price !== undefined && <p className="finance-car__price">{formatDollars(car.price)}</p>}
        {car.weekly !== undefined && <p>est. {formatDollars(car.weekly)}/wk*</p>}
      </article>
    );
  }
  return (
    <section className="finance-steps" aria-labelledby="finance-steps-heading">
      <h2 id="finance-steps-heading">How it works</h2>
      <ol>
        {props.steps.map((step) => (
          <li key={step.title}>
            <h3>{step.title}</h3>
            <p>{step.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
