/**
 * How one cell of a dealer's stock export is read into a car field: numbers with "$",
 * "AUD" and thousands separators, odometers in miles or km, prices in cents, day-first Australian
 * dates, yes/no flags, lists in one cell. Each returns the value or the reason a person can act on.
 */
import { zonedMoment } from "../../hours/zoned-time.ts";

export type Read<T> = { ok: true; value: T } | { ok: false; reason: string };

const ok = <T>(value: T): Read<T> => ({ ok: true, value });
const fail = (reason: string): Read<never> => ({ ok: false, reason });
const quoted = (text: string) => JSON.stringify(text);

/** Currency marks and codes a price cell may carry around its number. */
const CURRENCY = /^(?:A\$|AU\$|AUD|USD|NZD|\$)\s*|\s*(?:AUD|USD|NZD)$/i;

/** "$25,990.00", "25990 AUD", "12 500" → a number; anything else is not one. */
export function readNumber(text: string): Read<number> {
  const bare = text.trim().replace(CURRENCY, "").replace(CURRENCY, "").replace(/[,\s]/g, "");
  if (!/^-?\d+(\.\d+)?$/.test(bare)) return fail(`${quoted(text)} is not a number`);
  return ok(Number(bare));
}

export function readInteger(text: string): Read<number> {
  const read = readNumber(text);
  if (!read.ok) return read;
  return Number.isInteger(read.value) ? read : fail(`${quoted(text)} is not a whole number`);
}

export type DistanceUnit = "km" | "miles";
const KM_PER_MILE = 1.609344;
const UNIT_SUFFIX = /\s*(km|kms|kilometres|kilometers|mi|miles?)\.?$/i;

/**
 * An odometer in whole km. A unit written in the cell ("12,000 km", "7456 miles", as Google's and
 * Meta's feeds write them) wins over the mapping's `unit`.
 */
export function readDistance(text: string, unit: DistanceUnit = "km"): Read<number> {
  const suffix = UNIT_SUFFIX.exec(text.trim());
  const cellUnit: DistanceUnit | undefined = suffix ? (/^k/i.test(suffix[1]!) ? "km" : "miles") : undefined;
  const read = readNumber(suffix ? text.trim().slice(0, suffix.index) : text);
  if (!read.ok) return fail(`${quoted(text)} is not a number`);
  if (read.value < 0) return fail(`${quoted(text)} is negative`);
  return ok(Math.round((cellUnit ?? unit) === "miles" ? read.value * KM_PER_MILE : read.value));
}

export type MoneyUnit = "dollars" | "cents";

/** Symbols written before or after an amount, and the ISO 4217 code each stands for. */
const CURRENCY_SYMBOLS: Record<string, string> = {
  A$: "AUD",
  AU$: "AUD",
  NZ$: "NZD",
  US$: "USD",
  C$: "CAD",
  CA$: "CAD",
  "€": "EUR",
  "£": "GBP",
  "¥": "JPY",
  R: "ZAR",
};
const SYMBOL = /^(A\$|AU\$|NZ\$|US\$|CA?\$|€|£|¥|R(?=[\s\d]))|(€|£)$/;
const CODE = /^([A-Z]{3})(?=[\s\d$])|(?<=[\s\d])([A-Z]{3})$/;
const SPACES = /[\s\u00a0\u202f']/g;

/**
 * A price as its currency writes it: `12995.00 USD`, `R 619 900`, `48 900,00 €`, `$25,990`. The
 * currency named by a code or symbol must be the export's (`expected`); a bare `$` is read as the
 * export's own dollar. A separator followed by exactly three digits groups thousands unless the
 * other separator comes after it; otherwise it is the decimal mark.
 */
export function readMoney(text: string, unit: MoneyUnit = "dollars", expected = "AUD"): Read<number> {
  let cell = text.trim();
  let currency: string | undefined;
  const code = CODE.exec(cell.toUpperCase());
  if (code) {
    currency = code[1] ?? code[2];
    cell = cell.slice(code[1] ? 3 : 0, code[1] ? undefined : -3).trim();
  }
  const symbol = SYMBOL.exec(cell);
  if (symbol) {
    currency ??= CURRENCY_SYMBOLS[symbol[1] ?? symbol[2]!];
    cell = cell.slice(symbol[1]?.length ?? 0, symbol[2] ? -symbol[2].length : undefined).trim();
  }
  cell = cell.replace(/^\$\s*/, "");
  if (currency && currency !== expected)
    return fail(`${quoted(text)} is in ${currency}; this dealer's export is priced in ${expected} (feed.currency)`);
  const amount = amountOf(cell.replace(SPACES, ""));
  if (amount === undefined) return fail(`${quoted(text)} is not a number`);
  if (amount < 0) return fail(`${quoted(text)} is negative`);
  return ok(unit === "cents" ? Math.round(amount) / 100 : amount);
}

function amountOf(digits: string): number | undefined {
  if (!/^-?[\d.,]+$/.test(digits) || !/\d/.test(digits)) return undefined;
  const lastComma = digits.lastIndexOf(",");
  const lastDot = digits.lastIndexOf(".");
  const decimalMark = (() => {
    if (lastComma >= 0 && lastDot >= 0) return lastComma > lastDot ? "," : ".";
    const mark = lastComma >= 0 ? "," : lastDot >= 0 ? "." : undefined;
    if (!mark) return undefined;
    const groups = digits.split(mark);
    // "12,995" and "1.234.567" group thousands; "48900,00" and "12995.5" have decimals.
    const grouping = groups.slice(1).every((group) => group.length === 3) && groups[0]!.replace("-", "").length <= 3;
    return grouping ? undefined : mark;
  })();
  const normalised = decimalMark
    ? digits.replaceAll(decimalMark === "," ? "." : ",", "").replace(decimalMark, ".")
    : digits.replace(/[.,]/g, "");
  if (!/^-?\d+(\.\d+)?$/.test(normalised)) return undefined;
  return Number(normalised);
}

/**
 * Words dealers put where a price goes when they will not advertise one ("POA", "Call"): no price,
 * so the car is listed with the spec's no-price text rather than skipped.
 */
export const NO_PRICE_WORDS = [
  "poa",
  "p o a",
  "price on application",
  "call",
  "call for price",
  "call us",
  "contact us",
  "contact dealer",
  "tba",
  "tbc",
  "enquire",
  "enquire for price",
  "inquire",
  "0",
  "0.00",
  "$0",
  "n/a",
  "na",
  "-",
] as const;

/** Placeholders some exports write for "nothing here"; a shopper should read nothing, not these. */
export const PLACEHOLDER_WORDS = [
  "unspecified",
  "unknown",
  "n/a",
  "na",
  "none",
  "null",
  "-",
  "--",
  "tbc",
  "tba",
  "not specified",
];

/** The year of a date cell (a registration or build date) for exports that carry no year column. */
export function readYearOfDate(text: string, format: DateFormat = "DD/MM/YYYY"): Read<number> {
  const cell = text.trim();
  const iso = /^(\d{4})-\d{2}-\d{2}T/.exec(cell);
  if (iso) return ok(Number(iso[1]));
  const parts = dateParts(cell, format) ?? monthYear(cell);
  if (!parts) return fail(`${quoted(text)} is not a date (${format})`);
  return ok(parts.year);
}

/** "11/2018", "2018-11", "Nov 2018": registration and compliance dates are often a month only. */
function monthYear(cell: string): { year: number } | undefined {
  const match = /^(?:\d{1,2}[/.-](\d{4})|(\d{4})[/.-]\d{1,2}|[A-Za-z]{3,9}\.?\s+(\d{4}))$/.exec(cell);
  const year = match?.[1] ?? match?.[2] ?? match?.[3];
  return year ? { year: Number(year) } : undefined;
}

const TRUE_WORDS = new Set(["true", "yes", "y", "1", "on", "t"]);
const FALSE_WORDS = new Set(["false", "no", "n", "0", "off", "f"]);

export function readBoolean(text: string): Read<boolean> {
  const word = text.trim().toLowerCase();
  if (TRUE_WORDS.has(word)) return ok(true);
  if (FALSE_WORDS.has(word)) return ok(false);
  return fail(`${quoted(text)} is not yes or no`);
}

export const DATE_FORMATS = ["DD/MM/YYYY", "MM/DD/YYYY", "YYYY-MM-DD"] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];

const ISO_WITH_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/i;
const YMD = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;
const DMY = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})(?:[ T,]+(\d{1,2}):(\d{2})(?::(\d{2}))?\s*(am|pm)?)?$/i;

/**
 * A date or date-time as an ISO instant. Dates without a zone are the dealer's wall clock in
 * `timeZone` (midnight when there is no time). ISO dates are read whatever the format; otherwise
 * numbers separated by "/", "." or "-" are read day first (Australian) unless the mapping says
 * MM/DD/YYYY. Two-digit years are 20xx.
 */
export function readDate(text: string, format: DateFormat = "DD/MM/YYYY", timeZone = "Australia/Sydney"): Read<string> {
  const cell = text.trim();
  if (ISO_WITH_ZONE.test(cell)) {
    const time = Date.parse(cell);
    return Number.isNaN(time) ? fail(`${quoted(text)} is not a date`) : ok(new Date(time).toISOString());
  }
  const parts = dateParts(cell, format);
  if (!parts) return fail(`${quoted(text)} is not a date (${format})`);
  const { year, month, day, hour, minute, second } = parts;
  const utc = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  if (utc.getUTCMonth() !== month - 1 || utc.getUTCDate() !== day || hour > 23 || minute > 59 || second > 59)
    return fail(`${quoted(text)} is not a date (${format})`);
  return ok(new Date(utc.getTime() - zoneOffsetMs(utc, timeZone)).toISOString());
}

function dateParts(cell: string, format: DateFormat) {
  const ymd = YMD.exec(cell);
  if (ymd) {
    const [, y, m, d, h, min, s] = ymd;
    return { year: +y!, month: +m!, day: +d!, hour: +(h ?? 0), minute: +(min ?? 0), second: +(s ?? 0) };
  }
  if (format === "YYYY-MM-DD") return undefined;
  const dmy = DMY.exec(cell);
  if (!dmy) return undefined;
  const [, a, b, y, h, min, s, meridiem] = dmy;
  const [day, month] = format === "MM/DD/YYYY" ? [+b!, +a!] : [+a!, +b!];
  let hour = +(h ?? 0);
  if (meridiem) hour = (hour % 12) + (meridiem.toLowerCase() === "pm" ? 12 : 0);
  const year = y!.length === 2 ? 2000 + +y! : +y!;
  return { year, month, day, hour, minute: +(min ?? 0), second: +(s ?? 0) };
}

/** How far `timeZone`'s wall clock is ahead of UTC around the instant whose UTC fields are `wall`. */
function zoneOffsetMs(wall: Date, timeZone: string): number {
  const offsetAt = (instant: Date) => {
    const { date, minutes } = zonedMoment(instant, timeZone);
    return (
      Date.parse(`${date}T00:00:00Z`) + minutes * MINUTE_MS - Math.floor(instant.getTime() / MINUTE_MS) * MINUTE_MS
    );
  };
  // Twice, so a wall time just after a daylight-saving change takes that side's offset.
  const first = offsetAt(wall);
  return offsetAt(new Date(wall.getTime() - first));
}

const MINUTE_MS = 60_000;

/** "Ex-Demo", "ex demo", "EX_DEMO" all look the same to a value map. */
export const valueKey = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, " ");

/** Several cells (repeated XML elements, Meta's image[0].url, image[1].url…), each maybe split. */
export function readList(values: readonly string[], separator?: string): string[] {
  const pieces = separator ? values.flatMap((value) => joinUrlPieces(value.split(separator), separator)) : values;
  return pieces.map((piece) => piece.trim()).filter(Boolean);
}

const URL_START = /^\s*(?:https?:\/\/|\/)/i;

/**
 * A photo address may hold the list's own separator (an image CDN's `w_400,h_300,q_90` in a
 * comma-separated list): a piece that does not start a new address belongs to the one before it.
 */
function joinUrlPieces(pieces: string[], separator: string): string[] {
  const joined: string[] = [];
  for (const piece of pieces) {
    const previous = joined.at(-1);
    if (previous !== undefined && URL_START.test(previous) && !URL_START.test(piece) && piece.trim())
      joined[joined.length - 1] = previous + separator + piece;
    else joined.push(piece);
  }
  return joined;
}
