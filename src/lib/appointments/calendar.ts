import { formatClock, WEEKDAY_NAMES } from "../hours/opening-hours.ts";
import { weekdayOf } from "../hours/zoned-time.ts";
import type { CalendarEvent } from "./ics.ts";
import type { AppointmentKind } from "./settings.ts";

/**
 * How the booking calendar shows a yard's free times: by day (only days with a free
 * time), on the yard's clock, and which clock that is.
 */

export interface CalendarSlot {
  date: string;
  time: string;
  starts_at: string;
  free: number;
}

export interface CalendarDay {
  date: string;
  /** "Sat 5 Dec". */
  label: string;
  slots: CalendarSlot[];
}

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** The free times grouped by the yard's calendar day, in order; a day without any is left out. */
export function calendarDays(slots: readonly CalendarSlot[]): CalendarDay[] {
  const days = new Map<string, CalendarSlot[]>();
  for (const slot of [...slots].sort((a, b) => a.starts_at.localeCompare(b.starts_at))) {
    const day = days.get(slot.date) ?? [];
    day.push(slot);
    days.set(slot.date, day);
  }
  return [...days].map(([date, daySlots]) => ({ date, label: shortDay(date), slots: daySlots }));
}

/** "2026-12-05" → "Sat 5 Dec". */
export function shortDay(date: string): string {
  const [, month, day] = date.split("-").map(Number);
  return `${WEEKDAY_NAMES[weekdayOf(date)]!.slice(0, 3)} ${day} ${MONTHS[month! - 1]!.slice(0, 3)}`;
}

/** "2026-12-05" → "Saturday 5 December 2026". */
export function longDay(date: string): string {
  const [year, month, day] = date.split("-").map(Number);
  return `${WEEKDAY_NAMES[weekdayOf(date)]} ${day} ${MONTHS[month! - 1]} ${year}`;
}

/** "Saturday 5 December 2026 at 9:30 am". */
export function bookingWhen(date: string, time: string): string {
  return `${longDay(date)} at ${formatClock(time)}`;
}

/** "Australia/Melbourne" → "Melbourne"; "Australia/Broken_Hill" → "Broken Hill". */
export function zoneCity(timeZone: string): string {
  return (timeZone.split("/").pop() ?? timeZone).replaceAll("_", " ");
}

/** "Times are Brisbane time": the calendar says which clock its times are on. */
export function timesAreIn(timeZone: string): string {
  return `Times are ${zoneCity(timeZone)} time`;
}

export const KIND_NAMES: Record<AppointmentKind, string> = { testDrive: "Test drive", service: "Service" };

/**
 * The console's second look before staff move a booking and the shopper is emailed:
 * "Move Ada's test drive from Thu 3 Dec 9:30 am to Fri 4 Dec 10:00 am and email Ada?"
 */
export function moveQuestion(
  firstName: string,
  kind: AppointmentKind,
  from: { date: string; time: string },
  to: { date: string; time: string },
): string {
  const when = (at: { date: string; time: string }) => `${shortDay(at.date)} ${formatClock(at.time)}`;
  return `Move ${firstName}'s ${KIND_NAMES[kind].toLowerCase()} from ${when(from)} to ${when(to)} and email ${firstName}?`;
}

/** What the shopper brings, as the confirmation and the calendar entry say it. */
export const WHAT_TO_BRING: Record<AppointmentKind, readonly string[]> = {
  testDrive: ["Your current driver's licence (we need to see it before the drive)", "Your booking confirmation"],
  service: [
    "Your car's keys, including any spare you want checked",
    "Your logbook or service book",
    "Your booking confirmation",
  ],
};

/** The appointment as a calendar entry: what, where, what to bring and the link to move or cancel it. */
export function bookingEvent(
  appointment: { id: string; kind: AppointmentKind; starts_at: string; ends_at: string },
  place: { yardName: string; address: string; host: string; manageUrl: string; carName?: string },
  now: Date,
  change: { sequence?: number; cancelled?: boolean } = {},
): CalendarEvent {
  const what = place.carName ? `${KIND_NAMES[appointment.kind]}: ${place.carName}` : KIND_NAMES[appointment.kind];
  return {
    uid: `${appointment.id}@${place.host}`,
    start: new Date(appointment.starts_at),
    end: new Date(appointment.ends_at),
    stamp: now,
    summary: `${what} at ${place.yardName}`,
    location: [place.yardName, place.address].filter(Boolean).join(", "),
    description: [
      "Please bring:",
      ...WHAT_TO_BRING[appointment.kind].map((item) => `- ${item}`),
      "",
      `Move or cancel: ${place.manageUrl}`,
    ].join("\n"),
    url: place.manageUrl,
    ...change,
  };
}

/** The free times nearest a time just taken by someone else (before or after it), earliest first on a tie. */
export function nearestTimes(days: readonly CalendarDay[], wanted: string, count = 3): CalendarSlot[] {
  const at = Date.parse(wanted);
  const distance = (slot: CalendarSlot) => Math.abs(Date.parse(slot.starts_at) - at);
  return days
    .flatMap((day) => day.slots)
    .filter((slot) => slot.starts_at !== wanted)
    .sort((a, b) => distance(a) - distance(b) || a.starts_at.localeCompare(b.starts_at))
    .slice(0, count);
}
