import { openMinutesAfter, openMinutesBetween } from "../hours/open-minutes.ts";
import type { DepartmentHours } from "../hours/opening-hours.ts";

/**
 * Issue 38: a lead's response clock runs only while the dealer is open. A lead that arrives at
 * 9 pm is not late at 7 am; it is due `overdueMinutes` of opening hours after it arrived (special
 * and holiday hours included, on the location's own clock, daylight saving included).
 */

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
