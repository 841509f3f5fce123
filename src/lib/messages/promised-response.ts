import { openMinutesAfter } from "../hours/open-minutes.ts";
import { type DepartmentHours, formatClock, formatShortDate, WEEKDAY_NAMES } from "../hours/opening-hours.ts";
import { weekdayOf, zonedMoment } from "../hours/zoned-time.ts";

/**
 * When the dealer promises to answer a lead. The promise (`leads.promisedResponseMinutes`)
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

const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

/**
 * When `minutes` of opening hours after `received` run out (the console's response clock counts
 * the same way: hours/open-minutes.ts), or undefined when that is more than two weeks away.
 */
export function promisedResponse(
  hours: DepartmentHours,
  received: Date,
  timeZone: string,
  minutes: number,
): PromisedResponse | undefined {
  const at = openMinutesAfter(hours, received, minutes, timeZone);
  if (!at) return undefined;
  const due = zonedMoment(at, timeZone);
  const inDays = daysBetween(zonedMoment(received, timeZone).date, due.date);
  return inDays > PROMISE_SEARCH_DAYS ? undefined : { at, date: due.date, time: hhmm(due.minutes), inDays };
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

/**
 * The yard that answers a lead, and so whose hours and clock its promise is counted on: the one it
 * names (its car's, for a car enquiry), else the dealer's main yard (`primaryLocationId`, else the
 * feed's primary), else the first sales yard, else the first. The acknowledgement's promise and the
 * console's deadline both ask this (they once took different yards and minutes).
 */
export function answeringYard<L extends { id: string | number; primary?: boolean; location_type?: string }>(
  locations: readonly L[],
  locationId: string | null | undefined,
  primaryLocationId?: string,
): L | undefined {
  return (
    locations.find((l) => String(l.id) === locationId) ??
    locations.find((l) => String(l.id) === primaryLocationId) ??
    locations.find((l) => l.primary) ??
    locations.find((l) => l.location_type === "sales") ??
    locations[0]
  );
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
