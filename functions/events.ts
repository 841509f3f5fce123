import { events } from "#lib/api/events.ts";
import { getDb } from "./_shared/platform/db/client.ts";
import { clientIp } from "./_shared/platform/http/client-address.ts";
import { receiveEvents } from "./_shared/analytics/events.ts";
import { defineFunction } from "./_shared/entry/define-function.ts";

export const config = { path: "/api/events", method: ["POST"] };

/**
 * POST /api/events: one analytics event ({ id, payload, page_url }) or a batch of up to 20.
 * navigator.sendBeacon posts a string as text/plain, which the contract accepts. 204 on success:
 * a beacon never reads the answer, and a view over the per-address limits gets it too. Car-page
 * views are counted for the dealer's Insights.
 */
export default defineFunction(events, async (batch, call) => {
  await receiveEvents(await getDb(), await call.site(), batch, {
    userAgent: call.request.headers.get("user-agent"),
    host: new URL(call.request.url).hostname,
    address: clientIp(call.request, call.context),
  });
  return new Response(null, { status: 204 });
});
