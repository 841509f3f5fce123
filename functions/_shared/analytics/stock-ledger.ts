import { and, desc, eq, inArray, isNull } from "drizzle-orm";
import type { Car } from "#lib/feed/car.ts";
import { importedHistories, type PriceHistoryRecord } from "#lib/feed/price-history.ts";
import { isInStock } from "#lib/inventory/stock.ts";
import { mergeHistories, type PricePoint } from "#lib/pricing/price-history.ts";
import type { Db } from "../platform/db/client.ts";
import { priceHistory, stockLedger } from "../platform/db/schema.ts";
import type { Tenant } from "../platform/tenant.ts";

export type PriceSource = "feed" | "hook" | "console";

/** A car as the ledger needs it: in stock or not, its price, and when its stock system listed it. */
export type LedgerCar = Pick<Car, "id" | "status" | "price" | "created_at">;

const BATCH = 1_000;

/**
 * Records what the dealer's stock is now: a car not seen before starts its days in stock (at the
 * day its stock system listed it, if earlier), a car seen again keeps its first day, a car whose
 * price differs from the last one recorded gets a price-history row. With `complete` (the whole
 * stock, as a feed is), a car no longer in stock is marked gone; a hook's few cars mark nothing.
 * Writes only what changed, so running it on an unchanged stock is two reads.
 */
export async function recordStock(
  db: Db,
  tenant: string,
  cars: readonly LedgerCar[],
  options: { source: PriceSource; complete: boolean },
  now = new Date(),
): Promise<{ started: number; gone: number; prices: number }> {
  const ids = cars.map((car) => String(car.id));
  const known = new Map(
    (
      await db
        .select({ carId: stockLedger.carId, goneAt: stockLedger.goneAt })
        .from(stockLedger)
        .where(and(eq(stockLedger.tenant, tenant), options.complete ? undefined : inArray(stockLedger.carId, ids)))
    ).map((row) => [row.carId, row.goneAt]),
  );
  const lastPrices = await latestPrices(db, tenant, options.complete ? undefined : ids);
  const inStock = cars.filter(isInStock);
  const inStockIds = new Set(inStock.map((car) => String(car.id)));

  // New to the ledger, or back after leaving: first seen stays as it was; only gone_at clears.
  const arriving = inStock.filter((car) => !known.has(String(car.id)) || known.get(String(car.id)) !== null);
  for (let i = 0; i < arriving.length; i += BATCH) {
    const rows = arriving.slice(i, i + BATCH).map((car) => {
      const listed = car.created_at ? new Date(car.created_at) : undefined;
      const firstSeen = listed && listed < now && !Number.isNaN(listed.getTime()) ? listed : now;
      return { tenant, carId: String(car.id), firstSeenAt: firstSeen, lastSeenAt: now, goneAt: null };
    });
    await db
      .insert(stockLedger)
      .values(rows)
      .onConflictDoUpdate({
        target: [stockLedger.tenant, stockLedger.carId],
        set: { lastSeenAt: now, goneAt: null },
      });
  }
  // Sold, or (with the whole stock) no longer listed at all.
  const leaving = options.complete
    ? [...known].filter(([carId, goneAt]) => goneAt === null && !inStockIds.has(carId)).map(([carId]) => carId)
    : cars.filter((car) => !isInStock(car) && known.get(String(car.id)) === null).map((car) => String(car.id));
  for (let i = 0; i < leaving.length; i += BATCH)
    await db
      .update(stockLedger)
      .set({ goneAt: now })
      .where(
        and(
          eq(stockLedger.tenant, tenant),
          inArray(stockLedger.carId, leaving.slice(i, i + BATCH)),
          isNull(stockLedger.goneAt),
        ),
      );

  // Whole dollars, as the column keeps them (a feed may give cents).
  const priceOf = (car: LedgerCar) => (car.price === undefined || car.price === null ? null : Math.round(car.price));
  const repriced = inStock.filter((car) => {
    const last = lastPrices.get(String(car.id));
    return last === undefined || last !== priceOf(car);
  });
  for (let i = 0; i < repriced.length; i += BATCH)
    await db.insert(priceHistory).values(
      repriced.slice(i, i + BATCH).map((car) => ({
        tenant,
        carId: String(car.id),
        price: priceOf(car),
        source: options.source,
        changedAt: now,
      })),
    );
  return {
    started: arriving.filter((car) => !known.has(String(car.id))).length,
    gone: leaving.length,
    prices: repriced.length,
  };
}

/** Each car's last recorded price (null: no price); a car without history is absent. */
async function latestPrices(db: Db, tenant: string, ids?: readonly string[]): Promise<Map<string, number | null>> {
  const rows = await db
    .selectDistinctOn([priceHistory.carId], { carId: priceHistory.carId, price: priceHistory.price })
    .from(priceHistory)
    .where(and(eq(priceHistory.tenant, tenant), ids ? inArray(priceHistory.carId, [...ids]) : undefined))
    .orderBy(priceHistory.carId, desc(priceHistory.changedAt), desc(priceHistory.id));
  return new Map(rows.map((row) => [row.carId, row.price]));
}

/** Every car's price history, oldest first. */
export async function priceHistories(db: Db, tenant: string, carIds?: readonly string[]) {
  const rows = await db
    .select({
      carId: priceHistory.carId,
      price: priceHistory.price,
      source: priceHistory.source,
      at: priceHistory.changedAt,
    })
    .from(priceHistory)
    .where(and(eq(priceHistory.tenant, tenant), carIds ? inArray(priceHistory.carId, [...carIds]) : undefined))
    .orderBy(priceHistory.carId, priceHistory.changedAt, priceHistory.id);
  const byCar = new Map<string, { price: number | null; source: PriceSource; at: Date }[]>();
  for (const row of rows) {
    const history = byCar.get(row.carId) ?? [];
    history.push(row);
    byCar.set(row.carId, history);
  }
  return byCar;
}

/**
 * The histories that back was-prices: the dealer's imported one (feed/prices.json) merged with
 * every price recorded since, for the named cars or all.
 */
export async function backingHistories(
  db: Db,
  slug: string,
  imported: ReadonlyMap<string, readonly PricePoint[]>,
  carIds?: readonly string[],
): Promise<Map<string, PricePoint[]>> {
  const recorded = new Map(
    [...(await priceHistories(db, slug, carIds))].map(([carId, points]) => [
      carId,
      points.map((point) => ({ price: point.price, at: point.at.toISOString() })),
    ]),
  );
  return mergeHistories(imported, recorded);
}

/** A dealer's backing histories: its own imported file and the recorded prices, read in one place. */
export async function dealerBackingHistories(
  db: Db,
  site: Pick<Tenant, "slug" | "filedFeed">,
  carIds?: readonly string[],
): Promise<Map<string, PricePoint[]>> {
  const imported = importedHistories((await site.filedFeed("prices")) as PriceHistoryRecord[]);
  return backingHistories(db, site.slug, imported, carIds);
}

/** Each car's first day in stock and whether it has gone. */
export async function ledgerOf(db: Db, tenant: string) {
  const rows = await db
    .select({ carId: stockLedger.carId, firstSeenAt: stockLedger.firstSeenAt, goneAt: stockLedger.goneAt })
    .from(stockLedger)
    .where(eq(stockLedger.tenant, tenant));
  return new Map(rows.map((row) => [row.carId, row]));
}
