import { type DepartmentHours, hoursOn } from "./opening-hours.ts";
import { addDays, clockMinutes, instantAt, zonedMoment } from "./zoned-time.ts";

/**
 * Minutes of opening hours between instants, and the instant a number of them runs out: on the
 * department's own clock (daylight saving included), with special and holiday hours. The console's
 * response clock and the promise made to the shopper both count this way.
 */

/** How far the clock looks: a dealer shut for longer than this (or never open) stops counting. */
const HORIZON_DAYS = 60;

/**
 * A wall-clock stretch of one date as instants. Remembered: an inbox times hundreds of leads over
 * the same few weeks of the same yards, and each instant costs the zone's calendar arithmetic.
 */
const stretches = new Map<string, [Date, Date] | null>();
function stretchOn(date: string, from: string, to: string, timeZone: string): [Date, Date] | null {
  const key = `${timeZone}|${date}|${from}|${to}`;
  let stretch = stretches.get(key);
  if (stretch === undefined) {
    const opens = instantAt(date, clockMinutes(from), timeZone);
    const closes = instantAt(date, clockMinutes(to), timeZone);
    stretch = opens && closes ? [opens, closes] : null;
    if (stretches.size > 50_000) stretches.clear();
    stretches.set(key, stretch);
  }
  return stretch;
}

/** The open stretches of each date from `from`'s date onwards, as instants. */
function* openStretches(hours: DepartmentHours, from: Date, timeZone: string): Generator<[Date, Date]> {
  const first = zonedMoment(from, timeZone).date;
  for (let offset = 0; offset <= HORIZON_DAYS; offset++) {
    const date = addDays(first, offset);
    const day = hoursOn(hours, date);
    if (!day.open) continue;
    const stretch = stretchOn(date, day.from, day.to, timeZone);
    if (stretch) yield stretch;
  }
}

/** Minutes of opening hours between two instants. */
export function openMinutesBetween(hours: DepartmentHours, from: Date, to: Date, timeZone: string): number {
  let total = 0;
  for (const [opens, closes] of openStretches(hours, from, timeZone)) {
    if (opens >= to) break;
    const start = Math.max(opens.getTime(), from.getTime());
    const end = Math.min(closes.getTime(), to.getTime());
    if (end > start) total += (end - start) / 60_000;
  }
  return Math.floor(total);
}

/** The instant `minutes` of opening hours after `from`: when a lead that arrived then falls due. */
export function openMinutesAfter(
  hours: DepartmentHours,
  from: Date,
  minutes: number,
  timeZone: string,
): Date | undefined {
  let left = minutes * 60_000;
  for (const [opens, closes] of openStretches(hours, from, timeZone)) {
    const start = Math.max(opens.getTime(), from.getTime());
    const length = closes.getTime() - start;
    if (length <= 0) continue;
    if (length >= left) return new Date(start + left);
    left -= length;
  }
  return undefined;
}
