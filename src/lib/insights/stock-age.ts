import { zonedMoment } from "../hours/zoned-time.ts";

/** 0–30, 31–45, 46–60, 61–90 and 90+ days: the buckets dealer tools age used stock by. */
export const DEFAULT_AGE_BOUNDS = [30, 45, 60, 90] as const;

export interface AgeBucket {
  /** "0–30", "90+" */
  label: string;
  /** First and last day in the bucket (last: undefined for the open-ended one). */
  from: number;
  to?: number;
}

/** The buckets the bounds make: [30, 45] → 0–30, 31–45, 45+. */
export function ageBuckets(bounds: readonly number[]): AgeBucket[] {
  const buckets: AgeBucket[] = bounds.map((to, i) => {
    const from = i === 0 ? 0 : bounds[i - 1]! + 1;
    return { label: `${from}–${to}`, from, to };
  });
  const last = bounds.at(-1) ?? 0;
  buckets.push({ label: `${last}+`, from: last + 1 });
  return buckets;
}

/** The bucket a car of this age is in. */
export function ageBucketOf(days: number, buckets: readonly AgeBucket[]): AgeBucket {
  return buckets.find((bucket) => bucket.to === undefined || days <= bucket.to) ?? buckets.at(-1)!;
}

/** Whole calendar days in the dealer's zone from the day a car was first in stock to today (0 on its first day). */
export function daysInStock(firstSeen: Date, now: Date, timeZone: string, dateOf = zonedDates(timeZone)): number {
  const from = dateOf(firstSeen);
  const to = dateOf(now);
  return Math.max(0, Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000));
}

/**
 * The zone's calendar date of an instant, remembered by quarter hour (every zone's offset is a
 * whole number of quarter hours): ten thousand cars ask the zone's calendar a few hundred times.
 */
export function zonedDates(timeZone: string): (instant: Date) => string {
  const dates = new Map<number, string>();
  return (instant) => {
    const quarter = Math.floor(instant.getTime() / 900_000);
    let date = dates.get(quarter);
    if (date === undefined) {
      date = zonedMoment(instant, timeZone).date;
      dates.set(quarter, date);
    }
    return date;
  };
}
