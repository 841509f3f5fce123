import { type SyntheticEvent, useState } from "react";
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

  async function search(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    const q = String(new FormData(event.currentTarget).get("q") ?? "");
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
      <form className="stock-desk__search" role="search" onSubmit={search}>
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
