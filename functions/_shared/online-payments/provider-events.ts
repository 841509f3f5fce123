import { isHoldLetGo } from "#lib/payments/provider-news.ts";
import type { Db } from "../platform/db/client.ts";
import { deliverLeadsNow } from "../payment-events/notify.ts";
import {
  type EventHandler,
  type EventWing,
  handleOnce,
  readEvent,
  unchanged,
} from "../payment-events/provider-events.ts";
import { recordNews } from "../payment-events/provider-news.ts";
import { queueOnlinePaymentLead } from "./notify.ts";
import { onlinePaymentNews } from "./provider-news.ts";
import {
  findOnlinePayment,
  moveOnlinePayment,
  onlinePaymentByPayment,
  type OnlinePaymentRow,
  recordOnOnlinePayment,
} from "./store.ts";

/** Work to do once a payment has committed: the dealer's lead deliveries (and the shopper's receipt, queued with them). */
export interface AfterPayment {
  deliveryIds: string[];
}

/** A checkout names its payment in the metadata; a completed one is paid, or soon. */
const READER = {
  ownIdKey: "payment_id",
  byId: findOnlinePayment,
  byPayment: onlinePaymentByPayment,
  completed: "completed" as const,
};

/**
 * One provider event for an online payment (metadata kind "online_payment", or a refund or dispute
 * naming an online payment's PaymentIntent: functions/payments-webhook.ts), handled once
 * (../payment-events/provider-events.ts). What the event does to the payment's status is the lifecycle's
 * table (src/lib/online-payments/lifecycle.ts). Paid: the dealer's lead is queued in that
 * transaction; the SMS receipt follows after the commit. A refund or a dispute is recorded on the
 * payment and sent to the dealer as a lead of its own (./provider-news.ts).
 */
export const handleOnlinePaymentEvent: EventHandler<AfterPayment> = async (
  db,
  payments,
  event,
  loadTenant,
  now = new Date(),
) => {
  const { found, tenant, said } = await readEvent(db, event, READER, loadTenant);
  // An immediate payment is never a hold, but a refund of a charge never captured gave nothing back.
  const kind =
    said === "completed" && event.paid === true ? "captured" : said === "refunded" && isHoldLetGo(event) ? null : said;
  const none: AfterPayment = { deliveryIds: [] };
  const result = await handleOnce(db, payments, event, now, none, async (tx) => {
    if (!found || !tenant) return { outcome: "ignored: no online payment", after: none };
    const paymentId = event.paymentId ?? found.paymentId ?? undefined;
    switch (kind) {
      case "captured": {
        const paid = (await moveOnlinePayment(tx, found.id, "captured", {
          paidAt: now,
          note: null,
          updatedAt: now,
          ...(paymentId ? { paymentId } : {}),
        })) as (OnlinePaymentRow & { paidAt: Date }) | null;
        if (!paid) return unchanged(tx, found, findOnlinePayment, none);
        const deliveryIds = await queueOnlinePaymentLead(db, tx, tenant, paid, now);
        return { outcome: `paid ${paid.receiptNumber}`, after: { deliveryIds } };
      }
      case "completed":
        // Completed but not yet paid (a slower payment method): the intent's success will follow.
        if (paymentId) await recordOnOnlinePayment(tx, found.id, "completed", { paymentId, updatedAt: now });
        return { outcome: `awaiting payment ${found.receiptNumber}`, after: none };
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
          ? { outcome: `failed ${found.receiptNumber}`, after: none }
          : unchanged(tx, found, findOnlinePayment, none);
      }
      case "refunded":
      case "disputed":
        return recordNews(onlinePaymentNews, kind, db, tx, tenant, found, event, now);
      case "authorised":
      case null:
        return { outcome: "ignored", after: none };
    }
  });
  return { ...result, tenant };
};

/** After a commit: the lead deliveries and the shopper's receipt are tried now (the outbox retries the rest). */
export async function followUpPayment(db: Db, after: AfterPayment): Promise<void> {
  await deliverLeadsNow(db, after.deliveryIds);
}

/** The webhook's online payment wing: its events, and the lead and the receipt after the answer. */
export const onlinePaymentEvents: EventWing<AfterPayment> = {
  logAs: "online payment ",
  followUpName: "online payment follow-up",
  handle: handleOnlinePaymentEvent,
  hasFollowUp: (after) => Boolean(after.deliveryIds.length),
  followUp: (db, _tenant, after) => followUpPayment(db, after),
};
