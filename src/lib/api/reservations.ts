import { z } from "zod";
import { contactDetailsShape } from "../forms/contact-details.ts";
import { idempotencyKeySchema } from "../forms/enquiry.ts";
import { requiredInput } from "../forms/inputs.ts";
import { RESERVATION_STATUSES } from "../reservations/lifecycle.ts";
import { RESERVATION_MESSAGES } from "../reservations/reservation.ts";
import { defineContract, SIGNED_CALL_REPLAYED } from "./contract.ts";

const statusSchema = z.enum(RESERVATION_STATUSES);

/** A reservation as the shopper's pages and the dealer's tools see it (no provider ids for the shopper). */
export const reservationSchema = z.object({
  id: z.string(),
  reference: z.string(),
  status: statusSchema,
  car_id: z.string(),
  car_name: z.string(),
  amount_cents: z.number().int(),
  currency: z.string(),
  /** pending: when the unpaid checkout lapses; held: when the hold ends. */
  expires_at: z.string(),
  /** `expires_at` on the dealer's clock: "Thu 26 Nov, 2:05 pm AEDT". */
  expires_text: z.string(),
  held_at: z.string().nullable(),
  /** What the shopper is told about it now. */
  status_text: z.string(),
});
export type Reservation = z.output<typeof reservationSchema>;

/** Messages that name the stock take the dealer's item word ("car", "caravan"): see ErrorSpec. */
const reservationErrors = {
  not_offered: { status: 404, message: (item: string) => `This ${item} can't be reserved online. Please contact us.` },
  // 'Sorry, this {item} has just been reserved by someone else. Here are some similar ones.': the
  // reserve and checkout islands show the same sentence when they come back to a car taken meanwhile.
  already_reserved: { status: 409, message: RESERVATION_MESSAGES.alreadyReserved },
  payments_unavailable: { status: 503, message: "We couldn't reach the payment service. Please try again." },
  one_at_a_time: {
    status: 409,
    message: "You already have a reservation in progress. Please finish or cancel it before reserving another.",
  },
  too_many_reservations: {
    status: 429,
    message: "We've received a lot of reservations from your connection. Please try again later, or give us a call.",
  },
} as const;

/**
 * Reserve online. POST: the shopper's details for one car; the server computes the
 * deposit from the dealer's settings (any amount sent is ignored), keeps the car for them while
 * they pay, and answers the hosted checkout to go to (201). The same shopper asking again while
 * their checkout is open gets the same reservation back (200), and so does the same
 * `idempotency_key` from the same phone, whatever the reservation has become (200; `checkout_url`
 * is then its confirmation page once it is no longer waiting for payment). The car reserved by someone else:
 * 409; not reservable: 404. Only a verified phone reserves (signed out: 401, on every
 * dealer), one pending or held reservation per phone and per client address (409 one_at_a_time),
 * and a few attempts an hour per phone and per address (429).
 */
export const createReservation = defineContract({
  path: "/api/reservations",
  methods: ["POST"],
  request: z.object({
    car_id: requiredInput(100),
    ...contactDetailsShape,
    idempotency_key: idempotencyKeySchema.optional(),
  }),
  response: z.object({ reservation: reservationSchema, checkout_url: z.string() }),
  errors: reservationErrors,
});

/**
 * POST /api/reservations/cancel. Back from the provider's page with "cancel": an unpaid reservation
 * lets the car go at once (and its checkout is expired at the provider); its id is the secret, as
 * for its status. The deposit is refundable, so the shopper who holds a car may cancel the
 * hold too, signed in with the phone that reserved it (401 signed out; someone else's is not found):
 * the hold is released at the provider and the car is for sale again at once, as the dealer's
 * release does. A reservation already closed is answered as it is.
 */
export const cancelReservation = defineContract({
  path: "/api/reservations/cancel",
  methods: ["POST"],
  request: z.object({ id: z.uuid({ error: "must be a reservation id" }) }),
  response: z.object({ reservation: reservationSchema }),
  errors: {
    not_found: { status: 404, message: "That reservation couldn't be found." },
    payments_unavailable: reservationErrors.payments_unavailable,
  },
});

/** A shopper's own reservation, with the page where they can see and cancel it. */
export const myReservationSchema = reservationSchema.extend({
  /** The car's reserve page, or its online purchase when the hold was placed there; null when the car is no longer listed. */
  href: z.string().nullable(),
  /** Placed in an online purchase (/checkout-journey), which My Garage lists on its own. */
  in_purchase: z.boolean(),
});
export type MyReservation = z.output<typeof myReservationSchema>;

/**
 * GET /api/reservations/mine: the signed-in shopper's reservations on this dealer that
 * still keep a car (pending or held), newest first: the reserve page shows the holder their own
 * hold, My Garage lists it, and a shopper refused "one at a time" sees which one to finish or cancel.
 */
export const myReservations = defineContract({
  path: "/api/reservations/mine",
  methods: ["GET"],
  request: z.object({}),
  response: z.object({ reservations: z.array(myReservationSchema) }),
  errors: {},
});

/** GET /api/reservations/status?id=: the confirmation page's view of one reservation (its id is the secret). */
export const reservationStatus = defineContract({
  path: "/api/reservations/status",
  methods: ["GET"],
  request: z.object({ id: z.uuid({ error: "must be a reservation id" }) }),
  response: z.object({ reservation: reservationSchema }),
  errors: { not_found: { status: 404, message: "That reservation couldn't be found." } },
});

/**
 * POST /api/payments/webhook: the payment provider's events (Stripe's, or the local provider's
 * copies of them), verified with the Stripe signature over the raw body. Each event id is handled
 * once; a replay answers `duplicate: true` and changes nothing.
 */
export const paymentsWebhook = defineContract({
  path: "/api/payments/webhook",
  methods: ["POST"],
  request: z.looseObject({}),
  response: z.object({
    received: z.literal(true),
    duplicate: z.boolean(),
    /** What the event did: "held RSV-…", "ignored", … */
    outcome: z.string(),
  }),
  errors: { bad_signature: { status: 400, message: "The webhook signature is missing or wrong." } },
  bodyLimit: 256 * 1024,
});

/**
 * POST /api/ops/reservations: the dealer's tools list, capture or release reservations without an
 * admin UI, signed like the stock hook (X-Forecourt-Timestamp, X-Forecourt-Nonce,
 * X-Forecourt-Signature) but with the dealer's ops secret (ops.opsSecretEnv), never the stock
 * hook's. A nonce is taken once: a replayed call is refused (401 replayed).
 */
/** A reservation as the dealer's own people see it (ops tools, the console): with the shopper's contact and the money's story. */
export const dealerReservationSchema = reservationSchema.extend({
  /** Who paid it, as they gave their name at checkout. */
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  /** Why it ended ("sale confirmed by the dealer", "changed at the payment provider", "payment refused: …"). */
  note: z.string().nullable(),
  /** Money given back at the payment provider after a capture, and a bank's dispute. */
  refunded_cents: z.number().int(),
  disputed_at: z.string().nullable(),
  dispute_reason: z.string().nullable(),
});
export type DealerReservation = z.output<typeof dealerReservationSchema>;

/** Capture and release answer what happened; "already …" when it had been done before (still a 200: the money moved). */
export const closeOutcomeSchema = z.enum(["captured", "released", "already captured", "already released"]);

/** The refusals of a dealer's capture or release, the same from the terminal and the console. */
export const dealerCloseErrors = {
  not_found: { status: 404, message: "That reservation couldn't be found." },
  wrong_status: { status: 409, message: "That reservation can't do that now." },
  payments_unavailable: reservationErrors.payments_unavailable,
} as const;

export const opsReservations = defineContract({
  path: "/api/ops/reservations",
  methods: ["POST"],
  request: z.discriminatedUnion("action", [
    z.strictObject({ action: z.literal("list"), status: statusSchema.optional() }),
    // `id`: the reservation's id, or its reference (RSV-XXXX-XXXX) as the shopper quotes it.
    z.strictObject({ action: z.enum(["capture", "release"]), id: z.string().trim().min(1).max(100) }),
  ]),
  response: z.object({
    reservations: z.array(dealerReservationSchema),
    /**
     * capture and release: what happened — "captured" / "released", or "already captured" /
     * "already released" when it had been done before (the provider's webhook landed first, or
     * the command was repeated): still a 200, the money moved.
     */
    outcome: closeOutcomeSchema.optional(),
  }),
  errors: {
    hook_not_configured: { status: 503, message: "Signed ops calls are not configured for this site." },
    bad_signature: { status: 401, message: "The request signature is missing, wrong or expired." },
    replayed: { status: 401, message: SIGNED_CALL_REPLAYED },
    ...dealerCloseErrors,
  },
});
