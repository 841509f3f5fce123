/**
 * Month names are spelt out here rather than taken from Intl: en-AU data differs between ICU
 * versions ("Sep" or "Sept"), and server and browser must print the same text.
 */
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "2021-03" (or "2021-03-15", or an ISO date-time) → "Mar 2021"; anything else unchanged. */
export function formatMonthYear(text: string): string {
  const match = /^(\d{4})-(\d{2})(?:$|-\d{2})/.exec(text.trim());
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  return match && month ? `${month} ${match[1]}` : text;
}

/**
 * Making an Intl.DateTimeFormat costs far more than using one (a 10,000-car build made one per car
 * page for 11 s; a lead's acknowledgement made two, a third of its CPU), so each is made once per
 * options and time zone.
 */
const formats = new Map<string, Intl.DateTimeFormat>();
function dateFormat(timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${timeZone} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat("en-AU", { ...options, timeZone });
    formats.set(key, format);
  }
  return format;
}

const DAY_MONTH_YEAR = { day: "numeric", month: "numeric", year: "numeric" } as const;
const LONG_DATE = { day: "numeric", month: "long", year: "numeric" } as const;
const ZONED_TIME = {
  day: "numeric",
  month: "numeric",
  hour: "numeric",
  minute: "2-digit",
  hour12: true,
  timeZoneName: "short",
} as const;

/** "28 November 2026" on the calendar of `timeZone`. */
export function formatLongDate(instant: Date, timeZone: string): string {
  return dateFormat(timeZone, LONG_DATE).format(instant);
}

/**
 * "12 Mar 2027" for a date or ISO date-time, on the calendar of `timeZone`. Feed dates without a
 * time are UTC midnight, which is the same calendar day in every Australian time zone.
 */
export function formatDayMonthYear(iso: string, timeZone = "Australia/Sydney"): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const parts = dateFormat(timeZone, DAY_MONTH_YEAR).formatToParts(date);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${Number(part("day"))} ${MONTHS[Number(part("month")) - 1]} ${part("year")}`;
}

/**
 * An instant on the dealer's clock, with the zone written out: "Thu 26 Nov, 2:05 pm AEDT" (with
 * the weekday, for a time soon) or "26 Nov 2026, 2:05 pm AEDT" (with the year, for a record).
 */
export function formatZonedDateTime(instant: Date, timeZone: string, show: "weekday" | "year"): string {
  const options = show === "weekday" ? { ...ZONED_TIME, weekday: "short" } : { ...ZONED_TIME, year: "numeric" };
  const parts = dateFormat(timeZone, options as Intl.DateTimeFormatOptions).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  const date = `${Number(part("day"))} ${MONTHS[Number(part("month")) - 1]}`;
  const time = `${part("hour")}:${part("minute")} ${part("dayPeriod").toLowerCase()} ${part("timeZoneName")}`;
  return show === "weekday" ? `${part("weekday")} ${date}, ${time}` : `${date} ${part("year")}, ${time}`;
}
