import { and, eq } from "drizzle-orm";
import type { StockChangeFields } from "#lib/inventory/stock-change.ts";
import type { Db } from "../platform/db/client.ts";
import { stockChanges, stockEvents } from "../platform/db/schema.ts";
import { queueStockPushes } from "../syndication/push-queue.ts";

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
    slug: string;
    eventId: string;
    feedChanged: boolean;
    changes: { car_id: string; change: StockChangeFields }[];
    summary: Record<string, unknown>;
    /** The dealer whose syndication destinations hear of the changed cars (queued in this transaction). */
    pushTo?: Parameters<typeof queueStockPushes>[1];
  },
): Promise<StoredEvent> {
  return db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(stockEvents)
      .values({ tenant: event.slug, eventId: event.eventId, feedChanged: event.feedChanged, summary: event.summary })
      .onConflictDoNothing()
      .returning({ receivedAt: stockEvents.receivedAt });
    if (!inserted) {
      const [first] = await tx
        .select({ receivedAt: stockEvents.receivedAt, summary: stockEvents.summary })
        .from(stockEvents)
        .where(and(eq(stockEvents.tenant, event.slug), eq(stockEvents.eventId, event.eventId)));
      return { duplicate: true, receivedAt: first!.receivedAt, summary: first!.summary as Record<string, unknown> };
    }
    if (event.changes.length > 0)
      await tx.insert(stockChanges).values(
        event.changes.map(({ car_id, change }) => ({
          tenant: event.slug,
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
