import { type SyntheticEvent, useEffect, useState } from "react";
import { callApi } from "../../../client/call-api.ts";
import { consoleInsightsCars, INSIGHTS_SORTS } from "#lib/api/console-insights.ts";
import type { ResponseData } from "#lib/api/contract.ts";
import { type InsightsFilters, filtersQuery } from "./filters.ts";

type Cars = ResponseData<typeof consoleInsightsCars>;
type Sort = (typeof INSIGHTS_SORTS)[number];

const SORT_LABELS: Record<Sort, string> = {
  days: "Days in stock",
  views: "Views",
  leads: "Leads",
  saves: "Saves",
  price: "Price",
  name: "Name",
  score: "Merchandising score",
};

interface TableQuery {
  list: "all" | "aged";
  condition?: string;
  make?: string;
  bucket?: string;
  sort: Sort;
  page: number;
}

const money = (price: number | null) => (price === null ? "No price" : `$${price.toLocaleString("en-AU")}`);

/** Every car in stock (or only the aged) with its figures: filtered, sorted, paged, and as a CSV. */
export function InsightsCarTable({ filters, agedDays }: { filters: InsightsFilters; agedDays: number }) {
  const [query, setQuery] = useState<TableQuery>({ list: "all", sort: "days", page: 1 });
  const [cars, setCars] = useState<Cars | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    callApi(consoleInsightsCars, { ...filters, ...query }).then((result) => {
      if (!result.ok) return setProblem(result.message);
      setProblem(null);
      setCars(result.data);
    });
  }, [filters, query]);

  function choose(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? "") || undefined;
    setQuery({
      list: form.get("list") === "aged" ? "aged" : "all",
      condition: text("condition"),
      make: text("make"),
      bucket: text("bucket"),
      sort: (text("sort") as Sort | undefined) ?? "days",
      page: 1,
    });
  }

  const { page: _, ...csvQuery } = query;
  return (
    <section aria-labelledby="insights-cars">
      <h2 id="insights-cars">Cars</h2>
      <form className="insights__period" onSubmit={choose} aria-label="Which cars">
        <div className="field">
          <label htmlFor="cars-list">Show</label>
          <select id="cars-list" name="list" defaultValue="all">
            <option value="all">Every car in stock</option>
            <option value="aged">Aged: over {agedDays} days</option>
          </select>
        </div>
        {(
          [
            ["condition", "Condition", cars?.conditions],
            ["make", "Make", cars?.makes],
            ["bucket", "Days in stock", cars?.buckets],
          ] as const
        ).map(([name, label, values]) => (
          <div className="field" key={name}>
            <label htmlFor={`cars-${name}`}>{label}</label>
            <select id={`cars-${name}`} name={name} defaultValue="">
              <option value="">Any</option>
              {(values ?? []).map((value) => (
                <option key={value}>{value}</option>
              ))}
            </select>
          </div>
        ))}
        <div className="field">
          <label htmlFor="cars-sort">Sort by (most first; names A to Z)</label>
          <select id="cars-sort" name="sort" defaultValue="days">
            {INSIGHTS_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {SORT_LABELS[sort]}
              </option>
            ))}
          </select>
        </div>
        <button className="button" type="submit">
          Show cars
        </button>
        <a
          className="button button--ghost"
          href={`/api/console/insights/cars.csv?${filtersQuery({ ...filters, ...csvQuery })}`}
        >
          Download CSV
        </a>
      </form>
      {problem && (
        <p className="inbox__problem" role="alert">
          {problem}
        </p>
      )}
      {cars && (
        <>
          <p aria-live="polite">
            {cars.total === 1 ? "1 car" : `${cars.total} cars`}
            {cars.pages > 1 ? `, page ${cars.page} of ${cars.pages}` : ""}
          </p>
          <div className="audit" role="region" aria-labelledby="insights-cars" tabIndex={0}>
            <table className="insights__table insights__cars" aria-labelledby="insights-cars">
              <thead>
                <tr>
                  <th scope="col">Car</th>
                  <th scope="col">Stock no.</th>
                  <th scope="col">Yard</th>
                  <th scope="col">Days in stock</th>
                  <th scope="col">Price</th>
                  <th scope="col">Views</th>
                  <th scope="col">Saves</th>
                  <th scope="col">Leads</th>
                  <th scope="col">Bookings</th>
                  <th scope="col">Deposits</th>
                  <th scope="col">Price changes</th>
                  <th scope="col">Reprice</th>
                </tr>
              </thead>
              <tbody>
                {cars.cars.map((car) => (
                  <tr key={car.id} data-car-id={car.id}>
                    <th scope="row">{car.path ? <a href={car.path}>{car.name}</a> : car.name}</th>
                    <td>{car.stock_number ?? "–"}</td>
                    <td>{car.yard ?? "–"}</td>
                    <td>
                      {car.days_in_stock} ({car.age_bucket})
                    </td>
                    <td>{money(car.price)}</td>
                    <td>{car.views}</td>
                    <td>{car.saves}</td>
                    <td>
                      {car.leads}
                      {car.leads > 0 && (
                        <span className="inbox__meta">
                          {" "}
                          (
                          {Object.entries(car.leads_by_kind)
                            .map(([kind, n]) => `${kind} ${n}`)
                            .join(", ")}
                          )
                        </span>
                      )}
                    </td>
                    <td>{car.bookings}</td>
                    <td>{car.deposits}</td>
                    <td>
                      {car.price_changes.length > 1
                        ? car.price_changes
                            .map((change) => `${money(change.price)} on ${change.at.slice(0, 10)}`)
                            .join("; ")
                        : "None"}
                    </td>
                    <td>
                      <a href={`/console/stock/?q=${encodeURIComponent(car.stock_number ?? car.name)}`}>
                        Reprice<span className="visually-hidden"> {car.name}</span>
                      </a>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {cars.pages > 1 && (
            // aria-disabled, not disabled: a button disabled under the keyboard's focus drops it to
            // the top of the page, so at the first or last page the pressed button keeps the focus.
            <nav className="lead__moves" aria-label="Pages of cars">
              <button
                type="button"
                className="button button--ghost"
                aria-disabled={cars.page <= 1}
                onClick={() => cars.page > 1 && setQuery({ ...query, page: cars.page - 1 })}
              >
                Previous page
              </button>
              <button
                type="button"
                className="button button--ghost"
                aria-disabled={cars.page >= cars.pages}
                onClick={() => cars.page < cars.pages && setQuery({ ...query, page: cars.page + 1 })}
              >
                Next page
              </button>
            </nav>
          )}
        </>
      )}
    </section>
  );
}
