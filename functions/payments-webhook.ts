import { paymentsWebhook } from "#lib/api/reservations.ts";
import { getDb } from "./_shared/platform/db/client.ts";
import { defineFunction } from "./_shared/platform/http/define-function.ts";
import { paymentsFor } from "./_shared/payment-events/provider.ts";
import { answerPaymentEvent } from "./_shared/payment-events/webhook.ts";
import { type PaymentEvent, WebhookSignatureError } from "./_shared/platform/providers/payments/index.ts";

export const config = { path: "/api/payments/webhook", method: ["POST"] };

// The event verified over the raw body, handed from `authenticate` to the handler.
const verified = new WeakMap<Request, PaymentEvent>();

/**
 * The payment provider's events. The Stripe signature is checked over the exact bytes
 * received before anything else; a missing, wrong or stale one is answered 400 and changes nothing.
 * Each event goes to the lifecycle it is news for: a reservation's or an online payment's
 * (`answerPaymentEvent`: by our metadata, else by the payment a refund or dispute names).
 */
export default defineFunction(
  paymentsWebhook,
  async (_input, { request, context }) => answerPaymentEvent(await getDb(), verified.get(request)!, context),
  {
    authenticate: async (rawBody, call) => {
      try {
        const event = await paymentsFor(await getDb()).verifyWebhook(
          rawBody,
          call.request.headers.get("stripe-signature"),
        );
        verified.set(call.request, event);
      } catch (error) {
        if (error instanceof WebhookSignatureError) throw call.fail("bad_signature");
        throw error;
      }
    },
  },
);
