import type { Car } from "../feed/car.ts";
import { MIN_DISPLAY_PRICE } from "../pricing/price-display.ts";
import { isListedInStock } from "./stock.ts";

/** Spec §9 "Similar cars": up to 6, within ±10,000 under 50,000 else ±25,000, in stock only. */
export const SIMILAR_CARS_MAX = 6;
export const SIMILAR_PRICE_THRESHOLD = 50_000;
export const SIMILAR_NARROW_WINDOW = 10_000;
export const SIMILAR_WIDE_WINDOW = 25_000;

/** Same shape as the tenant's `inventory.similarCars`, so that object can be passed as is. */
export type SimilarCarsOptions = { max?: number; priceThreshold?: number; narrowWindow?: number; wideWindow?: number };

export type SimilarCandidate = Pick<Car, "id" | "make" | "model" | "price" | "status" | "show_on_dealer_website">;

/** ± dollars around `price` in which another car counts as similar. */
export function priceWindow(price: number, options: SimilarCarsOptions = {}): number {
  return price < (options.priceThreshold ?? SIMILAR_PRICE_THRESHOLD)
    ? (options.narrowWindow ?? SIMILAR_NARROW_WINDOW)
    : (options.wideWindow ?? SIMILAR_WIDE_WINDOW);
}

/** Priced the way price display shows a price; a car without one has no window to compare. */
const hasPrice = (car: Pick<Car, "price">): car is Pick<Car, "price"> & { price: number } =>
  car.price !== undefined && car.price > MIN_DISPLAY_PRICE;

/** Hidden cars are excluded too: a similar-car link must lead to a page that exists. */
const isEligible = (car: SimilarCandidate) => isListedInStock(car) && hasPrice(car);

const sameText = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * Order within the window: the same make and model first, then the same make, then everything
 * else; within each group the closest price first (then the cheaper, then id, so the order is
 * stable). A shopper on a Corolla page is better served by another Corolla $3,000 away than by a
 * Hyundai $200 away; the window already keeps every suggestion affordable.
 */
function compareSimilar(car: Pick<Car, "make" | "model"> & { price: number }) {
  const group = (other: SimilarCandidate) =>
    !sameText(other.make, car.make) ? 2 : sameText(other.model, car.model) ? 0 : 1;
  return (a: SimilarCandidate, b: SimilarCandidate): number =>
    group(a) - group(b) ||
    Math.abs(a.price! - car.price) - Math.abs(b.price! - car.price) ||
    a.price! - b.price! ||
    (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/**
 * Spec §9 similar cars, straightforwardly: in stock, not the car itself, within the price window,
 * best first. O(n log n) per call; use createSimilarCarsIndex when answering every car of a feed.
 */
export function similarCars<T extends SimilarCandidate>(
  car: SimilarCandidate,
  allCars: readonly T[],
  options: SimilarCarsOptions = {},
): T[] {
  if (!hasPrice(car)) return [];
  const window = priceWindow(car.price, options);
  return allCars
    .filter((other) => isEligible(other) && other.id !== car.id && Math.abs(other.price! - car.price) <= window)
    .sort(compareSimilar(car))
    .slice(0, options.max ?? SIMILAR_CARS_MAX);
}

/** First index whose price is ≥ `value` (or > `value` when `after`), in a sorted price array. */
function bound(prices: Float64Array, value: number, after: boolean): number {
  let low = 0;
  let high = prices.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (prices[middle]! < value || (after && prices[middle] === value)) low = middle + 1;
    else high = middle;
  }
  return low;
}

type Ranked<T> = { car: T; group: number; distance: number };

/** The compareSimilar order on precomputed keys; the index's scan calls it thousands of times. */
const before = <T extends SimilarCandidate>(a: Ranked<T>, b: Ranked<T>) =>
  a.group !== b.group
    ? a.group < b.group
    : a.distance !== b.distance
      ? a.distance < b.distance
      : a.car.price !== b.car.price
        ? a.car.price! < b.car.price!
        : a.car.id < b.car.id;

/** Cars sorted by price with their prices, to binary-search a price window. */
type PriceList<T> = { cars: T[]; prices: Float64Array };

const priceList = <T extends SimilarCandidate>(cars: T[]): PriceList<T> => ({
  cars,
  prices: Float64Array.from(cars, (car) => car.price!),
});

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const name = key(item);
    const group = groups.get(name);
    if (group) group.push(item);
    else groups.set(name, [item]);
  }
  return groups;
}

/**
 * The same answers as similarCars, for a whole build: eligible cars are sorted by price once, and
 * also per make and per make and model. Every car of a better group (same model, then same make,
 * then any) comes before every car of a worse one, so each car page binary-searches its window in
 * its model's list first, then its make's, then everyone's, and stops once it has `max`: a
 * 10,000-car feed costs n·log n plus small window scans instead of n² work.
 */
export function createSimilarCarsIndex<T extends SimilarCandidate>(
  cars: readonly T[],
  options: SimilarCarsOptions = {},
) {
  const sorted = cars.filter(isEligible).sort((a, b) => a.price! - b.price!);
  const makeOf = (car: SimilarCandidate) => car.make.toLowerCase();
  const modelOf = (car: SimilarCandidate) => `${makeOf(car)}\u0000${car.model.toLowerCase()}`;
  const all = priceList(sorted);
  const byMake = new Map([...groupBy(sorted, makeOf)].map(([name, list]) => [name, priceList(list)]));
  const byModel = new Map([...groupBy(sorted, modelOf)].map(([name, list]) => [name, priceList(list)]));
  const max = options.max ?? SIMILAR_CARS_MAX;
  return {
    similarTo(car: SimilarCandidate): T[] {
      if (!hasPrice(car) || max <= 0) return [];
      const window = priceWindow(car.price, options);
      const make = makeOf(car);
      const model = modelOf(car);
      const best: Ranked<T>[] = [];
      /** Keeps the best `max` of one group's cars in the window (`skip`: those of a better group). */
      const scan = (list: PriceList<T> | undefined, group: number, skip: (other: T) => boolean) => {
        if (!list) return;
        const end = bound(list.prices, car.price + window, true);
        for (let index = bound(list.prices, car.price - window, false); index < end; index++) {
          const other = list.cars[index]!;
          if (other.id === car.id || skip(other)) continue;
          const distance = Math.abs(list.prices[index]! - car.price);
          const worst = best[max - 1];
          if (
            worst &&
            (worst.distance < distance ||
              (worst.distance === distance && !before({ car: other, group, distance }, worst)))
          )
            continue;
          const ranked = { car: other, group, distance };
          let at = best.length;
          while (at > 0 && before(ranked, best[at - 1]!)) at--;
          best.splice(at, 0, ranked);
          if (best.length > max) best.pop();
        }
      };
      scan(byModel.get(model), 0, () => false);
      if (best.length < max) scan(byMake.get(make), 1, (other) => modelOf(other) === model);
      if (best.length < max) scan(all, 2, (other) => makeOf(other) === make);
      return best.map((entry) => entry.car);
    },
  };
}
