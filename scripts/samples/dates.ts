/**
 * Every date in the sample data is relative to one reference date, fixed so that the output is
 * byte-identical between runs. `--today YYYY-MM-DD` moves it when a site is built later and the
 * "just arrived" and "sold within N days" windows should still have cars in them.
 */
export const REFERENCE_DATE = "2026-11-20T00:00:00+11:00";

const DAY_MS = 86_400_000;
/** Dealers are on the east coast; an offset of +11:00 (AEDT) matches the reference date. */
const LOCAL_OFFSET_MS = 11 * 3_600_000;

export function referenceDate(today?: string): Date {
  if (today === undefined) return new Date(REFERENCE_DATE);
  // Round-trips through Date so that impossible days such as 2026-02-30 are refused too.
  const valid =
    /^\d{4}-\d{2}-\d{2}$/.test(today) &&
    !Number.isNaN(Date.parse(today)) &&
    new Date(`${today}T00:00:00Z`).toISOString().startsWith(today);
  if (!valid) {
    throw new Error(`--today must be a date such as 2026-11-20, got "${today}"`);
  }
  return new Date(`${today}T00:00:00+11:00`);
}

/** A moment `days` (may be fractional) before the reference. */
export function daysBefore(ref: Date, days: number): Date {
  return new Date(ref.getTime() - Math.round((days * DAY_MS) / 60_000) * 60_000);
}

export function daysAfter(ref: Date, days: number): Date {
  return daysBefore(ref, -days);
}

/** "2026-11-14T09:32:00+11:00": how feeds exported from a Sydney system write times. */
export function isoLocal(date: Date): string {
  return new Date(date.getTime() + LOCAL_OFFSET_MS).toISOString().replace(/\.\d{3}Z$/, "+11:00");
}

/** "2026-11-14T22:32:00.000Z": how other feeds write times. */
export function isoUtc(date: Date): string {
  return date.toISOString();
}

/** "2026-11-14": the local calendar date. */
export function localDay(date: Date): string {
  return isoLocal(date).slice(0, 10);
}

export function localYear(date: Date): number {
  return Number(localDay(date).slice(0, 4));
}

export function localMonth(date: Date): number {
  return Number(localDay(date).slice(5, 7));
}

/** "2024-03": build and compliance dates. */
export function yearMonth(year: number, month: number): string {
  return `${year}-${String(month).padStart(2, "0")}`;
}

/** The next Christmas on or after the reference (the one whose holiday hours matter). */
export function nextChristmasYear(ref: Date): number {
  const year = localYear(ref);
  return localDay(ref) > `${year}-12-26` ? year + 1 : year;
}
