import { type DepartmentHours, hoursOn } from "../hours/opening-hours.ts";
import { addDays, clockMinutes, instantAt, weekdayOf, zonedMoment } from "../hours/zoned-time.ts";
import type { Availability } from "./settings.ts";

/**
 * The times a shopper may book at one yard. A slot starts on the slot grid of a
 * bookable window (the weekday's bookable times, or the opening hours), ends within that window
 * and within the day's opening hours (special and holiday hours included), starts after the
 * minimum notice, lies within the horizon, is not on a blocked date and has a place left.
 *
 * Wall-clock times are the yard's own and turned into instants one by one, so the days the clocks
 * change never shift a slot or offer one twice: a time the clocks skip is not offered, and a
 * time they repeat is offered once, at its first occurrence.
 */

export interface Slot {
  /** The yard's calendar date, "2026-10-04". */
  date: string;
  /** The yard's clock, "09:30". */
  time: string;
  /** The instant it starts (ISO, UTC). */
  startsAt: string;
  /** Places left. */
  free: number;
}

export interface YardAvailability {
  availability: Availability;
  /** The yard's id, for its own settings in `availability.yards`. */
  yardId: string;
  /** The department's hours at that yard (sales for test drives, service for services). */
  hours: DepartmentHours;
  timeZone: string;
}

/** Bookings already taken, by the instant they start (ISO): how many in each slot. */
export type TakenPlaces = ReadonlyMap<string, number>;

const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/** The yard's settings: the dealer's, with what this yard sets differently. */
function yardSettings({ availability, yardId }: YardAvailability) {
  const own = availability.yards[yardId] ?? {};
  return {
    bookableTimes: own.bookableTimes ?? availability.bookableTimes,
    capacity: own.capacity ?? availability.capacity,
    blocked: new Set([...availability.blockedDates, ...(own.blockedDates ?? [])]),
  };
}

/** Bookings one slot of the yard takes. */
export function yardCapacity(yard: YardAvailability): number {
  return yardSettings(yard).capacity;
}

/** The windows (minutes of the day) in which bookings may lie on `date`. */
function bookableWindows(yard: YardAvailability, date: string): { from: number; to: number }[] {
  const { bookableTimes, blocked } = yardSettings(yard);
  if (blocked.has(date)) return [];
  const open = hoursOn(yard.hours, date);
  if (!open.open) return [];
  const opening = { from: clockMinutes(open.from), to: clockMinutes(open.to) };
  if (!bookableTimes) return [opening];
  return bookableTimes
    .filter((times) => times.weekday === weekdayOf(date))
    .map((times) => ({
      from: Math.max(clockMinutes(times.from), opening.from),
      to: Math.min(clockMinutes(times.to), opening.to),
    }))
    .filter((window) => window.to > window.from);
}

/** The starts (the yard's clock and the instant) of every slot on `date`, none twice. */
function slotsOn(yard: YardAvailability, date: string): { time: string; startsAt: string }[] {
  const { slotMinutes } = yard.availability;
  const starts = new Map<string, string>();
  for (const window of bookableWindows(yard, date)) {
    const last = window.from + Math.floor((window.to - slotMinutes - window.from) / slotMinutes) * slotMinutes;
    if (last < window.from) continue;
    // The clocks change at most once a day: when the window's first and last starts are as far
    // apart as on the wall clock, none happens between them and every start follows from the
    // first (bench:slots: 11 → 1 ms for a 30-day horizon). Otherwise each is found on its own.
    const first = instantAt(date, window.from, yard.timeZone);
    const final = instantAt(date, last, yard.timeZone);
    const steady = first && final && final.getTime() - first.getTime() === (last - window.from) * 60_000;
    for (let start = window.from; start <= last; start += slotMinutes) {
      const instant = steady
        ? new Date(first.getTime() + (start - window.from) * 60_000)
        : instantAt(date, start, yard.timeZone);
      if (instant && !starts.has(instant.toISOString())) starts.set(instant.toISOString(), clock(start));
    }
  }
  return [...starts].map(([startsAt, time]) => ({ time, startsAt }));
}

const earliestStart = (availability: Availability, now: Date) =>
  now.getTime() + availability.minimumNoticeMinutes * 60_000;

/** Every slot of the yard from `now` to the horizon, with the places left; full ones left out. */
export function freeSlots(yard: YardAvailability, now: Date, taken: TakenPlaces = new Map()): Slot[] {
  const { capacity } = yardSettings(yard);
  const earliest = earliestStart(yard.availability, now);
  const today = zonedMoment(now, yard.timeZone).date;
  const slots: Slot[] = [];
  for (let day = 0; day <= yard.availability.horizonDays; day++) {
    const date = addDays(today, day);
    for (const { time, startsAt } of slotsOn(yard, date)) {
      const free = capacity - (taken.get(startsAt) ?? 0);
      if (Date.parse(startsAt) >= earliest && free > 0) slots.push({ date, time, startsAt, free });
    }
  }
  return slots;
}

export const BOOKING_MESSAGES = {
  past: "That time has passed. Please choose another.",
  tooSoon: "That time is too soon to book. Please choose a later one.",
  beyondHorizon: "That date is too far ahead to book yet. Please choose an earlier one.",
  blocked: "We are not taking bookings that day. Please choose another.",
  notBookable: "That time is not one we take bookings at. Please choose one of the times shown.",
  full: "That time has just been booked. Here are the nearest free times.",
} as const;

export type BookingRefusal = keyof typeof BOOKING_MESSAGES;

/**
 * Whether `startsAt` may be booked at the yard now; the reason it may not. The server asks this
 * before it takes a place, so a hand-made request cannot book outside what the calendar offers.
 */
export function bookingRefusal(
  yard: YardAvailability,
  startsAt: Date,
  now: Date,
  taken: TakenPlaces = new Map(),
): BookingRefusal | undefined {
  const { availability, timeZone } = yard;
  if (startsAt.getTime() <= now.getTime()) return "past";
  if (startsAt.getTime() < earliestStart(availability, now)) return "tooSoon";
  const { date } = zonedMoment(startsAt, timeZone);
  const today = zonedMoment(now, timeZone).date;
  if (date > addDays(today, availability.horizonDays)) return "beyondHorizon";
  if (yardSettings(yard).blocked.has(date)) return "blocked";
  const iso = startsAt.toISOString();
  if (!slotsOn(yard, date).some((slot) => slot.startsAt === iso)) return "notBookable";
  return (taken.get(iso) ?? 0) >= yardSettings(yard).capacity ? "full" : undefined;
}

/** The free slots nearest to a time that was refused (before or after it), for "the nearest free times". */
export function nearestFreeSlots(slots: readonly Slot[], wanted: Date, count = 3): Slot[] {
  const distance = (slot: Slot) => Math.abs(Date.parse(slot.startsAt) - wanted.getTime());
  return [...slots].sort((a, b) => distance(a) - distance(b) || a.startsAt.localeCompare(b.startsAt)).slice(0, count);
}

/**
 * Whether a booking made earlier still lies within the yard's hours as they are now: its date is not
 * blocked and its whole span lies within one of the day's bookable windows. A day the dealer closes
 * after it was booked (holiday hours added, a blocked date) fails this; a change of slot length alone
 * does not, since the booking still fits the day.
 */
export function stillWithinHours(yard: YardAvailability, startsAt: Date, endsAt: Date): boolean {
  const start = zonedMoment(startsAt, yard.timeZone);
  const end = zonedMoment(endsAt, yard.timeZone);
  const endMinutes = end.date === start.date ? end.minutes : 24 * 60;
  return bookableWindows(yard, start.date).some((window) => window.from <= start.minutes && endMinutes <= window.to);
}
