import type { Car } from "../feed/car.ts";
import type { StockChangeFields } from "./stock-change.ts";
import { isInStock } from "./stock.ts";

/**
 * Stock changes received between builds: the stock hook stores them, the next build
 * applies them to the feed, and `/api/stock-status` hands the ones a page has not seen to the
 * browser. Pure: the same fold runs in the function, the build and the browser.
 */

/** The state a car has reached through the changes received for it (latest value of each field). */
export interface LiveStock extends StockChangeFields {
  car_id: string;
  /** When the latest change for this car was received (ISO). */
  at: string;
  /**
   * Someone's deposit checkout for this car is open until then (ISO). Not a stock change:
   * it ends by itself when the checkout does, so it is never journalled or baked into a page.
   */
  pending_until?: string;
}

export interface ReceivedChange {
  car_id: string;
  at: string;
  change: StockChangeFields;
}

/** Folds changes into one state per car, in the order they were received. */
export function foldStockChanges(changes: readonly ReceivedChange[]): LiveStock[] {
  const byCar = new Map<string, LiveStock>();
  const ordered = [...changes].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  for (const { car_id, at, change } of ordered) {
    const previous = byCar.get(car_id) ?? { car_id, at };
    const next: LiveStock = { ...previous, ...definedFields(change), car_id, at };
    // A car that comes back (status given, not removed) is no longer removed.
    if (change.status && !change.removed) delete next.removed;
    byCar.set(car_id, next);
  }
  return [...byCar.values()];
}

function definedFields(change: StockChangeFields): StockChangeFields {
  return Object.fromEntries(Object.entries(change).filter(([, value]) => value !== undefined));
}

/** Cars with an open deposit checkout, added to the stock changes (a car without changes gets an entry of its own). */
export function withOpenCheckouts(
  live: readonly LiveStock[],
  open: readonly { car_id: string; at: string; until: string }[],
): LiveStock[] {
  if (open.length === 0) return [...live];
  const byCar = new Map(live.map((entry) => [entry.car_id, { ...entry }]));
  for (const { car_id, at, until } of open) {
    const entry = byCar.get(car_id) ?? { car_id, at };
    entry.pending_until = until;
    byCar.set(car_id, entry);
  }
  return [...byCar.values()];
}

/** Whether a car is reserved now: as the latest stock change says, else as the page was built. */
export function isReservedNow(live: Pick<LiveStock, "reserved"> | undefined, reservedAtBuild: boolean): boolean {
  return live?.reserved ?? reservedAtBuild;
}

/** A car someone is paying a deposit on right now: not sold, not yet reserved, their checkout still open. */
export function isPendingCheckout(live: LiveStock, now = Date.now()): boolean {
  return (
    !isGone(live) && live.reserved !== true && live.pending_until !== undefined && Date.parse(live.pending_until) > now
  );
}

/** Sold, removed or otherwise out of stock since the build: no longer for sale. */
export function isGone(live: Pick<LiveStock, "status" | "removed">): boolean {
  return live.removed === true || (live.status !== undefined && !isInStock({ status: live.status }));
}

/**
 * The feed with the changes applied: removed cars leave, a car that became sold gets `sold_at` =
 * when the change arrived (so §4's sold window counts from the sale), other fields are replaced.
 */
export function applyLiveStock<C extends Car>(cars: readonly C[], live: readonly LiveStock[]): C[] {
  if (live.length === 0) return [...cars];
  const byId = new Map(live.map((entry) => [entry.car_id, entry]));
  const result: C[] = [];
  for (const car of cars) {
    const entry = byId.get(String(car.id));
    if (!entry) {
      result.push(car);
      continue;
    }
    if (entry.removed) continue;
    const updated: C = { ...car };
    if (entry.status !== undefined && entry.status !== car.status) {
      updated.status = entry.status;
      if (entry.status === "sold") updated.sold_at = entry.at;
    }
    if (entry.price !== undefined) updated.price = entry.price ?? undefined;
    if (entry.before_price !== undefined) updated.before_price = entry.before_price ?? undefined;
    if (entry.reserved !== undefined) updated.reserved = entry.reserved;
    result.push(updated);
  }
  return result;
}

/** The changes that still override a feed read at `feedTime` (older ones are already in it). */
export function changesAfter(changes: readonly ReceivedChange[], feedTime: Date): ReceivedChange[] {
  return changes.filter((entry) => Date.parse(entry.at) > feedTime.getTime());
}
