import { z } from "zod";
import { ONLINE_PAYMENT_MESSAGES, onlinePaymentRequestSchema } from "../online-payments/online-payment.ts";
import { ONLINE_PAYMENT_STATUSES } from "../online-payments/lifecycle.ts";
import { defineContract } from "./contract.ts";

/** A payment as the shopper's receipt shows it (no provider ids). */
export const onlinePaymentSchema = z.object({
  id: z.string(),
  /** What the shopper and the dealer quote: PAY-XXXX-XXXX. */
  receipt_number: z.string(),
  status: z.enum(ONLINE_PAYMENT_STATUSES),
  purpose: z.string(),
  reference: z.string(),
  amount_cents: z.number().int(),
  /** "$1,250.00". */
  amount_text: z.string(),
  currency: z.string(),
  paid_at: z.string().nullable(),
  /** `paid_at` on the dealer's clock: "26 Nov 2026, 2:05 pm AEDT". */
  paid_text: z.string().nullable(),
  /** What the shopper is told about it now. */
  status_text: z.string(),
});
export type OnlinePayment = z.output<typeof onlinePaymentSchema>;

const notOffered = { status: 404, message: ONLINE_PAYMENT_MESSAGES.notOffered } as const;

/**
 * Online payment. POST: what the shopper pays for (one of the dealer's purposes), their
 * reference and the amount in dollars; the server parses the amount to cents and checks it against
 * the dealer's limits (`features.onlinePayment`; this schema carries the defaults, the function
 * parses with the dealer's own), stores a pending payment and answers the provider's hosted
 * checkout to go to (201; 200 with the first payment when the idempotency key repeats). Not offered
 * by the dealer: 404; signed out where the dealer gates online-payment: 401.
 */
export const createOnlinePayment = defineContract({
  path: "/api/online-payment",
  methods: ["POST"],
  request: onlinePaymentRequestSchema(),
  response: z.object({ payment: onlinePaymentSchema, checkout_url: z.string() }),
  errors: {
    not_offered: notOffered,
    too_many_payments: {
      status: 429,
      message: "We've received a lot of payments from your connection. Please try again later, or give us a call.",
    },
    payments_unavailable: { status: 503, message: "We couldn't reach the payment service. Please try again." },
  },
});

/** GET /api/online-payment/status?id=: the receipt page's view of one payment (its id is the secret). */
export const onlinePaymentStatus = defineContract({
  path: "/api/online-payment/status",
  methods: ["GET"],
  request: z.object({ id: z.uuid({ error: "must be a payment id" }) }),
  response: z.object({ payment: onlinePaymentSchema }),
  errors: {
    not_offered: notOffered,
    not_found: { status: 404, message: "That payment couldn't be found." },
  },
});
