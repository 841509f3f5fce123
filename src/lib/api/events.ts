import { z } from "zod";
import { analyticsEventSchema, MAX_EVENTS_PER_REQUEST } from "../analytics/events.ts";
import { defineContract } from "./contract.ts";
import { EVENTS_PATH } from "./events-path.ts";

/**
 * POST /api/events: one analytics event ({ id, payload, page_url }) or a batch of up to 20.
 * navigator.sendBeacon posts it as text/plain; 204 on success (a beacon never reads the answer).
 */
export const events = defineContract({
  path: EVENTS_PATH,
  methods: ["POST"],
  request: z.preprocess(
    (body) => (Array.isArray(body) ? body : [body]),
    z.array(analyticsEventSchema).min(1).max(MAX_EVENTS_PER_REQUEST),
  ),
  response: z.null(),
  errors: {},
  bodyLimit: 8 * 1024,
  acceptsArray: true,
});
