import { events } from "#lib/api/events.ts";
import { getDb } from "./_shared/platform/db/client.ts";
import { recordEvents } from "./_shared/analytics/events.ts";
import { defineFunction } from "./_shared/entry/define-function.ts";

export const config = { path: "/api/events", method: ["POST"] };

/**
 * POST /api/events: one analytics event ({ id, payload, page_url }) or a batch of up to 20.
 * navigator.sendBeacon posts a string as text/plain, which the contract accepts. 204 on success:
 * a beacon never reads the answer.
 */
export default defineFunction(events, async (batch, { slug }) => {
  await recordEvents(await getDb(), slug, batch);
  return new Response(null, { status: 204 });
});
