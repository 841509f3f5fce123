import { formatDollars } from "../format/money.ts";
import type { StockChangeFields } from "./stock-change.ts";

/**
 * A price or a sale from the console gets a second look. A new price far from the
 * current one ($34,990 typed as $3,499) is asked about once more before it goes live, and any
 * change from the console can be undone for a few minutes; until then the alert run leaves it
 * unread, so undoing it before then means no shopper hears of it.
 */

/** How far (in percent of the current price) a new price may move before the console asks again. */
export const PRICE_CHANGE_CONFIRM_PERCENT = 20;

/** How long a change from the console can be undone. */
export const STOCK_UNDO_MINUTES = 5;

/** How far a new price is from the current one, in percent of the current one; null when either has no price. */
export function priceChangePercent(current: number | null | undefined, next: number | null | undefined): number | null {
  if (current === null || current === undefined || next === null || next === undefined || current <= 0) return null;
  return (Math.abs(next - current) / current) * 100;
}

/** Whether a new price is more than `percent` away from the current one, so it is asked about once more. */
export function priceChangeNeedsConfirm(
  current: number | null | undefined,
  next: number | null | undefined,
  percent: number = PRICE_CHANGE_CONFIRM_PERCENT,
): boolean {
  const moved = priceChangePercent(current, next);
  return moved !== null && moved > percent;
}

/** The question asked: "Change the price of 2026 Ford Ranger from $34,990 to $3,499 (90% lower)?" */
export function priceChangeQuestion(name: string, current: number, next: number, currency?: string): string {
  const moved = Math.round(priceChangePercent(current, next) ?? 0);
  const way = next < current ? "lower" : "higher";
  return `Change the price of ${name} from ${formatDollars(current, currency)} to ${formatDollars(next, currency)} (${moved}% ${way})?`;
}

/** Until when a change made at `changedAt` can be undone. */
export function undoUntil(changedAt: Date, minutes: number = STOCK_UNDO_MINUTES): Date {
  return new Date(changedAt.getTime() + minutes * 60_000);
}

export function mayUndo(changedAt: Date, now: Date, minutes: number = STOCK_UNDO_MINUTES): boolean {
  return now.getTime() < undoUntil(changedAt, minutes).getTime();
}

/** The event ids of the console's own stock changes: the ones that can be undone (and are held back from alerts until then). */
export const CONSOLE_EVENT_PREFIX = "console-";

/** A console change still inside its undo window: alerts do not hear of it yet. */
export function heldForUndo(
  change: { eventId: string; receivedAt: Date },
  now: Date,
  minutes: number = STOCK_UNDO_MINUTES,
): boolean {
  return change.eventId.startsWith(CONSOLE_EVENT_PREFIX) && mayUndo(change.receivedAt, now, minutes);
}

/** The car as it was, in the fields a change can set. */
export interface CarFieldsBefore {
  status: string;
  reserved?: boolean;
  price?: number;
  before_price?: number;
}

/** The change that puts back what `change` changed, as the car was before it. */
export function revertFields(change: StockChangeFields, before: CarFieldsBefore): StockChangeFields {
  return {
    ...(change.status !== undefined ? { status: before.status } : {}),
    ...(change.reserved !== undefined ? { reserved: before.reserved === true } : {}),
    ...(change.price !== undefined ? { price: before.price ?? null } : {}),
    ...(change.before_price !== undefined ? { before_price: before.before_price ?? null } : {}),
  };
}
