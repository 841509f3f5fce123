import type { OpeningHour, SpecialHours } from "../feed/location.ts";
import { addDays, clockMinutes, weekdayOf, zonedMoment } from "./zoned-time.ts";

/**
 * Spec §4 "Opening hours": weekly hours by weekday 0 (Sunday) to 6 (Saturday), dated special
 * hours (holidays, stocktakes) that override the week, and what a closed day says.
 */

export interface DepartmentHours {
  opening_hours: readonly Pick<OpeningHour, "weekday" | "open" | "close" | "closed" | "by_appointment">[];
  special_hours: readonly Pick<SpecialHours, "date" | "label" | "open" | "close" | "closed">[];
}

/** One day's hours: open from–to, or closed (perhaps open by appointment). */
export type DayHours =
  | { open: true; from: string; to: string; label?: string; special: boolean }
  | { open: false; byAppointment: boolean; label?: string; special: boolean };

/** Display order: the Australian week starts on Monday. */
export const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;
export const WEEKDAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

function toDay(
  entry: { open?: string; close?: string; closed?: boolean; by_appointment?: boolean } | undefined,
  special: boolean,
  label?: string,
): DayHours {
  const hasTimes =
    entry?.open !== undefined && entry.close !== undefined && clockMinutes(entry.close) > clockMinutes(entry.open);
  if (entry && !entry.closed && hasTimes) return { open: true, from: entry.open!, to: entry.close!, label, special };
  return { open: false, byAppointment: entry?.by_appointment ?? false, label, special };
}

/** The usual hours of a weekday; a weekday missing from the feed is closed. */
export function weeklyHours(hours: DepartmentHours, weekday: number): DayHours {
  return toDay(
    hours.opening_hours.find((entry) => entry.weekday === weekday),
    false,
  );
}

/** The hours of a calendar date: its special hours when it has some, else its weekday's. */
export function hoursOn(hours: DepartmentHours, date: string): DayHours {
  const special = hours.special_hours.find((entry) => entry.date === date);
  return special ? toDay(special, true, special.label) : weeklyHours(hours, weekdayOf(date));
}

export type OpenStatus =
  | { open: true; closesAt: string }
  | { open: false; opensAt?: { date: string; time: string; inDays: number } };

/** How far ahead to look for the next opening; beyond it the status just says closed. */
const NEXT_OPEN_SEARCH_DAYS = 14;

/** Whether the department is open at `now` in `timeZone`, and when it closes or next opens. */
export function openStatus(hours: DepartmentHours, now: Date, timeZone: string): OpenStatus {
  const { date, minutes } = zonedMoment(now, timeZone);
  const today = hoursOn(hours, date);
  if (today.open && minutes >= clockMinutes(today.from) && minutes < clockMinutes(today.to))
    return { open: true, closesAt: today.to };
  for (let inDays = 0; inDays <= NEXT_OPEN_SEARCH_DAYS; inDays += 1) {
    const day = addDays(date, inDays);
    const dayHours = inDays === 0 ? today : hoursOn(hours, day);
    if (dayHours.open && (inDays > 0 || minutes < clockMinutes(dayHours.from)))
      return { open: false, opensAt: { date: day, time: dayHours.from, inDays } };
  }
  return { open: false };
}

/** "08:30" → "8:30 am", "17:00" → "5:00 pm" (spelt out, so build and browser print the same). */
export function formatClock(time: string): string {
  const minutes = clockMinutes(time);
  const hours = Math.floor(minutes / 60);
  const suffix = hours < 12 ? "am" : "pm";
  return `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes % 60).padStart(2, "0")} ${suffix}`;
}

/** "Open now · closes 5:30 pm", "Closed now · opens tomorrow 8:30 am", "Closed now". */
export function openStatusText(status: OpenStatus): string {
  if (status.open) return `Open now · closes ${formatClock(status.closesAt)}`;
  if (!status.opensAt) return "Closed now";
  const { inDays, date, time } = status.opensAt;
  const when =
    inDays === 0
      ? "today"
      : inDays === 1
        ? "tomorrow"
        : inDays < 7
          ? WEEKDAY_NAMES[weekdayOf(date)]
          : formatShortDate(date);
  return `Closed now · opens ${when} ${formatClock(time)}`;
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "2026-12-25" → "Fri 25 Dec". */
export function formatShortDate(date: string): string {
  const [, month, day] = date.split("-").map(Number);
  return `${WEEKDAY_NAMES[weekdayOf(date)]!.slice(0, 3)} ${day} ${MONTHS[month! - 1]}`;
}

/** The tenant's wording for a closed day (tenant.json `openingHours.closedText`). */
export type ClosedTextVariant = "Closed" | "By appointment only" | "Enquire Now";

/**
 * What a closed day shows: a day the feed marks by appointment always says so; otherwise the
 * tenant's choice: 'Closed', 'By appointment only', or an 'Enquire Now' link (`link: true`).
 */
export function closedDisplay(
  day: Extract<DayHours, { open: false }>,
  variant: ClosedTextVariant,
): { text: string; link: boolean } {
  if (day.byAppointment) return { text: "By appointment only", link: false };
  return { text: variant, link: variant === "Enquire Now" };
}

/** "8:30 am – 5:30 pm" for an open day. */
export function formatRange(day: Extract<DayHours, { open: true }>): string {
  return `${formatClock(day.from)} – ${formatClock(day.to)}`;
}

/** Special hours from `today` on, soonest first (past ones are of no use to a shopper). */
export function upcomingSpecialHours<T extends { date: string }>(special: readonly T[], today: string): T[] {
  return special.filter((entry) => entry.date >= today).sort((a, b) => a.date.localeCompare(b.date));
}

/**
 * The coming week (today and the six days after), each weekday's date in it, and the
 * special hours (holiday or not) that fall on it, so that a closure this week shows in the week's
 * own table rather than only in a dialog. Days before `today` never appear.
 */
export function comingWeek<T extends { date: string }>(
  special: readonly T[],
  today: string,
): Map<number, { date: string; special?: T }> {
  const week = new Map<number, { date: string; special?: T }>();
  for (let offset = 0; offset < 7; offset++) {
    const date = addDays(today, offset);
    week.set(weekdayOf(date), { date, special: special.find((entry) => entry.date === date) });
  }
  return week;
}

/** Special hours after the coming week, soonest first (those in it show in the week's table). */
export function laterSpecialHours<T extends { date: string }>(special: readonly T[], today: string): T[] {
  return upcomingSpecialHours(special, addDays(today, 7));
}
