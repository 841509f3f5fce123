import type { Car } from "../feed/car.ts";
import { isInStock } from "./stock.ts";

/** Newest in-stock cars first (by created_at), shown on the home page. */
export function latestInStock(cars: readonly Car[], limit: number): Car[] {
  return cars
    .filter((car) => isInStock(car) && car.show_on_dealer_website)
    .sort((a, b) => (b.created_at ?? "").localeCompare(a.created_at ?? "") || a.id.localeCompare(b.id))
    .slice(0, limit);
}
