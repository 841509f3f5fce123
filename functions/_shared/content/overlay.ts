import { applyCarCommentEdits, applyHoursEdits, applyOfferEdits } from "#lib/content/edits.ts";
import type { Car } from "#lib/feed/car.ts";
import type { Location } from "#lib/feed/location.ts";
import type { Offer } from "#lib/feed/offer.ts";
import { importedHistories, type PriceHistoryRecord } from "#lib/feed/price-history.ts";
import { mergeHistories, type PricePoint, withBackedWasPrices } from "#lib/pricing/price-history.ts";
import { feedNow } from "#lib/tenant/build-time.ts";
import { backingHistories } from "../analytics/stock-ledger.ts";
import { getDb } from "../platform/db/client.ts";
import { type FeedOverlay, loadTenant, type Tenant } from "../platform/tenant.ts";
import { livePublished } from "./store.ts";

/**
 * The functions read the dealer's offers and locations with the editors' live content on
 * top, as the built pages do: holiday hours close booking slots and pause the lead clock the moment
 * they are published. A database that cannot answer leaves the feed as it is (a lead never waits on it).
 * Cars keep only the was-prices their price history backs, as the built pages show them (channel
 * feeds and search documents are made from these); without the history none is shown.
 */
export const publishedContentOverlay: FeedOverlay = async (slug) => {
  const db = await getDb();
  const live = await livePublished(db, slug).catch((error: Error) => {
    console.warn(`[content] ${slug}: published content not applied: ${error.message}`);
    return undefined;
  });
  const recorded = await backingHistories(db, slug, new Map()).catch((error: Error) => {
    console.warn(`[pricing] ${slug}: price history not read, so no was-price is shown: ${error.message}`);
    return new Map<string, PricePoint[]>();
  });
  return async (entity, records, config, filed) => {
    if (entity === "cars") {
      const imported = importedHistories((await filed("prices")) as PriceHistoryRecord[]);
      const cars = withBackedWasPrices(
        records as Car[],
        mergeHistories(imported, recorded),
        feedNow(config),
        config.pricing.wasPriceMinDays,
      );
      return live?.version ? applyCarCommentEdits(cars, live.edits) : cars;
    }
    if (!live?.version) return records;
    if (entity === "offers") return applyOfferEdits(records as Offer[], live.edits, config.timeZone);
    if (entity === "locations") return applyHoursEdits(records as Location[], live.edits);
    return records;
  };
};

/**
 * A dealer as the functions read it: its files with the editors' published content on top
 * (`call.site()` in every endpoint, and the scheduled jobs, webhooks and sweeps that open a dealer).
 */
export const loadPublishedTenant = (slug: string): Promise<Tenant> =>
  loadTenant(slug, { overlay: publishedContentOverlay });
