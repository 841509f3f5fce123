import { type DepartmentHours, hoursOn } from "../hours/opening-hours.ts";
import { addDays, clockMinutes, instantAt, zonedMoment } from "../hours/zoned-time.ts";

/**
 * Issue 38: a lead's response clock runs only while the dealer is open. A lead that arrives at
 * 9 pm is not late at 7 am; it is due `overdueMinutes` of opening hours after it arrived (special
 * and holiday hours included, on the location's own clock, daylight saving included).
 */

/** How far the clock looks: a dealer shut for longer than this (or never open) stops counting. */
const HORIZON_DAYS = 60;

/** The open stretches of each date from `from`'s date onwards, as instants. */
function* openStretches(hours: DepartmentHours, from: Date, timeZone: string): Generator<[Date, Date]> {
  const first = zonedMoment(from, timeZone).date;
  for (let offset = 0; offset <= HORIZON_DAYS; offset++) {
    const date = addDays(first, offset);
    const day = hoursOn(hours, date);
    if (!day.open) continue;
    const opens = instantAt(date, clockMinutes(day.from), timeZone);
    const closes = instantAt(date, clockMinutes(day.to), timeZone);
    if (opens && closes) yield [opens, closes];
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

export interface ResponseClock {
  /** When the lead falls due (undefined: the dealer is not open within the horizon). */
  dueAt?: Date;
  /** Not answered, and past due. */
  overdue: boolean;
  /** Answered, but after it fell due. */
  answeredLate: boolean;
  /** Opening-hours minutes from arrival to the first response, or to now while unanswered. */
  openMinutes: number;
}

/** Where a lead stands against the dealer's promise: answered or not, and in how many open minutes. */
export function responseClock(
  hours: DepartmentHours,
  lead: { createdAt: Date; firstResponseAt?: Date | null },
  overdueMinutes: number,
  timeZone: string,
  now: Date,
): ResponseClock {
  const answeredAt = lead.firstResponseAt ?? undefined;
  const dueAt = openMinutesAfter(hours, lead.createdAt, overdueMinutes, timeZone);
  const openMinutes = openMinutesBetween(hours, lead.createdAt, answeredAt ?? now, timeZone);
  const late = openMinutes > overdueMinutes;
  return { dueAt, openMinutes, overdue: !answeredAt && late, answeredLate: Boolean(answeredAt) && late };
}
