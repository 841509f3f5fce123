import type { AnalyticsEvent } from "#lib/analytics/events.ts";
import { isKnownBot } from "#lib/insights/bots.ts";
import { classifyVisit, type Visit } from "#lib/insights/visit-source.ts";
import type { Db } from "../platform/db/client.ts";
import { analyticsEvents } from "../platform/db/schema.ts";
import type { Tenant } from "../platform/tenant.ts";
import { withinViewLimits } from "./view-limit.ts";
import { countViews } from "./views.ts";

type RecordedEvent = Pick<AnalyticsEvent, "id" | "name" | "payload"> & { page_url?: string };

/** Stores analytics events (from POST /api/events, or fired by a function itself such as the delivery quote). */
export async function recordEvents(
  db: Db,
  slug: string,
  events: readonly RecordedEvent[],
  now = new Date(),
): Promise<void> {
  if (events.length === 0) return;
  await db.insert(analyticsEvents).values(
    events.map((e) => ({
      tenant: slug,
      eventId: e.id,
      name: e.name,
      payload: e.payload,
      pageUrl: e.page_url ?? null,
      createdAt: now,
    })),
  );
}

/**
 * What the page posted to /api/events: a car-page view is counted for Insights (not a row each,
 * not from a known robot, one a request, only for the dealer's own cars, within the per-address
 * limits of view-limit.ts); every other event is stored as it came. A view that is not counted is
 * answered the same as one that is, so a script cannot tell.
 */
export async function receiveEvents(
  db: Db,
  site: Tenant,
  events: readonly RecordedEvent[],
  from: { userAgent: string | null; host: string; address: string },
  now = new Date(),
): Promise<void> {
  // A page load posts one view: a batch counts its first only, and only for a car the dealer has.
  const view = events.find((event) => event.id === 9);
  const carId = view && String(view.payload.car_id);
  const counted =
    view &&
    carId &&
    !isKnownBot(from.userAgent) &&
    (await site.car(carId)) &&
    (await withinViewLimits(db, site.slug, from.address, carId, now))
      ? [
          {
            carId,
            source: classifyVisit((view.payload.visit as Visit | undefined) ?? { landing: "/" }, from.host).class,
          },
        ]
      : [];
  await countViews(db, site.slug, counted, site.config.timeZone, now);
  await recordEvents(
    db,
    site.slug,
    events.filter((event) => event.id !== 9),
    now,
  );
}
