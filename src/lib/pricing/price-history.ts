import type { Car } from "../feed/car.ts";
import { formatDollars } from "../format/money.ts";

/**
 * A price a car had from a moment on (null: no price shown). A car's history is its points
 * oldest first; each price stood until the next point.
 */
export interface PricePoint {
  price: number | null;
  /** ISO time the price was first seen (or, for a dealer's imported history, set). */
  at: string;
}

/**
 * The ACCC's guidance on two-price advertising: a "was" price must be one the car was genuinely
 * offered at for a reasonable period immediately before the reduction (docs/requirements.md
 * § Was-prices and the ACL). Days; a dealer may ask for longer (tenant.json `pricing.wasPriceMinDays`).
 */
export const WAS_PRICE_MIN_DAYS = 28;

const DAY_MS = 86_400_000;

/** Points oldest first, one per change: a repeated price is not a change. */
export function priceChanges(points: readonly PricePoint[]): PricePoint[] {
  const sorted = [...points].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  return sorted.filter((point, index) => index === 0 || point.price !== sorted[index - 1]!.price);
}

/**
 * The was-price a page may show beside `current`: `claimed` (the dealer's before_price) only when
 * the history shows the car at that price or higher for at least `minDays` immediately before its
 * current price began. A current price not in the history yet began `now`. Anything else (no
 * history, a higher price that stood a week, a second cut in between) shows no was-price.
 */
export function backedWasPrice(
  points: readonly PricePoint[],
  current: number | undefined,
  claimed: number | undefined,
  now: Date,
  minDays = WAS_PRICE_MIN_DAYS,
): number | undefined {
  if (current === undefined || claimed === undefined || claimed <= current) return undefined;
  const history = priceChanges(points.filter((point) => Date.parse(point.at) <= now.getTime()));
  // Where the current price began: its last point, or now when the history has not seen it yet.
  let end = history.length;
  while (end > 0 && history[end - 1]!.price === current) end--;
  let until = end < history.length ? Date.parse(history[end]!.at) : now.getTime();
  let stood = 0;
  for (let i = end - 1; i >= 0; i--) {
    const { price, at } = history[i]!;
    if (price === null || price < claimed) break;
    stood += until - Date.parse(at);
    until = Date.parse(at);
  }
  return stood >= minDays * DAY_MS ? claimed : undefined;
}

/**
 * The cars with only the was-prices their histories back: a before_price the history does not
 * back is dropped, so every page, card, search document and channel feed shows the same.
 */
export function withBackedWasPrices<T extends Pick<Car, "id" | "price" | "before_price">>(
  cars: readonly T[],
  histories: ReadonlyMap<string, readonly PricePoint[]>,
  now: Date,
  minDays = WAS_PRICE_MIN_DAYS,
): T[] {
  return cars.map((car) => {
    if (car.before_price === undefined) return car;
    const backed = backedWasPrice(histories.get(String(car.id)) ?? [], car.price, car.before_price, now, minDays);
    if (backed !== undefined) return car;
    const { before_price: _unbacked, ...rest } = car;
    return rest as T;
  });
}

/** Several sources' points for the same cars, merged (an imported history and the recorded one). */
export function mergeHistories(...sources: ReadonlyMap<string, readonly PricePoint[]>[]): Map<string, PricePoint[]> {
  const merged = new Map<string, PricePoint[]>();
  for (const source of sources)
    for (const [carId, points] of source) merged.set(carId, [...(merged.get(carId) ?? []), ...points]);
  for (const [carId, points] of merged) merged.set(carId, priceChanges(points));
  return merged;
}

/** Why the console refuses a was-price its history does not back. */
export function unbackedWasPriceMessage(claimed: number, minDays = WAS_PRICE_MIN_DAYS): string {
  return `A was-price shows only when the car was at ${formatDollars(claimed)} or more for the ${minDays} days before its current price (ACCC guidance), and its price history doesn't show that. Leave it empty.`;
}
