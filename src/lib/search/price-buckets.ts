import { formatNumber } from "../format/number.ts";

/**
 * Bucket facets price_range and weekly_price_range (spec §3): fixed bands a shopper can tick
 * without a slider. The bounds are a named default so a dealer with dearer stock can shift them.
 */
export const PRICE_RANGE_BOUNDS: readonly number[] = [10_000, 20_000, 30_000, 40_000, 50_000, 75_000, 100_000];
export const WEEKLY_PRICE_RANGE_BOUNDS: readonly number[] = [100, 150, 200, 300, 400, 500];

const dollars = (amount: number) => `$${formatNumber(amount)}`;

/**
 * The band an amount falls in: "Under $10,000", "$10,000 - $20,000", ..., "$100,000+". A band
 * includes its lower bound, so $20,000 is in "$20,000 - $30,000". Undefined for no amount.
 */
export function priceBucket(
  amount: number | undefined,
  bounds: readonly number[] = PRICE_RANGE_BOUNDS,
): string | undefined {
  if (amount === undefined || !Number.isFinite(amount) || bounds.length === 0) return undefined;
  if (amount < bounds[0]!) return `Under ${dollars(bounds[0]!)}`;
  for (let i = 1; i < bounds.length; i++) {
    if (amount < bounds[i]!) return `${dollars(bounds[i - 1]!)} - ${dollars(bounds[i]!)}`;
  }
  return `${dollars(bounds[bounds.length - 1]!)}+`;
}

/** Every label of a bucket set in ascending order, for facet value ordering. */
export function bucketLabels(bounds: readonly number[] = PRICE_RANGE_BOUNDS): string[] {
  return [bounds[0]! - 1, ...bounds].map((amount) => priceBucket(amount, bounds)!);
}
