import { inBackground } from "../platform/background.ts";
import type { Db } from "../platform/db/client.ts";
import type { FunctionContext } from "../platform/http/define-function.ts";
import { onlinePaymentEvents } from "../online-payments/provider-events.ts";
import { onlinePaymentByPayment } from "../online-payments/store.ts";
import { ONLINE_PAYMENT_KIND, type PaymentEvent } from "../platform/providers/payments/index.ts";
import { reservationEvents } from "../reservations/provider-events.ts";
import { reservationByPayment } from "../reservations/store.ts";
import { loadTenant } from "../platform/tenant.ts";
import type { AfterEvent, EventWing } from "./provider-events.ts";
import { paymentsFor } from "./provider.ts";

/** The money lifecycles a payment provider event can be news for. */
export type PaymentEventOwner = "reservation" | "online_payment";

/**
 * Which lifecycle's wing a provider event goes to (functions/payments-webhook.ts). Our metadata
 * says so when the event carries it (`kind: "online_payment"`, or a `reservation_id`); a dispute
 * (and maybe a refund) carries none of ours, so the PaymentIntent it names decides: a
 * reservation's deposit or an online payment. An event naming neither goes to the reservations
 * wing, which stores it and ignores it ("ignored: no reservation").
 */
export async function paymentEventOwner(db: Pick<Db, "select">, event: PaymentEvent): Promise<PaymentEventOwner> {
  if (event.metadata.kind === ONLINE_PAYMENT_KIND) return "online_payment";
  if (event.metadata.reservation_id || !event.paymentId) return "reservation";
  if (await reservationByPayment(db, event.paymentId)) return "reservation";
  return (await onlinePaymentByPayment(db, event.paymentId)) ? "online_payment" : "reservation";
}

/**
 * POST /api/payments/webhook's answer to one verified event: handled once by its owner's wing,
 * then the wing's follow-up (lead deliveries, the shopper's SMS, a reservation's stock) after
 * the answer.
 */
export async function answerPaymentEvent(
  db: Db,
  event: PaymentEvent,
  context: FunctionContext,
): Promise<{ received: true; duplicate: boolean; outcome: string }> {
  const owner = await paymentEventOwner(db, event);
  return owner === "online_payment"
    ? answerWith(onlinePaymentEvents, db, event, context)
    : answerWith(reservationEvents, db, event, context);
}

async function answerWith<After extends AfterEvent>(
  wing: EventWing<After>,
  db: Db,
  event: PaymentEvent,
  context: FunctionContext,
): Promise<{ received: true; duplicate: boolean; outcome: string }> {
  const handled = await wing.handle(db, paymentsFor(db), event, loadTenant);
  const { tenant, after } = handled;
  if (tenant && wing.hasFollowUp(after))
    inBackground(context, wing.followUpName, () => wing.followUp(db, tenant, after, context));
  console.log(`[payments] ${wing.logAs}${event.type} ${event.id}: ${handled.outcome}`);
  return { received: true, duplicate: handled.duplicate, outcome: handled.outcome };
}
