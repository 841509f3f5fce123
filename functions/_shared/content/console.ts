import { isDeepStrictEqual } from "node:util";
import type { ContentState } from "#lib/api/console-content.ts";
import { applyOfferEdits, type ContentEdits, NEW_OFFER_ID, NO_EDITS, offerAsWritten } from "#lib/content/edits.ts";
import { changeCount } from "#lib/content/changes.ts";
import { hasOfferEnded, offerEndText } from "#lib/offers/offers.ts";
import { feedNow } from "#lib/tenant/build-time.ts";
import type { Db } from "../platform/db/client.ts";
import type { Tenant } from "../platform/tenant.ts";
import { uploadedImageName } from "#lib/content/uploaded-image.ts";
import { uploadStore } from "../uploads/store.ts";
import { bookingsClosedBy } from "./affected-bookings.ts";
import { pageSources } from "./pages.ts";
import { currentDraft, listVersions, livePublished } from "./store.ts";

/**
 * The console's view of a dealer's content: the draft, the live version, history, and what can be edited.
 * "today" is the site's own (feedNow: a snapshot feed's day, else the clock), so the
 * console lists as running exactly the offers Special Offers shows.
 */
export async function contentState(db: Db, tenant: Tenant, clock = new Date()): Promise<ContentState> {
  const now = feedNow(tenant.config, clock);
  const [draft, live, versions, filedOffers, locations] = await Promise.all([
    currentDraft(db, tenant.slug),
    livePublished(db, tenant.slug),
    listVersions(db, tenant.slug),
    tenant.filedFeed("offers"),
    tenant.feed("locations"),
  ]);
  const { timeZone } = tenant.config;
  const { edits } = draft;
  // The offers as the draft has them (the feed's, rewritten ones in place, new ones after), not yet ended.
  const filedIds = new Set(filedOffers.map((offer) => offer.id));
  const drafted = applyOfferEdits(filedOffers, { ...edits, endedOffers: {} }, timeZone);
  const [commented, pages, affected] = await Promise.all([
    Promise.all(Object.keys(edits.carComments).map((id) => tenant.car(id))),
    pageSources(tenant, edits),
    bookingsClosedBy(db, tenant, live.edits, edits, clock),
  ]);
  return {
    draft: draft.edits,
    unpublished: !isDeepStrictEqual(draft.edits, live.edits),
    live: { version: live.version, published_at: live.publishedAt?.toISOString() ?? null },
    // The version the site shows, to compare the draft and any restore with.
    live_edits: live.edits,
    affected_bookings: affected,
    versions: versions.map((row, index) => ({
      version: row.version,
      published_by: row.publishedBy,
      published_at: row.publishedAt.toISOString(),
      // What it changed on the site: against the version before it (the first, against the files).
      changes: changeCount(versions[index + 1]?.edits ?? NO_EDITS, row.edits),
      restored_from: row.restoredFrom,
      edits: row.edits,
    })),
    // Running or to come, those the editors ended (to run again), and those they wrote.
    offers: drafted
      .filter((offer) => !hasOfferEnded(offer, now) || edits.endedOffers[offer.id] || edits.offers[offer.id])
      .map((offer) => ({
        id: offer.id,
        title: offer.title,
        ends_at: edits.endedOffers[offer.id] ?? offer.ends_at ?? null,
        ends_text: offerEndText({ ends_at: edits.endedOffers[offer.id] ?? offer.ends_at }, now, timeZone) ?? null,
        from_feed: filedIds.has(offer.id),
        as_written: edits.offers[offer.id] ?? offerAsWritten(offer, timeZone),
      })),
    locations: locations.map((location) => ({
      id: String(location.id),
      name: location.name,
      departments: location.departments.map((department) => department.type),
    })),
    settings: {
      banner: tenant.config.serviceBanner,
      hero: tenant.config.hero,
    },
    pages,
    commented_cars: Object.keys(edits.carComments).map((id, index) => ({
      id,
      name: commented[index]?.name ?? `Car ${id} (no longer in stock)`,
      stock_number: commented[index]?.stocknum ?? null,
    })),
    image_template: tenant.config.images.cdnTemplate,
  };
}

/**
 * Whether every offer, location, car and photo a draft adds is the dealer's (a stale console, or a
 * forged id): a new offer has a console id; a photo is one uploaded here, or the offer's own (as
 * filed or as published).
 * What the draft already held stays allowed, even if it has left the feed since.
 */
export async function addsOnlyOwn(tenant: Tenant, edits: ContentEdits, before: ContentEdits): Promise<boolean> {
  const [offers, filedOffers, locations] = await Promise.all([
    tenant.feed("offers"),
    tenant.filedFeed("offers"),
    tenant.feed("locations"),
  ]);
  const offerIds = new Set([
    ...offers.map((offer) => offer.id),
    ...Object.keys(before.endedOffers),
    ...Object.keys(before.offers),
    ...Object.keys(edits.offers).filter((id) => NEW_OFFER_ID.test(id)),
  ]);
  // A photo uploaded to this dealer's store (another's hash is not found there), or the offer's own.
  const uploads = uploadStore();
  const ownImage = async (id: string, image: string | undefined) => {
    const known = [offers, filedOffers].map((list) => list.find((offer) => offer.id === id)?.image);
    if (!image || known.includes(image) || image === before.offers[id]?.image) return true;
    const name = uploadedImageName(image);
    return name !== undefined && (await uploads.has(`${tenant.slug}/${name}`));
  };
  const imagesOwn = await Promise.all([
    ...Object.entries(edits.offers).map(([id, offer]) => ownImage(id, offer.image)),
    ...(edits.hero?.image && edits.hero.image !== before.hero?.image ? [ownImage("", edits.hero.image)] : []),
  ]);
  const carsKnown = await Promise.all(
    Object.keys(edits.carComments)
      .filter((id) => !(id in before.carComments))
      .map(async (id) => Boolean(await tenant.car(id))),
  );
  const locationIds = new Set([
    ...locations.map((location) => String(location.id)),
    ...before.hours.map((edit) => edit.location_id),
  ]);
  return (
    Object.keys(edits.endedOffers).every((id) => offerIds.has(id)) &&
    Object.keys(edits.offers).every((id) => offerIds.has(id)) &&
    imagesOwn.every(Boolean) &&
    edits.hours.every((edit) => locationIds.has(edit.location_id)) &&
    carsKnown.every(Boolean)
  );
}
