import { z } from "zod";
import { analyticsEventSchema, MAX_EVENTS_PER_REQUEST } from "../src/lib/analytics/events.ts";
import { getDb } from "./_shared/db/client.ts";
import { recordEvents } from "./_shared/events.ts";
import { fieldErrors, readJson } from "./_shared/http/body.ts";
import { HttpError } from "./_shared/http/errors.ts";
import { handle } from "./_shared/http/handle.ts";
import { tenantSlugOf } from "./_shared/tenant.ts";
import { MESSAGES } from "../src/lib/forms/messages.ts";

export const config = { path: "/api/events", method: ["POST"] };

const batchSchema = z.array(analyticsEventSchema).min(1).max(MAX_EVENTS_PER_REQUEST);

/**
 * POST /api/events: one analytics event ({ id, payload, page_url }) or a batch of up to 20.
 * navigator.sendBeacon posts a string as text/plain, which readJson accepts. 204 on success:
 * a beacon never reads the answer.
 */
export default handle(["POST"], async (request) => {
  const tenant = tenantSlugOf(request);
  const body = await readJson(request, 8 * 1024);
  const result = batchSchema.safeParse(Array.isArray(body) ? body : [body]);
  if (!result.success)
    throw new HttpError(400, "validation", MESSAGES.fixErrors, { fields: fieldErrors(result.error.issues) });
  await recordEvents(await getDb(), tenant, result.data);
  return new Response(null, { status: 204 });
});
