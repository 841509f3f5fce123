import { paymentsWebhook } from "../src/lib/api/reservations.ts";
import { inBackground } from "./_shared/background.ts";
import { getDb } from "./_shared/db/client.ts";
import { defineFunction } from "./_shared/http/define-function.ts";
import { onlinePaymentWebhook } from "./_shared/online-payments/webhook.ts";
import { paymentsFor } from "./_shared/payments.ts";
import { paymentEventOwner } from "./_shared/payment-event-owner.ts";
import { type PaymentEvent, WebhookSignatureError } from "./_shared/providers/payments/index.ts";
import { followUp, handlePaymentEvent } from "./_shared/reservations/lifecycle.ts";
import { loadTenant } from "./_shared/tenant.ts";

export const config = { path: "/api/payments/webhook", method: ["POST"] };

// The event verified over the raw body, handed from `authenticate` to the handler.
const verified = new WeakMap<Request, PaymentEvent>();

/**
 * Issue 16: the payment provider's events. The Stripe signature is checked over the exact bytes
 * received before anything else; a missing, wrong or stale one is answered 400 and changes nothing.
 * Each event goes to the lifecycle it is news for: a reservation's or an online payment's
 * (`paymentEventOwner`: by our metadata, else by the payment a refund or dispute names).
 */
export default defineFunction(
  paymentsWebhook,
  async (_input, { request, context }) => {
    const db = await getDb();
    const event = verified.get(request)!;
    if ((await paymentEventOwner(db, event)) === "online_payment") return onlinePaymentWebhook(db, event, context);
    const handled = await handlePaymentEvent(db, paymentsFor(db), event, loadTenant);
    const { tenant, after } = handled;
    if (tenant && (after.deliveryIds.length || after.text || after.stockChanged))
      inBackground(context, "reservation follow-up", () => followUp(db, tenant, after, context));
    console.log(`[payments] ${event.type} ${event.id}: ${handled.outcome}`);
    return { received: true as const, duplicate: handled.duplicate, outcome: handled.outcome };
  },
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
