import { isDeepStrictEqual } from "node:util";
import type { ContentState } from "../../../src/lib/api/console-content.ts";
import { type ContentEdits, editCount } from "../../../src/lib/content/edits.ts";
import { isOfferCurrent } from "../../../src/lib/offers/offers.ts";
import type { Db } from "../db/client.ts";
import type { Tenant } from "../tenant.ts";
import { currentDraft, listVersions, livePublished } from "./store.ts";

/** Issue 38: the console's view of a dealer's content: the draft, the live version, history, and what can be edited. */
export async function contentState(db: Db, tenant: Tenant, now = new Date()): Promise<ContentState> {
  const [draft, live, versions, offers, locations] = await Promise.all([
    currentDraft(db, tenant.slug),
    livePublished(db, tenant.slug),
    listVersions(db, tenant.slug),
    tenant.feed("offers"),
    tenant.feed("locations"),
  ]);
  return {
    draft: draft.edits,
    unpublished: !isDeepStrictEqual(draft.edits, live.edits),
    live: { version: live.version, published_at: live.publishedAt?.toISOString() ?? null },
    versions: versions.map((row) => ({
      version: row.version,
      published_by: row.publishedBy,
      published_at: row.publishedAt.toISOString(),
      changes: editCount(row.edits),
      restored_from: row.restoredFrom,
    })),
    // Running now, and those the editors ended (to run again).
    offers: offers
      .filter((offer) => isOfferCurrent(offer, now) || draft.edits.endedOffers[offer.id])
      .map((offer) => ({ id: offer.id, title: offer.title, ends_at: offer.ends_at ?? null })),
    locations: locations.map((location) => ({
      id: String(location.id),
      name: location.name,
      departments: location.departments.map((department) => department.type),
    })),
  };
}

/**
 * Whether every offer and location a draft adds is the dealer's (a stale console, or a forged id).
 * What the draft already held stays allowed, even if it has left the feed since.
 */
export async function addsOnlyOwn(tenant: Tenant, edits: ContentEdits, before: ContentEdits): Promise<boolean> {
  const [offers, locations] = await Promise.all([tenant.feed("offers"), tenant.feed("locations")]);
  const offerIds = new Set([...offers.map((offer) => offer.id), ...Object.keys(before.endedOffers)]);
  const locationIds = new Set([
    ...locations.map((location) => String(location.id)),
    ...before.hours.map((edit) => edit.location_id),
  ]);
  return (
    Object.keys(edits.endedOffers).every((id) => offerIds.has(id)) &&
    edits.hours.every((edit) => locationIds.has(edit.location_id))
  );
}
