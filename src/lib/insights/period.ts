import { z } from "zod";
import { addDays, zonedMoment } from "../hours/zoned-time.ts";

/** The periods the picker offers, in days ending today; "custom" takes a from and a to. */
export const PERIOD_PRESETS = [7, 30, 90] as const;
export const MAX_PERIOD_DAYS = 366;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date such as 2026-11-30");

/** The query a console page sends: a preset or a custom range of calendar days in the dealer's zone. */
export const periodQuerySchema = z.object({
  days: z.coerce
    .number()
    .refine((value) => (PERIOD_PRESETS as readonly number[]).includes(value), "must be 7, 30 or 90")
    .optional(),
  from: day.optional(),
  to: day.optional(),
});
export type PeriodQuery = z.infer<typeof periodQuerySchema>;

export interface Period {
  /** First and last calendar day, inclusive, in the dealer's zone. */
  from: string;
  to: string;
  days: number;
}

/** The period asked for, or why it cannot be: "From must be on or before To". Today ends every preset. */
export function periodOf(query: PeriodQuery, now: Date, timeZone: string): Period | { error: string } {
  const today = zonedMoment(now, timeZone).date;
  if (query.from || query.to) {
    if (!query.from || !query.to) return { error: "Choose both a From and a To date." };
    if (!isRealDate(query.from) || !isRealDate(query.to)) return { error: "Choose real dates." };
    if (query.from > query.to) return { error: "From must be on or before To." };
    if (query.to > today) return { error: "To cannot be after today." };
    const days = daysBetween(query.from, query.to) + 1;
    if (days > MAX_PERIOD_DAYS) return { error: `Choose at most ${MAX_PERIOD_DAYS} days.` };
    return { from: query.from, to: query.to, days };
  }
  const days = query.days ?? 30;
  return { from: addDays(today, 1 - days), to: today, days };
}

/** "2026-02-28" is a date; "2026-02-31" is not (Date.parse would roll it into March). */
function isRealDate(day: string): boolean {
  const parsed = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === day;
}

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** Every calendar day of the period, in order (a chart's x axis). */
export function daysOf(period: Period): string[] {
  return Array.from({ length: period.days }, (_, i) => addDays(period.from, i));
}
