import { z } from "zod";
import { RESERVATION_STATUSES } from "../reservations/lifecycle.ts";
import { ONLINE_PAYMENT_STATUSES } from "../online-payments/lifecycle.ts";
import { defineContract } from "./contract.ts";
import { onlinePaymentSchema } from "./online-payment.ts";
import { closeOutcomeSchema, dealerCloseErrors, dealerReservationSchema } from "./reservations.ts";

/**
 * Deposits in the console — the same list, capture and release as the ops endpoint
 * (`npm run reservations`), for staff with `reservations.manage` (owner, sales), audited.
 */
export const consoleReservations = defineContract({
  path: "/api/console/reservations",
  methods: ["GET"],
  request: z.object({ status: z.enum(RESERVATION_STATUSES).optional() }),
  response: z.object({ reservations: z.array(dealerReservationSchema) }),
  errors: {},
});

/** An online payment as staff see it: the shopper's receipt, who paid, and what the provider reported since. */
export const dealerOnlinePaymentSchema = onlinePaymentSchema.extend({
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  refunded_cents: z.number().int(),
  disputed_at: z.string().nullable(),
  dispute_reason: z.string().nullable(),
  created_at: z.string(),
});
export type DealerOnlinePayment = z.output<typeof dealerOnlinePaymentSchema>;

/**
 * GET /api/console/payments: online payments (invoices, services, parts paid on the site), newest
 * first, with refunds and bank disputes the provider reported. Refunds are made at the provider.
 */
export const consolePayments = defineContract({
  path: "/api/console/payments",
  methods: ["GET"],
  request: z.object({ status: z.enum(ONLINE_PAYMENT_STATUSES).optional() }),
  response: z.object({ payments: z.array(dealerOnlinePaymentSchema) }),
  errors: {},
});

export const consoleReservationUpdate = defineContract({
  path: "/api/console/reservations/update",
  methods: ["POST"],
  request: z.strictObject({
    id: z.string().trim().min(1).max(100),
    action: z.enum(["capture", "release"]),
  }),
  response: z.object({ reservation: dealerReservationSchema, outcome: closeOutcomeSchema }),
  errors: dealerCloseErrors,
});
