import { z } from "zod";
import { stockChangeFieldsSchema } from "../inventory/stock-change.ts";
import { defineContract, SIGNED_CALL_REPLAYED } from "./contract.ts";

/** Changes per call; a dealer's whole yard changing at once sends `feedChanged` instead. */
const MAX_CHANGES_PER_EVENT = 500;

const carRef = z
  .string()
  .trim()
  .min(1, "must not be empty")
  .max(100, "must be at most 100 characters")
  .regex(/^[\w.\-/ ]+$/, "may only contain letters, digits, spaces and . - _ /");

/** One car's change, named by car id or stock number, saying at least one thing. */
const stockHookChangeSchema = stockChangeFieldsSchema
  .extend({ car_id: carRef.optional(), stock_number: carRef.optional() })
  .refine((change) => (change.car_id === undefined) !== (change.stock_number === undefined), {
    message: "give either car_id or stock_number",
    path: ["car_id"],
  })
  .refine((change) => ["status", "price", "before_price", "reserved", "removed"].some((field) => field in change), {
    message: "say what changed: status, price, before_price, reserved or removed",
    path: ["status"],
  });

const eventId = z
  .string()
  .trim()
  .min(1, "must not be empty")
  .max(200, "must be at most 200 characters")
  .regex(/^[\w.:-]+$/, "may only contain letters, digits and . : - _");

/** Either the cars that changed, or `feedChanged: true` (rebuild from the feed). */
const stockHookRequestSchema = z
  .strictObject({
    event_id: eventId,
    changes: z
      .array(stockHookChangeSchema)
      .min(1, "list at least one change")
      .max(MAX_CHANGES_PER_EVENT, `at most ${MAX_CHANGES_PER_EVENT} changes per call`)
      .optional(),
    feedChanged: z.literal(true, { error: "must be true (or left out)" }).optional(),
  })
  .refine((body) => (body.changes === undefined) !== (body.feedChanged === undefined), {
    message: "send either changes or feedChanged: true",
    path: ["changes"],
  });

/**
 * POST /api/hooks/stock: the dealer's stock system or an editor's tool reports stock
 * changes. Signed with the tenant's stock hook secret as `src/lib/security/signed-call.ts`
 * describes (timestamp, nonce, method, path and body; a nonce is taken once). A repeated
 * `event_id` is answered as the first time and changes nothing, so a retry is safe when signed anew.
 */
export const stockHook = defineContract({
  path: "/api/hooks/stock",
  methods: ["POST"],
  request: stockHookRequestSchema,
  response: z.object({
    event_id: z.string(),
    /** True when this event id was received before: nothing was stored again. */
    duplicate: z.boolean(),
    received_at: z.string(),
    /** Changes stored, by car id. */
    applied: z.array(z.object({ car_id: z.string() })),
    /** Changes naming a car this dealer's feed does not have (not stored). */
    unknown: z.array(
      z.object({ index: z.number(), car_id: z.string().optional(), stock_number: z.string().optional() }),
    ),
    /** A rebuild of the site was asked for; not needed (nothing stored); off (BUILD_TRIGGER=off: the nightly build picks it up). */
    rebuild: z.enum(["requested", "not needed", "off"]),
    /** Typesense dealers: the live collection, updated before this answer; null for embedded search. */
    search: z
      .object({
        updated: z.array(z.string()),
        deleted: z.array(z.string()),
        failed: z.array(z.object({ car_id: z.string(), error: z.string() })),
      })
      .nullable(),
  }),
  errors: {
    bad_signature: { status: 401, message: "The request signature is missing, wrong or expired." },
    replayed: { status: 401, message: SIGNED_CALL_REPLAYED },
    hook_not_configured: { status: 503, message: "The stock hook is not configured for this site." },
  },
  bodyLimit: 256 * 1024,
});
