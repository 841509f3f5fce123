import { applyCarCommentEdits, applyHoursEdits, applyOfferEdits } from "#lib/content/edits.ts";
import type { Car } from "#lib/feed/car.ts";
import type { Location } from "#lib/feed/location.ts";
import type { Offer } from "#lib/feed/offer.ts";
import { getDb } from "../platform/db/client.ts";
import { type FeedOverlay, loadTenant, type Tenant } from "../platform/tenant.ts";
import { livePublished } from "./store.ts";

/**
 * The functions read the dealer's offers and locations with the editors' live content on
 * top, as the built pages do: holiday hours close booking slots and pause the lead clock the moment
 * they are published. A database that cannot answer leaves the feed as it is (a lead never waits on it).
 */
export const publishedContentOverlay: FeedOverlay = async (slug) => {
  const live = await livePublished(await getDb(), slug).catch((error: Error) => {
    console.warn(`[content] ${slug}: published content not applied: ${error.message}`);
    return undefined;
  });
  return (entity, records, config) => {
    if (!live?.version) return records;
    if (entity === "offers") return applyOfferEdits(records as Offer[], live.edits, config.timeZone);
    if (entity === "cars") return applyCarCommentEdits(records as Car[], live.edits);
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
