import { and, asc, eq, gt } from "drizzle-orm";
import { foldStockChanges, type LiveStock, type ReceivedChange } from "../../../src/lib/inventory/live-stock.ts";
import type { StockChangeFields } from "../../../src/lib/inventory/stock-change.ts";
import type { Db } from "../db/client.ts";
import { stockChanges, stockEvents } from "../db/schema.ts";
import { queueStockPushes } from "../syndication/push-queue.ts";
import type { Tenant } from "../tenant.ts";

interface StoredEvent {
  duplicate: boolean;
  receivedAt: Date;
  summary: Record<string, unknown>;
}

/**
 * Stores one hook event and its changes in one transaction. A repeated event id stores nothing
 * and returns the first call's time and summary, so a sender's retry is harmless.
 */
export async function recordStockEvent(
  db: Db,
  event: {
    tenant: string;
    eventId: string;
    feedChanged: boolean;
    changes: { car_id: string; change: StockChangeFields }[];
    summary: Record<string, unknown>;
    /** Issue 25: the dealer whose syndication destinations hear of the changed cars (queued in this transaction). */
    pushTo?: Parameters<typeof queueStockPushes>[1];
  },
): Promise<StoredEvent> {
  return db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(stockEvents)
      .values({ tenant: event.tenant, eventId: event.eventId, feedChanged: event.feedChanged, summary: event.summary })
      .onConflictDoNothing()
      .returning({ receivedAt: stockEvents.receivedAt });
    if (!inserted) {
      const [first] = await tx
        .select({ receivedAt: stockEvents.receivedAt, summary: stockEvents.summary })
        .from(stockEvents)
        .where(and(eq(stockEvents.tenant, event.tenant), eq(stockEvents.eventId, event.eventId)));
      return { duplicate: true, receivedAt: first!.receivedAt, summary: first!.summary as Record<string, unknown> };
    }
    if (event.changes.length > 0)
      await tx.insert(stockChanges).values(
        event.changes.map(({ car_id, change }) => ({
          tenant: event.tenant,
          eventId: event.eventId,
          carId: car_id,
          change,
          receivedAt: inserted.receivedAt,
        })),
      );
    if (event.pushTo)
      await queueStockPushes(
        tx as unknown as Db,
        event.pushTo,
        event.changes.map((entry) => entry.car_id),
        inserted.receivedAt,
      );
    return { duplicate: false, receivedAt: inserted.receivedAt, summary: event.summary };
  });
}

/** Every change received for a tenant after `since`, oldest first. */
export async function stockChangesSince(db: Db, tenant: string, since: Date): Promise<ReceivedChange[]> {
  const rows = await db
    .select({ carId: stockChanges.carId, change: stockChanges.change, receivedAt: stockChanges.receivedAt })
    .from(stockChanges)
    .where(and(eq(stockChanges.tenant, tenant), gt(stockChanges.receivedAt, since)))
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
