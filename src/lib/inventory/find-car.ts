import type { Car } from "../feed/car.ts";
import { TEXT_FIELD_BOOSTS } from "../search/fields.ts";
import { searchedQuery } from "../search/query-words.ts";
import { createTextIndex } from "../search/text-index.ts";

/**
 * A salesperson on the yard finds a car by what is in front of them — the stock number
 * on the windscreen card, the rego plate, the VIN on the compliance plate, or what it is. An exact
 * stock number, rego or VIN comes first; then the cars the shopper's own search finds for the
 * words (make, model, variant, series, colour… with the same typo and prefix rules, so
 * "ranger xl", "raptor" and "everest ambiente" find what the site would), best match first.
 */

/** Cars shown per page of the stock desk; the count above them is every match. */
export const STOCK_PAGE_SIZE = 20;

const squash = (text: string | undefined) => (text ?? "").toLowerCase().replace(/[\s-]+/g, "");

type FindableCar = Pick<Car, "id" | "name"> &
  Partial<
    Pick<
      Car,
      | "stocknum"
      | "regplate"
      | "vin"
      | "make"
      | "model"
      | "badge"
      | "series"
      | "colour"
      | "drive"
      | "fuel"
      | "simple_fuel"
      | "simple_body"
      | "simple_transmission"
    >
  >;

export interface FoundCars<C> {
  /** The asked page of matches. */
  cars: C[];
  /** Every car that matches, on all pages. */
  total: number;
  page: number;
  pages: number;
  /** The words searched when no car matched them all (the shopper's search drops words from the right). */
  fellBackTo?: string;
}

/** The words the shopper's search index holds for a car (document.ts names them), plus its stock number. */
const searchText = (car: FindableCar) => ({
  name: car.name,
  make: car.make,
  model: car.model,
  badge: car.badge,
  series: car.series,
  colour: car.colour,
  drive: car.drive,
  fuel: car.simple_fuel ?? car.fuel,
  body: car.simple_body,
  transmission: car.simple_transmission,
  stock_number: car.stocknum,
});

export function findCars<C extends FindableCar>(
  cars: readonly C[],
  query: string,
  { page = 1, perPage = STOCK_PAGE_SIZE }: { page?: number; perPage?: number } = {},
): FoundCars<C> {
  const wanted = squash(query);
  if (!wanted) return { cars: [], total: 0, page: 1, pages: 0 };
  const exact = cars.filter(
    (car) =>
      squash(car.stocknum) === wanted ||
      squash(car.regplate) === wanted ||
      squash(car.vin) === wanted ||
      String(car.id) === query.trim(),
  );
  let named: C[] = [];
  let fellBackTo: string | undefined;
  if (exact.length === 0) {
    const found = createTextIndex(cars.map(searchText), { ...TEXT_FIELD_BOOSTS, stock_number: 1 }).search(query);
    if (found) {
      named = [...found.scores]
        .sort(([a, scoreA], [b, scoreB]) => scoreB - scoreA || a - b)
        .map(([position]) => cars[position]!);
      if (found.droppedWords > 0 && named.length > 0) fellBackTo = found.queryTerms.join(" ");
    }
  }
  const all = [...exact, ...named];
  const pages = Math.ceil(all.length / perPage);
  const shown = Math.min(Math.max(1, Math.floor(page)), Math.max(1, pages));
  return {
    cars: all.slice((shown - 1) * perPage, shown * perPage),
    total: all.length,
    page: shown,
    pages,
    ...(fellBackTo ? { fellBackTo } : {}),
  };
}

/** What the desk says when it fell back to fewer words: the shopper's notice, in the desk's words. */
export function fewerWordsSaid(query: string, fellBackTo: string): string {
  return `No car matches all of '${searchedQuery(query)}'; showing cars that match '${fellBackTo}'.`;
}
