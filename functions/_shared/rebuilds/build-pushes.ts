import type { StockChanges } from "#lib/inventory/stock-diff.ts";
import { recordBuildNews } from "../alerts/build-news.ts";
import { type Db, getDb } from "../platform/db/client.ts";
import { type PushRun, runStockPushes } from "../syndication/stock-pushes.ts";
import { queueStockPushes } from "../syndication/push-queue.ts";
import { loadPublishedTenant } from "../content/overlay.ts";
import { forgetTenant } from "../platform/tenant.ts";
import { recordStock } from "../analytics/stock-ledger.ts";
import { liveStockSince } from "../stock/live.ts";
import { applyLiveStock } from "#lib/inventory/live-stock.ts";

/**
 * After a build: the cars whose stock it changed (added, sold, removed, re-priced, as the build
 * report compares it with the last good build) go to every destination at once. The first build
 * of a dealer has nothing to compare with, so it pushes nothing (channels pull the whole feed).
 * Every build's prices go into the price history first.
 */
export async function pushBuildChanges(
  db: Db,
  slug: string,
  changes: StockChanges | undefined,
): Promise<PushRun | undefined> {
  forgetTenant(slug); // the build may have read a new feed: push from it, not from the cached one
  const tenant = await loadPublishedTenant(slug);
  // The stock ledger and price history hear of the feed's prices now, so a later cut is measured
  // from the day this price went live (never failing the build's pushes).
  // As live: the feed with the hook's and console's changes since, which the history already holds.
  const live = async () => applyLiveStock(await tenant.feed("cars"), await liveStockSince(db, tenant, new Date(0)));
  await live()
    .then((cars) => recordStock(db, slug, cars, { source: "feed", complete: true }))
    .catch((error: Error) =>
      console.error(`[insights] ${slug}: stock ledger not written after the build: ${error.message}`),
    );
  if (!changes) return undefined;
  await recordBuildNews(db, slug, changes); // News for shoppers' alerts, now that the cars are live
  if (!tenant.config.syndication.destinations.length) return undefined;
  const ids = [...changes.added, ...changes.sold, ...changes.removed, ...changes.priceChanges].map((car) =>
    String(car.id),
  );
  if (!ids.length) return undefined;
  await queueStockPushes(db, tenant, ids, new Date(Date.now() - tenant.config.syndication.coalesceSeconds * 1000));
  return runStockPushes(db, { slug });
}

/** A local build's pushes, from the server's own database (the step after each local build). */
export async function pushLocalBuildChanges(slug: string, changes: StockChanges | undefined) {
  return pushBuildChanges(await getDb(), slug, changes);
}
