import { type SyntheticEvent, useEffect, useRef, useState } from "react";
import { callApi } from "../../client/call-api.ts";
import { consoleStock, consoleStockUpdate, type StockCar } from "#lib/api/console-stock.ts";
import type { ResponseData } from "#lib/api/contract.ts";
import StockCarCard, { type Change, type Outcome } from "./StockCarCard.tsx";

type Found = ResponseData<typeof consoleStock>;

/**
 * Stock from the yard — find a car by stock number, rego, VIN or what it is, then mark it
 * sold, reserved or available, or re-price it. Every page hears of it within seconds (live stock).
 * The shopper's search rules, every match counted and paged; a far price asked about once
 * more; a change undone for a few minutes; price fields only for a role that may use them.
 */
export default function StockDesk() {
  const [found, setFound] = useState<{ query: string; answer: Found; cars: StockCar[] } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [searching, setSearching] = useState(false);
  const [ready, setReady] = useState(false);
  // Only the latest search's answer is shown: a salesperson who searches again before the last
  // answer came never sees the older one arrive over the newer. So Find stays enabled while one
  // runs: a disabled default button silently drops a search sent with Enter.
  const latest = useRef(0);

  // A search sent before the island woke arrives as ?q= (the form's own GET): run it.
  useEffect(() => {
    setReady(true);
    const q = new URLSearchParams(location.search).get("q");
    const box = document.getElementById("stock-q") as HTMLInputElement | null;
    if (q && box) box.value = q;
    if (q) find(q, 1);
  }, []);

  function search(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    find(String(new FormData(event.currentTarget).get("q") ?? ""), 1);
  }

  async function find(q: string, page: number) {
    const asked = ++latest.current;
    setSearching(true);
    const result = await callApi(consoleStock, { q, page });
    if (asked !== latest.current) return;
    setSearching(false);
    if (!result.ok) {
      if (result.status === 401) location.assign("/console/sign-in/");
      return setProblem(result.message);
    }
    setProblem(null);
    setFound((shown) => ({
      query: q,
      answer: result.data,
      // "Show more" adds the next page under the cars already shown.
      cars: page > 1 && shown?.query === q ? [...shown.cars, ...result.data.cars] : result.data.cars,
    }));
  }

  async function change(carId: string, input: Change): Promise<Outcome> {
    const result = await callApi(consoleStockUpdate, { car_id: carId, ...input });
    if (!result.ok) {
      if (result.code === "confirm_price") return { confirm: result.message };
      return { problem: result.fields?.price ?? result.fields?.before_price ?? result.message };
    }
    setFound((shown) =>
      shown ? { ...shown, cars: shown.cars.map((car) => (car.id === carId ? result.data.car : car)) } : null,
    );
    return { undo: result.data.undo, withdrawn: result.data.withdrawn };
  }

  const answer = found?.answer;
  const shown = found?.cars.length ?? 0;
  return (
    <div className="stock-desk">
      <h1>Stock</h1>
      <form className="stock-desk__search" role="search" onSubmit={search} data-ready={ready || undefined}>
        <div className="field">
          <label htmlFor="stock-q">Stock number, rego, VIN or name</label>
          <input id="stock-q" name="q" type="search" required autoComplete="off" />
        </div>
        <button className="button" type="submit" aria-busy={searching || undefined}>
          Find
        </button>
      </form>
      {problem && (
        <p className="inbox__problem" role="alert">
          {problem}
        </p>
      )}
      {answer && (
        <div role="status">
          {answer.notice && <p>{answer.notice}</p>}
          <p>
            {answer.total === 0
              ? "No car matches."
              : `${answer.total} car${answer.total === 1 ? "" : "s"} found${answer.total > shown ? `, showing ${shown}` : ""}.`}
          </p>
        </div>
      )}
      <ul className="inbox__list" aria-label="Cars found">
        {found?.cars.map((car) => (
          <li key={car.id}>
            <StockCarCard car={car} mayPrice={answer?.may_price ?? false} onChange={(input) => change(car.id, input)} />
          </li>
        ))}
      </ul>
      {found && answer && answer.page < answer.pages && (
        <button
          type="button"
          className="button button--ghost stock-desk__more"
          disabled={searching}
          onClick={() => find(found.query, answer.page + 1)}
        >
          Show {Math.min(answer.total - shown, answer.cars.length)} more
        </button>
      )}
    </div>
  );
}
