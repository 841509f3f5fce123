import type { Car } from "../feed/car.ts";
import { isListedInStock } from "../inventory/stock.ts";
import { MIN_DISPLAY_PRICE } from "../pricing/price-display.ts";
import { isJustArrived } from "../inventory/tags.ts";
import { DEFAULT_SEARCH_PATH, searchPath } from "../search/routes.ts";
import { stateToQuery } from "../search/url-state.ts";

/** Spec §9 "Sales counter refresh 150 s". */
export const SALES_COUNTER_REFRESH_MS = 150_000;

/** Where the build writes the counter's number, and the island re-reads it. */
export const SALES_THIS_MONTH_PATH = "/sales-this-month.json";

export type SalesThisMonth = { count: number; month: string };

/** "2026-11": the calendar month of `date` in the dealer's time zone. */
export function monthOf(date: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat("en-CA", { year: "numeric", month: "2-digit", timeZone }).formatToParts(date);
  return `${parts.find((p) => p.type === "year")!.value}-${parts.find((p) => p.type === "month")!.value}`;
}

/** 'Sales this Month': cars sold (by sold_at) in the dealer's current calendar month, up to now. */
export function salesThisMonth(
  cars: readonly Pick<Car, "status" | "sold_at">[],
  now: Date,
  timeZone: string,
): SalesThisMonth {
  const month = monthOf(now, timeZone);
  const count = cars.filter(
    (car) =>
      car.status === "sold" &&
      car.sold_at &&
      Date.parse(car.sold_at) <= now.getTime() &&
      monthOf(new Date(car.sold_at), timeZone) === month,
  ).length;
  return { count, month };
}

type HomeCar = Pick<Car, "id" | "status" | "show_on_dealer_website" | "created_at" | "certified" | "views" | "price">;

/** Just arrived (spec §4: created within just_arrived_days, default 8), newest first. */
export function justArrivedCars<T extends HomeCar>(
  cars: readonly T[],
  options: { now: Date; justArrivedDays?: number; limit: number },
): T[] {
  return cars
    .filter((car) => isListedInStock(car) && isJustArrived(car, options))
    .sort((a, b) => (b.created_at ?? "").localeCompare(a.created_at ?? "") || a.id.localeCompare(b.id))
    .slice(0, options.limit);
}

/** Featured: priced in-stock cars not already shown, certified first, then the most viewed. */
export function featuredCars<T extends HomeCar>(
  cars: readonly T[],
  options: { exclude?: ReadonlySet<string>; limit: number },
): T[] {
  return cars
    .filter((car) => isListedInStock(car) && (car.price ?? 0) > MIN_DISPLAY_PRICE && !options.exclude?.has(car.id))
    .sort(
      (a, b) =>
        Number(b.certified) - Number(a.certified) || (b.views ?? 0) - (a.views ?? 0) || a.id.localeCompare(b.id),
    )
    .slice(0, options.limit);
}

export type BodyTypeLink = { body: string; count: number; href: string };

/** The body-type picker: each body type in the search index, most stocked first, linking to the default search with that body facet. */
export function bodyTypeLinks(documents: readonly { body?: string }[], limit = 8): BodyTypeLink[] {
  const counts = new Map<string, number>();
  for (const doc of documents) if (doc.body) counts.set(doc.body, (counts.get(doc.body) ?? 0) + 1);
  return [...counts]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, limit)
    .map(([body, count]) => ({
      body,
      count,
      href: `${searchPath(DEFAULT_SEARCH_PATH)}${stateToQuery({ refinementList: { body: [body] } })}`,
    }));
}

/** Ascending prices of the searchable cars that have one: what the budget box counts. */
export function sortedPrices(documents: readonly { price?: number }[]): number[] {
  return documents.flatMap((doc) => (typeof doc.price === "number" ? [doc.price] : [])).sort((a, b) => a - b);
}
