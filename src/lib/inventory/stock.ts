import type { Car } from "../feed/car.ts";

/** Spec §4 "Stock": in_stock and coming_soon count as in stock; every other status does not. */
export const IN_STOCK_STATUSES: readonly string[] = ["in_stock", "coming_soon"];

export function isInStock(car: Pick<Car, "status">): boolean {
  return IN_STOCK_STATUSES.includes(car.status);
}

/**
 * In stock (spec §4 "Stock") and shown on the dealer's website (spec §4 "Search availability":
 * show_on_dealer_website true): the cars counted, featured and suggested across the site. A hidden
 * car has no page, so nothing may link to it.
 */
export function isListedInStock(car: Pick<Car, "status" | "show_on_dealer_website">): boolean {
  return isInStock(car) && car.show_on_dealer_website;
}
