import type { Car } from "../feed/car.ts";
import { applyLiveStock, type LiveStock } from "../inventory/live-stock.ts";
import { isInStock } from "../inventory/stock.ts";
import { MIN_DISPLAY_PRICE } from "../pricing/price-display.ts";

/**
 * What an alert tells of. Derived from the stock journal (a price change or a car coming
 * back, from the stock hook, the console or a released reservation) and from builds (cars a new
 * feed added, prices it lowered). Each event has a key that names its cause, so one change can
 * never alert one subscription twice.
 */
export type AlertWhat = "price_drop" | "back" | "arrived";

export interface AlertEvent {
  /** `change:<stock change id>` or `build:<alert input id>`: unique per cause. */
  key: string;
  car_id: string;
  what: AlertWhat;
  /** A price drop's old and new price (dollars). */
  from?: number;
  to?: number;
}

/** What an alert needs to know of a car at one moment: its price, and whether a shopper can buy it. */
export interface CarState {
  price?: number;
  available: boolean;
}

/** A feed car with the journal's changes applied (removed: not available). */
export function carState(car: Car, live: LiveStock | undefined): CarState {
  const [now] = applyLiveStock([car], live ? [live] : []);
  if (!now) return { available: false };
  const price = (now.price ?? 0) > MIN_DISPLAY_PRICE ? now.price : undefined;
  return { price, available: isInStock(now) && now.reserved !== true };
}

/**
 * The events one car's changes make: a lower price (both prices real ones) while it is for sale,
 * and a return to sale (a released hold, a sale that fell through, a car marked available again).
 */
export function changeEvents(key: string, carId: string, before: CarState, after: CarState): AlertEvent[] {
  const events: AlertEvent[] = [];
  if (!after.available) return events;
  if (!before.available) events.push({ key, car_id: carId, what: "back" });
  else if (before.price !== undefined && after.price !== undefined && after.price < before.price)
    events.push({ key, car_id: carId, what: "price_drop", from: before.price, to: after.price });
  return events;
}

/** Which events a subscription hears of: a car alert its own car's drops and returns; a search alert new arrivals it matches. */
export const carAlertHears = (what: AlertWhat): boolean => what === "price_drop" || what === "back";

const DAY_MS = 86_400_000;

/** Whether a digest subscription is due to be sent its waiting news (a day or a week since its last). */
export function digestDue(frequency: "daily" | "weekly", lastAlertAt: Date | null, now: Date): boolean {
  if (!lastAlertAt) return true;
  return now.getTime() - lastAlertAt.getTime() >= (frequency === "daily" ? DAY_MS : 7 * DAY_MS) - 5 * 60_000;
}
