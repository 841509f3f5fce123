import { type SyntheticEvent, useEffect, useState } from "react";
import { callApi } from "../../client/call-api.ts";
import { consoleStock, consoleStockUpdate, type StockCar, type YARD_STATES } from "../../lib/api/console-stock.ts";
import StockCarCard from "./StockCarCard.tsx";

/**
 * Issue 38: stock from the yard — find a car by stock number, rego, VIN or name, then mark it sold,
 * reserved or available, or re-price it. Every page hears of it within seconds (live stock).
 */
export default function StockDesk() {
  const [cars, setCars] = useState<StockCar[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [searching, setSearching] = useState(false);
  const [ready, setReady] = useState(false);

  // A search sent before the island woke arrives as ?q= (the form's own GET): run it.
  useEffect(() => {
    setReady(true);
    const q = new URLSearchParams(location.search).get("q");
    const box = document.getElementById("stock-q") as HTMLInputElement | null;
    if (q && box) box.value = q;
    if (q) find(q);
  }, []);

  function search(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    find(String(new FormData(event.currentTarget).get("q") ?? ""));
  }

  async function find(q: string) {
    setSearching(true);
    const result = await callApi(consoleStock, { q });
    setSearching(false);
    if (!result.ok) {
      if (result.status === 401) location.assign("/console/sign-in/");
      return setProblem(result.message);
    }
    setProblem(null);
    setCars(result.data.cars);
  }

  async function change(
    carId: string,
    input: { state?: (typeof YARD_STATES)[number]; price?: number | null; before_price?: number | null },
  ) {
    const result = await callApi(consoleStockUpdate, { car_id: carId, ...input });
    if (!result.ok) return result.fields?.price ?? result.fields?.before_price ?? result.message;
    setCars((shown) => shown?.map((car) => (car.id === carId ? result.data.car : car)) ?? null);
    return null;
  }

  return (
    <div className="stock-desk">
      <h1>Stock</h1>
      <form className="stock-desk__search" role="search" onSubmit={search} data-ready={ready || undefined}>
        <div className="field">
          <label htmlFor="stock-q">Stock number, rego, VIN or name</label>
          <input id="stock-q" name="q" type="search" required autoComplete="off" />
        </div>
        <button className="button" type="submit" disabled={searching}>
          Find
        </button>
      </form>
      {problem && (
        <p className="inbox__problem" role="alert">
          {problem}
        </p>
      )}
      {cars && (
        <p role="status">
          {cars.length === 0 ? "No car matches." : `${cars.length} car${cars.length === 1 ? "" : "s"} found.`}
        </p>
      )}
      <ul className="inbox__list" aria-label="Cars found">
        {cars?.map((car) => (
          <li key={car.id}>
            <StockCarCard car={car} onChange={(input) => change(car.id, input)} />
          </li>
        ))}
      </ul>
    </div>
  );
}
