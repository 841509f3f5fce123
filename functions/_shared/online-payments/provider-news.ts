import { formatAmountCents } from "../../../src/lib/format/money.ts";
import { disputeNews, refundedSoFar, refundNews } from "../../../src/lib/payments/provider-news.ts";
import type { Db, Tx } from "../db/client.ts";
import type { PaymentEvent } from "../providers/payments/index.ts";
import type { Tenant } from "../tenant.ts";
import { queuePaymentLead } from "./notify.ts";
import { type OnlinePaymentRow, recordOnOnlinePayment } from "./store.ts";

/**
 * What the payment provider tells us about an online payment after it is paid — a refund made at
 * the provider, a dispute from the shopper's bank — recorded on the payment (never its status) and
 * sent to the dealer as an "Online Payment" lead, as reservations do with their deposits
 * (../reservations/provider-news.ts; the rules both read the events by are
 * src/lib/payments/provider-news.ts).
 */

/** Money given back at the provider, in part or in full: every refund so far, and when the latest was recorded. */
export async function recordRefund(
  db: Db,
  tx: Tx,
  tenant: Tenant,
  row: OnlinePaymentRow,
  event: PaymentEvent,
  now: Date,
): Promise<{ outcome: string; deliveryIds: string[] }> {
  const updated =
    (await recordOnOnlinePayment(tx, row.id, "refunded", {
      refundedCents: refundedSoFar(row, event),
      refundedAt: now,
      updatedAt: now,
    })) ?? row;
  // Told as stored: another refund recorded meanwhile may have raised the total.
  const { refundedCents, news } = refundNews(updated, event, "payment");
  console.warn(`[online-payment] ${tenant.slug}: ${row.receiptNumber} refunded ${formatAmountCents(refundedCents)}`);
  const deliveryIds = await queuePaymentLead(db, tx, tenant, updated, now, news);
  return { outcome: `refunded ${row.receiptNumber}`, deliveryIds };
}

/** The shopper's bank disputes the payment: the dealer must answer it at the provider before its deadline. */
export async function recordDispute(
  db: Db,
  tx: Tx,
  tenant: Tenant,
  row: OnlinePaymentRow,
  event: PaymentEvent,
  now: Date,
): Promise<{ outcome: string; deliveryIds: string[] }> {
  const { dispute, news } = disputeNews(row, event);
  const updated =
    (await recordOnOnlinePayment(tx, row.id, "disputed", {
      disputedAt: now,
      disputeReason: dispute.reason,
      disputedCents: dispute.cents,
      updatedAt: now,
    })) ?? row;
  console.warn(`[online-payment] ${tenant.slug}: ${row.receiptNumber} disputed (${dispute.reason})`);
  const deliveryIds = await queuePaymentLead(db, tx, tenant, updated, now, news);
  return { outcome: `disputed ${row.receiptNumber}`, deliveryIds };
}
