import type { AnalyticsEvent } from "#lib/analytics/events.ts";
import type { Db } from "../platform/db/client.ts";
import { analyticsEvents } from "../platform/db/schema.ts";

/** Stores analytics events (from POST /api/events, or fired by a function itself such as the delivery quote). */
export async function recordEvents(
  db: Db,
  slug: string,
  events: readonly (Pick<AnalyticsEvent, "id" | "name" | "payload"> & { page_url?: string })[],
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
