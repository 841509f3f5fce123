import type { Car } from "../feed/car.ts";

/** What a build keeps of each car to compare with the next build: enough to say what changed. */
export interface StockEntry {
  id: string;
  name: string;
  status: string;
  price?: number;
}

interface PriceChange {
  id: string;
  name: string;
  from?: number;
  to?: number;
}

/** The difference between two builds' stock, by car id. */
export interface StockChanges {
  /** Cars in this feed that the previous build did not have. */
  added: StockEntry[];
  /** Cars whose status became sold. */
  sold: StockEntry[];
  /** Cars the previous build had and this feed no longer lists at all. */
  removed: StockEntry[];
  /** Cars still for sale whose price changed. */
  priceChanges: PriceChange[];
}

export function stockEntries(cars: readonly Pick<Car, "id" | "name" | "status" | "price">[]): StockEntry[] {
  return cars.map((car) => ({ id: car.id, name: car.name, status: car.status, price: car.price }));
}

/**
 * Compares the stock of two builds. A car that is sold and repriced in the same feed counts only
 * as sold: a shopper cannot buy it at either price.
 */
export function diffStock(previous: readonly StockEntry[], next: readonly StockEntry[]): StockChanges {
  const before = new Map(previous.map((car) => [car.id, car]));
  const after = new Set(next.map((car) => car.id));
  const changes: StockChanges = { added: [], sold: [], removed: [], priceChanges: [] };
  for (const car of next) {
    const old = before.get(car.id);
    if (!old) changes.added.push(car);
    else if (car.status === "sold" && old.status !== "sold") changes.sold.push(car);
    else if (car.status !== "sold" && car.price !== old.price)
      changes.priceChanges.push({ id: car.id, name: car.name, from: old.price, to: car.price });
  }
  for (const car of previous) if (!after.has(car.id)) changes.removed.push(car);
  return changes;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** One line for the console and the reports: "1 sold, 2 price changes, 0 new" (removed only when some were). */
export function describeStockChanges(changes: StockChanges): string {
  const parts = [
    `${changes.sold.length} sold`,
    plural(changes.priceChanges.length, "price change", "price changes"),
    `${changes.added.length} new`,
  ];
  if (changes.removed.length > 0) parts.push(`${changes.removed.length} removed`);
  return parts.join(", ");
}
