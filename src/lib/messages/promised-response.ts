import { type DepartmentHours, formatClock, formatShortDate, hoursOn, WEEKDAY_NAMES } from "../hours/opening-hours.ts";
import { addDays, clockMinutes, instantAt, weekdayOf, zonedMoment } from "../hours/zoned-time.ts";

/**
 * Issue 39: when the dealer promises to answer a lead. The promise (`leads.promisedResponseMinutes`)
 * counts only minutes the yard's department is open, in the yard's time zone: a lead at 4:45 pm with
 * an hour's promise and a 5:00 pm close is answered by 45 minutes past the next opening.
 */

/** A promise further out than this (a yard closed for weeks) is not made: the message says "as soon as we can". */
export const PROMISE_SEARCH_DAYS = 14;

export interface PromisedResponse {
  /** The instant the promise falls due. */
  at: Date;
  /** The yard's calendar date and clock then. */
  date: string;
  time: string;
  /** Calendar days after the lead's day on the yard's calendar (0 today, 1 tomorrow). */
  inDays: number;
}

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/** When `minutes` of opening hours after `received` run out, or undefined when the department does not open within two weeks. */
export function promisedResponse(
  hours: DepartmentHours,
  received: Date,
  timeZone: string,
  minutes: number,
): PromisedResponse | undefined {
  const start = zonedMoment(received, timeZone);
  let left = minutes;
  for (let inDays = 0; inDays <= PROMISE_SEARCH_DAYS; inDays++) {
    const date = addDays(start.date, inDays);
    const day = hoursOn(hours, date);
    if (!day.open) continue;
    const from = Math.max(clockMinutes(day.from), inDays === 0 ? start.minutes : 0);
    const to = clockMinutes(day.to);
    if (from >= to) continue;
    if (left <= to - from) {
      const due = from + left;
      // A due time inside a daylight-saving jump (it never happens) moves to the next minute that does.
      let at = instantAt(date, due, timeZone);
      for (let step = 1; !at && step <= 120; step++) at = instantAt(date, due + step, timeZone);
      if (!at) return undefined;
      return { at, date, time: hhmm(due), inDays };
    }
    left -= to - from;
  }
  return undefined;
}

/** "by 10:30 am today", "by 10:30 am tomorrow", "by 10:30 am on Monday", "by 10:30 am on Tue 8 Dec"; "as soon as we can" without a promise. */
export function promisedResponseText(promise: PromisedResponse | undefined): string {
  if (!promise) return "as soon as we can";
  const clock = formatClock(promise.time);
  const { inDays, date } = promise;
  if (inDays === 0) return `by ${clock} today`;
  if (inDays === 1) return `by ${clock} tomorrow`;
  if (inDays < 7) return `by ${clock} on ${WEEKDAY_NAMES[weekdayOf(date)]}`;
  return `by ${clock} on ${formatShortDate(date)}`;
}

/** The department a lead's category is answered by: Service and Parts by theirs, everything else by sales. */
export function answeringDepartment(category: string | null | undefined): "sales" | "service" | "parts" {
  if (/service/i.test(category ?? "")) return "service";
  if (/parts/i.test(category ?? "")) return "parts";
  return "sales";
}

/** The hours that answer a lead at a yard: its department's, else sales', else the first department with hours. */
export function answeringHours(
  departments: readonly (DepartmentHours & { type: string })[],
  category: string | null | undefined,
): DepartmentHours | undefined {
  const wanted = answeringDepartment(category);
  const withHours = departments.filter((d) => d.opening_hours.length || d.special_hours.length);
  return (
    withHours.find((d) => d.type === wanted) ?? withHours.find((d) => d.type === "sales") ?? withHours[0] ?? undefined
  );
}
