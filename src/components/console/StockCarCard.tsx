import { type SyntheticEvent, useState } from "react";
import type { StockCar, YARD_STATES } from "../../lib/api/console-stock.ts";
import { formatDollars } from "../../lib/format/money.ts";
import { Said } from "./Said.tsx";

type YardState = (typeof YARD_STATES)[number];
type Change = { state?: YardState; price?: number | null; before_price?: number | null };

const stateOf = (car: StockCar): YardState | "other" =>
  car.status === "sold" ? "sold" : car.reserved ? "reserved" : car.status === "in_stock" ? "available" : "other";

const STATE_WORDS: Record<YardState | "other", string> = {
  available: "Available",
  reserved: "Reserved",
  sold: "Sold",
  other: "Not for sale now",
};

const ACTIONS: { state: YardState; label: string }[] = [
  { state: "sold", label: "Mark sold" },
  { state: "reserved", label: "Mark reserved" },
  { state: "available", label: "Mark available" },
];

/** "" is no price (the site shows the no-price wording); anything else must be whole dollars. */
const dollarsOf = (text: string) => (text.trim() === "" ? null : Number(text.replace(/[$,\s]/g, "")));

/** One car on the stock desk: what every page shows of it now, and the yard's changes to it. */
export default function StockCarCard({
  car,
  onChange,
}: {
  car: StockCar;
  onChange: (change: Change) => Promise<string | null>;
}) {
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<{ text: string; problem: boolean } | null>(null);
  const state = stateOf(car);

  async function apply(change: Change, done: string) {
    setBusy(true);
    const problem = await onChange(change);
    setBusy(false);
    setSaid(problem ? { text: problem, problem: true } : { text: done, problem: false });
  }

  function reprice(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const price = dollarsOf(String(form.get("price")));
    const before = dollarsOf(String(form.get("before_price")));
    if (Number.isNaN(price) || Number.isNaN(before))
      return setSaid({ text: "Whole dollars, please (e.g. 24990).", problem: true });
    apply({ price, before_price: before }, "Price saved. Every page shows it within seconds.");
  }

  const heading = `stock-${car.id}`;
  return (
    <article className="stock-car" aria-labelledby={heading}>
      <h2 id={heading}>{car.name}</h2>
      <p>
        {[car.stock_number && `Stock ${car.stock_number}`, car.rego && `Rego ${car.rego}`, car.vin && `VIN ${car.vin}`]
          .filter(Boolean)
          .join(" · ")}
      </p>
      <p>
        <strong>{STATE_WORDS[state]}</strong>
        {car.price !== null && <> · {formatDollars(car.price)}</>}
        {car.before_price !== null && <> (was {formatDollars(car.before_price)})</>}
      </p>
      <div className="lead__moves">
        {ACTIONS.filter((action) => action.state !== state).map((action) => (
          <button
            key={action.state}
            type="button"
            className="button"
            disabled={busy}
            onClick={() =>
              apply({ state: action.state }, `${STATE_WORDS[action.state]}. Every page shows it within seconds.`)
            }
          >
            {action.label}
          </button>
        ))}
      </div>
      <form className="stock-car__price" onSubmit={reprice}>
        <div className="field">
          <label htmlFor={`price-${car.id}`}>Price ($)</label>
          <input id={`price-${car.id}`} name="price" inputMode="numeric" defaultValue={car.price ?? ""} />
        </div>
        <div className="field">
          <label htmlFor={`was-${car.id}`}>Was ($, optional)</label>
          <input id={`was-${car.id}`} name="before_price" inputMode="numeric" defaultValue={car.before_price ?? ""} />
        </div>
        <button className="button button--ghost" type="submit" disabled={busy}>
          Save price
        </button>
      </form>
      <Said text={said?.text} problem={said?.problem} />
    </article>
  );
}
