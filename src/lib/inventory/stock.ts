import type { Car } from "../feed/car.ts";

/** Spec §4 "Stock": in_stock and coming_soon count as in stock; every other status does not. */
export const IN_STOCK_STATUSES: readonly string[] = ["in_stock", "coming_soon"];

export function isInStock(car: Pick<Car, "status">): boolean {
  return IN_STOCK_STATUSES.includes(car.status);
}
