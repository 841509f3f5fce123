import { z } from "zod";
import { PUSH_ENDPOINT_REFUSED } from "../staff/push-endpoint.ts";
import { defineContract } from "./contract.ts";

/**
 * A salesperson's phone (or desk browser) shows a notification when a lead is given to them: the
 * console's own Web Push. The browser's subscription (its push service's address and this device's
 * keys) is kept for the signed-in staff member; the server posts only to known push services.
 */

/** base64url of a fixed number of bytes (padding, which some browsers add, dropped). */
const base64url = (pattern: RegExp, what: string) =>
  z
    .string()
    .max(100)
    .transform((value) => value.replace(/=+$/, ""))
    .refine((value) => pattern.test(value), what);

/** What PushSubscription.toJSON() gives (expirationTime is the browser's business). */
const deviceSchema = z.object({
  endpoint: z.url().max(2048),
  keys: z.object({
    // 65 bytes, starting 0x04 (an uncompressed P-256 point): 87 characters, the first "B".
    p256dh: base64url(/^B[\w-]{86}$/, "p256dh must be this device's P-256 public key"),
    auth: base64url(/^[\w-]{22}$/, "auth must be this device's 16-byte secret"),
  }),
});

const devicesSchema = z.object({
  /** The site's VAPID public key for pushManager.subscribe(); null where the operator has not set push up. */
  public_key: z.string().nullable(),
  /** How many of the staff member's devices show notifications. */
  devices: z.number().int(),
  /** Whether this browser's subscription (the endpoint asked about) is one of them. */
  this_device: z.boolean(),
});

export const staffPushDevices = defineContract({
  path: "/api/staff/push",
  methods: ["GET"],
  request: z.object({ endpoint: z.url().max(2048).optional() }),
  response: devicesSchema,
  errors: {},
});

export const staffPushUpdate = defineContract({
  path: "/api/staff/push/update",
  methods: ["POST"],
  request: z.discriminatedUnion("action", [
    z.strictObject({ action: z.literal("add"), device: deviceSchema }),
    z.strictObject({ action: z.literal("remove"), endpoint: z.url().max(2048) }),
  ]),
  response: devicesSchema,
  errors: {
    push_refused: { status: 400, message: PUSH_ENDPOINT_REFUSED },
    push_not_set_up: {
      status: 503,
      message: "Notifications are not set up for this site yet; you will still get emails.",
    },
  },
});
