import { sql } from "drizzle-orm";
import type { SyndicationSettings } from "#lib/syndication/settings.ts";
import type { Db } from "../platform/db/client.ts";
import { stockPushes } from "../platform/db/schema.ts";

/** Queues the touched cars for every destination the dealer pushes to; in the caller's transaction. */
export async function queueStockPushes(
  db: Db,
  tenant: { slug: string; config: { syndication: SyndicationSettings } },
  carIds: readonly string[],
  now = new Date(),
): Promise<void> {
  const { destinations, coalesceSeconds, maxAttempts } = tenant.config.syndication;
  if (!carIds.length) return;
  const ids = [...new Set(carIds)];
  for (const destination of destinations) {
    // One statement, so two changes at once cannot both open a push: the partial unique index
    // allows one unclaimed push per destination, and a change that meets it joins its cars.
    await db
      .insert(stockPushes)
      .values({
        tenant: tenant.slug,
        destination: destination.name,
        target: destination,
        carIds: ids,
        maxAttempts,
        nextAttemptAt: new Date(now.getTime() + coalesceSeconds * 1000),
      })
      .onConflictDoUpdate({
        target: [stockPushes.tenant, stockPushes.destination],
        targetWhere: sql`${stockPushes.claimedAt} is null and ${stockPushes.status} = 'pending'`,
        set: {
          carIds: sql`(select jsonb_agg(distinct car.value) from jsonb_array_elements_text(${stockPushes.carIds} || excluded.car_ids) as car)`,
          updatedAt: now,
        },
      });
  }
}
