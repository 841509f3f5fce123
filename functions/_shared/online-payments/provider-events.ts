import { deliverLeadsNow } from "../payment-events/notify.ts";
import {
  type AfterEvent,
  applyEvent,
  type EventHandler,
  type EventWing,
  readEvent,
  unchanged,
} from "../payment-events/provider-events.ts";
import { queueOnlinePaymentLead } from "./notify.ts";
import { onlinePaymentNews } from "./provider-news.ts";
import {
  findOnlinePayment,
  moveOnlinePayment,
  onlinePaymentByPayment,
  type OnlinePaymentRow,
  recordOnOnlinePayment,
} from "./store.ts";

/** A checkout names its payment in the metadata; a completed one is paid, or soon. */
const READER = {
  ownIdKey: "payment_id",
  byId: findOnlinePayment,
  byPayment: onlinePaymentByPayment,
  completed: "completed" as const,
  noRow: "no online payment",
  news: onlinePaymentNews,
};

/** Work to do once a payment has committed: the dealer's lead deliveries (and the shopper's receipt, queued with them). */
const NOTHING_AFTER: AfterEvent = { deliveryIds: [] };

/**
 * One provider event for an online payment (metadata kind "online_payment", or a refund or dispute
 * naming an online payment's PaymentIntent: functions/payments-webhook.ts), handled once
 * (../payment-events/provider-events.ts, which also records refunds and disputes). What the event
 * does to the payment's status is the lifecycle's table (src/lib/online-payments/lifecycle.ts).
 * Paid: the dealer's lead is queued in that transaction; the SMS receipt follows after the commit.
 */
export const handleOnlinePaymentEvent: EventHandler<AfterEvent> = async (
  db,
  payments,
  event,
  loadTenant,
  now = new Date(),
) => {
  const read = await readEvent(db, event, READER, loadTenant);
  const { said } = read;
  // An immediate payment is never a hold: a completed checkout already paid is the capture, and a
  // hold let go is nothing to this wing.
  const kind = said === "completed" && event.paid === true ? "captured" : said === "hold_let_go" ? null : said;
  const wing = { reader: READER, nothingAfter: NOTHING_AFTER };
  return applyEvent(db, payments, event, now, read, kind, wing, async (tx, found, tenant, kind) => {
    const paymentId = event.paymentId ?? found.paymentId ?? undefined;
    switch (kind) {
      case "captured": {
        const paid = (await moveOnlinePayment(tx, found.id, "captured", {
          paidAt: now,
          note: null,
          updatedAt: now,
          ...(paymentId ? { paymentId } : {}),
        })) as (OnlinePaymentRow & { paidAt: Date }) | null;
        if (!paid) return unchanged(tx, found, findOnlinePayment, NOTHING_AFTER);
        const deliveryIds = await queueOnlinePaymentLead(db, tx, tenant, paid, now);
        return { outcome: `paid ${paid.receiptNumber}`, after: { deliveryIds } };
      }
      case "completed":
        // Completed but not yet paid (a slower payment method): the intent's success will follow.
        if (paymentId) await recordOnOnlinePayment(tx, found.id, "completed", { paymentId, updatedAt: now });
        return { outcome: `awaiting payment ${found.receiptNumber}`, after: NOTHING_AFTER };
      case "declined":
      case "released": {
        // A declined card: the shopper may try another on the same checkout, which would still pay it.
        const note = kind === "declined" ? "card declined" : "checkout cancelled at the provider";
        const failed = await moveOnlinePayment(tx, found.id, kind, {
          note,
          updatedAt: now,
          ...(paymentId ? { paymentId } : {}),
        });
        return failed
          ? { outcome: `failed ${found.receiptNumber}`, after: NOTHING_AFTER }
          : unchanged(tx, found, findOnlinePayment, NOTHING_AFTER);
      }
      case "authorised":
        return { outcome: "ignored", after: NOTHING_AFTER };
    }
  });
};

/** The webhook's online payment wing: its events, and the lead and the receipt after the answer (the outbox retries the rest). */
export const onlinePaymentEvents: EventWing<AfterEvent> = {
  logAs: "online payment ",
  followUpName: "online payment follow-up",
  handle: handleOnlinePaymentEvent,
  hasFollowUp: (after) => Boolean(after.deliveryIds.length),
  followUp: (db, _tenant, after) => deliverLeadsNow(db, after.deliveryIds),
};
