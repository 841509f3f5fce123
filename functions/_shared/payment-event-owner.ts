import type { Db } from "./db/client.ts";
import { onlinePaymentByPayment } from "./online-payments/store.ts";
import { ONLINE_PAYMENT_KIND, type PaymentEvent } from "./providers/payments/index.ts";
import { reservationByPayment } from "./reservations/store.ts";

/** The money lifecycles a payment provider event can be news for. */
export type PaymentEventOwner = "reservation" | "online_payment";

/**
 * Which lifecycle's webhook handler a provider event goes to (functions/payments-webhook.ts). Our
 * metadata says so when the event carries it (`kind: "online_payment"`, or a `reservation_id`); a
 * dispute (and maybe a refund) carries none of ours, so the PaymentIntent it names decides: a
 * reservation's deposit or an online payment. An event naming neither goes to the reservations
 * handler, which stores it and ignores it ("ignored: no reservation").
 */
export async function paymentEventOwner(db: Pick<Db, "select">, event: PaymentEvent): Promise<PaymentEventOwner> {
  if (event.metadata.kind === ONLINE_PAYMENT_KIND) return "online_payment";
  if (event.metadata.reservation_id || !event.paymentId) return "reservation";
  if (await reservationByPayment(db, event.paymentId)) return "reservation";
  return (await onlinePaymentByPayment(db, event.paymentId)) ? "online_payment" : "reservation";
}
