import { and, asc, eq, gt } from "drizzle-orm";
import { foldStockChanges, type LiveStock, type ReceivedChange } from "#lib/inventory/live-stock.ts";
import type { StockChangeFields } from "#lib/inventory/stock-change.ts";
import type { Db } from "../platform/db/client.ts";
import { stockChanges } from "../platform/db/schema.ts";
import type { Tenant } from "../platform/tenant.ts";

/**
 * Reads the stock changes stored since a dealer's feed: what its car pages, channels, search
 * and next build are told. Apart from the stock path (which writes them, in stock/store.ts) so
 * that its readers, the outbox and rebuilds among them, never call back into that path.
 */

/** Every change received for a tenant after `since`, oldest first. */
export async function stockChangesSince(db: Db, slug: string, since: Date): Promise<ReceivedChange[]> {
  const rows = await db
    .select({ carId: stockChanges.carId, change: stockChanges.change, receivedAt: stockChanges.receivedAt })
    .from(stockChanges)
    .where(and(eq(stockChanges.tenant, slug), gt(stockChanges.receivedAt, since)))
    .orderBy(asc(stockChanges.receivedAt), asc(stockChanges.id));
  return rows.map((row) => ({
    car_id: row.carId,
    at: row.receivedAt.toISOString(),
    change: row.change as StockChangeFields,
  }));
}

/** Longest a page may ask back: pages are rebuilt nightly, so older pages are not being served. */
const MAX_LOOKBACK_MS = 14 * 86_400_000;

/**
 * Each car's state from the changes received after `since`, and after the feed the functions read
 * (a change older than the feed is already in it), newest fields winning.
 */
export async function liveStockSince(db: Db, site: Tenant, since: Date, now = Date.now()): Promise<LiveStock[]> {
  const from = Math.max(since.getTime(), (await site.feedTime()).getTime(), now - MAX_LOOKBACK_MS);
  return foldStockChanges(await stockChangesSince(db, site.slug, new Date(from)));
}
