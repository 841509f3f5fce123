import { paymentsWebhook } from "#lib/api/reservations.ts";
import { type Db, getDb } from "./_shared/platform/db/client.ts";
import { defineFunction } from "./_shared/entry/define-function.ts";
import { onlinePaymentEvents } from "./_shared/online-payments/provider-events.ts";
import { onlinePaymentByPayment } from "./_shared/online-payments/store.ts";
import { paymentsFor } from "./_shared/payment-events/provider.ts";
import { answerWith } from "./_shared/payment-events/webhook.ts";
import {
  ONLINE_PAYMENT_KIND,
  type PaymentEvent,
  WebhookSignatureError,
} from "./_shared/platform/providers/payments/index.ts";
import { reservationEvents } from "./_shared/reservations/provider-events.ts";
import { reservationByPayment } from "./_shared/reservations/store.ts";

export const config = { path: "/api/payments/webhook", method: ["POST"] };

// The event verified over the raw body, handed from `authenticate` to the handler.
const verified = new WeakMap<Request, PaymentEvent>();

/**
 * Which lifecycle's wing a provider event goes to. The routing lives here, in the one function that
 * serves both wings, so the shared wing (_shared/payment-events/) imports neither of them. Our
 * metadata says so when the event carries it (`kind: "online_payment"`, or a `reservation_id`); a
 * dispute (and maybe a refund) carries none of ours, so the PaymentIntent it names decides: a
 * reservation's deposit or an online payment. An event naming neither goes to the reservations
 * wing, which stores it and ignores it ("ignored: no reservation").
 */
async function ownerOf(db: Pick<Db, "select">, event: PaymentEvent): Promise<"reservation" | "online_payment"> {
  if (event.metadata.kind === ONLINE_PAYMENT_KIND) return "online_payment";
  if (event.metadata.reservation_id || !event.paymentId) return "reservation";
  if (await reservationByPayment(db, event.paymentId)) return "reservation";
  return (await onlinePaymentByPayment(db, event.paymentId)) ? "online_payment" : "reservation";
}

/**
 * The payment provider's events. The Stripe signature is checked over the exact bytes
 * received before anything else; a missing, wrong or stale one is answered 400 and changes nothing.
 * Each event goes to the lifecycle it is news for (`ownerOf`), which handles it once (`answerWith`).
 */
export default defineFunction(
  paymentsWebhook,
  async (_input, { request, context }) => {
    const db = await getDb();
    const event = verified.get(request)!;
    return (await ownerOf(db, event)) === "online_payment"
      ? answerWith(onlinePaymentEvents, db, event, context)
      : answerWith(reservationEvents, db, event, context);
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
