import type { Car } from "../feed/car.ts";
import { isInStock } from "./stock.ts";

/** Spec §4 "Search availability": sold cars stay listed for this many days after the sale. */
export const SOLD_WITHIN_DAYS = 3;

const DAY_MS = 86_400_000;

type ListedCar = Pick<Car, "status" | "sold_at" | "show_on_dealer_website">;

/**
 * Sold within the window, by sold_at. A sold car without sold_at counts as sold long ago: we
 * cannot tell when it went, and leaving it listed forever is the worse mistake.
 */
export function isRecentlySold(
  car: Pick<Car, "status" | "sold_at">,
  options: { now: Date; soldWithinDays?: number },
): boolean {
  const days = options.soldWithinDays ?? SOLD_WITHIN_DAYS;
  if (car.status !== "sold" || !car.sold_at) return false;
  return options.now.getTime() - Date.parse(car.sold_at) <= days * DAY_MS;
}

/**
 * Spec §4 "Search availability": listed when show_on_dealer_website is true and the car is in
 * stock (in_stock, coming_soon) or was sold within the last `soldWithinDays` days.
 */
export function isListed(car: ListedCar, options: { now: Date; soldWithinDays?: number }): boolean {
  return car.show_on_dealer_website && (isInStock(car) || isRecentlySold(car, options));
}

/**
 * Spec §4: runs of consecutive sold (not in stock) cars collapse to their first car, so a page of
 * results is not a wall of SOLD cards; when every car is sold nothing is collapsed, because then
 * the sold cars are all there is to show.
 */
export function collapseSoldRuns<T extends Pick<Car, "status">>(cars: readonly T[]): T[] {
  if (cars.every((car) => !isInStock(car))) return [...cars];
  return cars.filter((car, index) => isInStock(car) || index === 0 || isInStock(cars[index - 1]!));
}
