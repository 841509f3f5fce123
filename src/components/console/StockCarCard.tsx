import { type SyntheticEvent, useEffect, useRef, useState } from "react";
import type { StockCar, YARD_STATES } from "#lib/api/console-stock.ts";
import { formatDollars, formatKm } from "#lib/format/money.ts";
import { Said } from "./Said.tsx";

type YardState = (typeof YARD_STATES)[number];
export type Change = {
  state?: YardState;
  price?: number | null;
  before_price?: number | null;
  confirmed?: boolean;
  undo?: string;
};
/** What the desk answers: a problem, a question to ask once more, or done (with how to undo it). */
export type Outcome =
  | { problem: string }
  | { confirm: string }
  | { undo: { change_id: string; until: string } | null; withdrawn: { alerts: number; pushes: number } | null };

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

/** "2026 Ford Ranger XL": the name with its variant, unless the name already says it. */
const titleOf = (car: StockCar) =>
  car.variant && !car.name.toLowerCase().includes(car.variant.toLowerCase()) ? `${car.name} ${car.variant}` : car.name;

/** One car on the stock desk: what every page shows of it now, and the yard's changes to it. */
export default function StockCarCard({
  car,
  mayPrice,
  onChange,
}: {
  car: StockCar;
  /** Owners and sales re-price; an editor sees the price but no fields it would be refused. */
  mayPrice: boolean;
  onChange: (change: Change) => Promise<Outcome>;
}) {
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<{ text: string; problem: boolean } | null>(null);
  const [asking, setAsking] = useState<{ question: string; change: Change } | null>(null);
  const [undo, setUndo] = useState<{ change_id: string; until: string } | null>(null);
  const question = useRef<HTMLDivElement>(null);
  const state = stateOf(car);

  // The second look takes focus, so a keyboard or screen reader user meets the question at once.
  useEffect(() => {
    if (asking) question.current?.focus();
  }, [asking]);

  // The undo button leaves when its window closes (the server refuses it after that anyway).
  useEffect(() => {
    if (!undo) return;
    const left = Date.parse(undo.until) - Date.now();
    const timer = setTimeout(() => setUndo(null), Math.max(0, left));
    return () => clearTimeout(timer);
  }, [undo]);

  async function apply(change: Change, done: string) {
    setBusy(true);
    const outcome = await onChange(change);
    setBusy(false);
    if ("confirm" in outcome) {
      setSaid(null);
      return setAsking({ question: outcome.confirm, change });
    }
    setAsking(null);
    if ("problem" in outcome) return setSaid({ text: outcome.problem, problem: true });
    setUndo(outcome.undo);
    setSaid({ text: done, problem: false });
  }

  async function undoLast() {
    if (!undo) return;
    setBusy(true);
    const outcome = await onChange({ undo: undo.change_id });
    setBusy(false);
    if ("problem" in outcome) return setSaid({ text: outcome.problem, problem: true });
    if ("confirm" in outcome) return;
    setUndo(null);
    const withdrawn = outcome.withdrawn;
    const told =
      withdrawn && withdrawn.alerts + withdrawn.pushes > 0
        ? " The alerts and channel updates it had queued were withdrawn."
        : "";
    setSaid({ text: `Undone. Every page shows it as before within seconds.${told}`, problem: false });
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
  const facts = [
    car.colour,
    car.km !== null && formatKm(car.km),
    car.stock_number && `Stock ${car.stock_number}`,
    car.yard && `At ${car.yard}`,
  ].filter(Boolean);
  const ids = [car.rego && `Rego ${car.rego}`, car.vin && `VIN ${car.vin}`].filter(Boolean);
  return (
    <article className="stock-car" aria-labelledby={heading}>
      <h2 id={heading}>{titleOf(car)}</h2>
      <p className="stock-car__facts">{facts.join(" · ")}</p>
      {ids.length > 0 && <p className="inbox__meta">{ids.join(" · ")}</p>}
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
      {mayPrice && (
        <form className="stock-car__price" onSubmit={reprice} key={`${car.price}:${car.before_price}`}>
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
      )}
      {asking && (
        <div
          className="stock-car__confirm"
          role="alertdialog"
          aria-label="Check the price"
          aria-describedby={`confirm-${car.id}`}
          tabIndex={-1}
          ref={question}
        >
          <p id={`confirm-${car.id}`}>{asking.question}</p>
          <div className="lead__moves">
            <button
              type="button"
              className="button"
              disabled={busy}
              onClick={() =>
                apply({ ...asking.change, confirmed: true }, "Price saved. Every page shows it within seconds.")
              }
            >
              Yes, change the price
            </button>
            <button type="button" className="button button--ghost" disabled={busy} onClick={() => setAsking(null)}>
              No, keep {car.price !== null ? formatDollars(car.price) : "it"}
            </button>
          </div>
        </div>
      )}
      <Said text={said?.text} problem={said?.problem} />
      {undo && (
        <button type="button" className="button button--ghost" disabled={busy} onClick={undoLast}>
          Undo
        </button>
      )}
    </article>
  );
}
