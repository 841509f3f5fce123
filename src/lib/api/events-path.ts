import type { AnalyticsEventId } from "../analytics/events.ts";

/** What the beacon sender needs of /api/events, without the event schemas (and zod). */
export const EVENTS_PATH = "/api/events";

/** The lead event sent when a shopper reveals the dealer's phone number (spec §4 "Phone reveal"). */
export const PHONE_REVEALED_EVENT = 14 satisfies AnalyticsEventId;
