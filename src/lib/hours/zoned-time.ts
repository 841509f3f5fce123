/**
 * Wall-clock time in a dealer's time zone, for opening hours. Uses only Intl, so the same code
 * runs in the build and in the browser (where "open now" is decided at view time).
 */

interface ZonedMoment {
  /** Calendar date in the zone, "2026-12-25". */
  date: string;
  /** 0 (Sunday) to 6 (Saturday), spec §3. */
  weekday: number;
  /** Minutes since local midnight. */
  minutes: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-AU", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    formatters.set(timeZone, format);
  }
  return format;
}

/** Where `instant` falls on the calendar and clock of `timeZone` (daylight saving included). */
export function zonedMoment(instant: Date, timeZone: string): ZonedMoment {
  const parts = formatter(timeZone).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "00";
  const date = `${part("year")}-${part("month")}-${part("day")}`;
  return { date, weekday: weekdayOf(date), minutes: Number(part("hour")) * 60 + Number(part("minute")) };
}

/** Weekday 0–6 of a calendar date "YYYY-MM-DD" (the same everywhere: no zone involved). */
export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** The calendar date `days` after `date`. */
export function addDays(date: string, days: number): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}

/** "08:30" → 510. */
export function clockMinutes(time: string): number {
  const [hours, minutes] = time.split(":").map(Number);
  return hours! * 60 + minutes!;
}

/** True when the runtime knows `timeZone` as an IANA zone. */
export function isValidTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-AU", { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** The zone of each state's capital; the ACT keeps Sydney time. */
const STATE_TIME_ZONES: Readonly<Record<string, string>> = {
  NSW: "Australia/Sydney",
  ACT: "Australia/Sydney",
  VIC: "Australia/Melbourne",
  QLD: "Australia/Brisbane",
  SA: "Australia/Adelaide",
  WA: "Australia/Perth",
  TAS: "Australia/Hobart",
  NT: "Australia/Darwin",
};

/**
 * A location's zone: its own (feed `time_zone`, for places such as Broken Hill that keep another
 * state's time), else its state's, else the dealer's (`timeZone` in tenant.json).
 */
export function locationTimeZone(location: { time_zone?: string; state?: string }, dealerTimeZone: string): string {
  return location.time_zone ?? STATE_TIME_ZONES[(location.state ?? "").toUpperCase()] ?? dealerTimeZone;
}

/**
 * The instant a wall-clock time on a calendar date happens in `timeZone`: the first of the two
 * when the clocks go back, undefined when the clocks go forward over it (it never happens).
 */
export function instantAt(date: string, minutes: number, timeZone: string): Date | undefined {
  const wall = Date.parse(`${date}T00:00:00Z`) + minutes * 60_000;
  // The zone's offset is at most a day either way: try the offsets in force around that time.
  const offsets = new Set<number>();
  for (const probe of [wall - 86_400_000, wall, wall + 86_400_000])
    offsets.add(offsetMinutes(new Date(probe), timeZone));
  const candidates = [...offsets]
    .map((offset) => new Date(wall - offset * 60_000))
    .filter((instant) => {
      const moment = zonedMoment(instant, timeZone);
      return moment.date === date && moment.minutes === minutes;
    })
    .sort((a, b) => a.getTime() - b.getTime());
  return candidates[0];
}

/** How many minutes `timeZone` is ahead of UTC at `instant`. */
function offsetMinutes(instant: Date, timeZone: string): number {
  const { date, minutes } = zonedMoment(instant, timeZone);
  const wall = Date.parse(`${date}T00:00:00Z`) + minutes * 60_000;
  return Math.round((wall - Math.floor(instant.getTime() / 60_000) * 60_000) / 60_000);
}
