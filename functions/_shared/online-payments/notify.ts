import { formatAmountCents } from "#lib/format/money.ts";
import { formatPaidAt } from "#lib/online-payments/online-payment.ts";
import type { ProviderNews } from "#lib/payments/provider-news.ts";
import type { Db, Tx } from "../platform/db/client.ts";
import { PAYMENT_MESSAGES } from "#lib/messages/catalogue/by-event.ts";
import { messageSender } from "../platform/messages/sender.ts";
import { type PaymentLeadFields, queuePaymentLead } from "../payment-events/notify.ts";
import type { Tenant } from "../platform/tenant.ts";
import type { OnlinePaymentRow } from "./store.ts";

type Paid = OnlinePaymentRow & { paidAt: Date };

/** "Service invoice INV-1042": what the payment is for, as the provider's page and the dealer see it. */
export const paymentDescription = (row: Pick<OnlinePaymentRow, "purpose" | "reference">): string =>
  `${row.purpose} ${row.reference}`;

/** What the payment provider reported about a payment that the dealer must hear of: a refund, a dispute. */
export type OnlinePaymentNews = ProviderNews<"refunded" | "disputed">;

const HEADLINE: Record<"paid" | OnlinePaymentNews["kind"], string> = {
  paid: "Online payment received",
  refunded: "Online payment refunded at the payment provider",
  disputed: "Online payment disputed: the shopper's bank opened a dispute",
};

/**
 * The dealer's lead for a payment received, or for news from the payment provider about it,
 * committed with it (through the outbox, so it reaches the CRM even if the CRM is down). One lead
 * per payment received, and one per provider event.
 */
export async function queueOnlinePaymentLead(db: Db, tx: Tx, tenant: Tenant, row: Paid, now: Date): Promise<string[]>;
export async function queueOnlinePaymentLead(
  db: Db,
  tx: Tx,
  tenant: Tenant,
  row: OnlinePaymentRow,
  now: Date,
  news: OnlinePaymentNews,
): Promise<string[]>;
export async function queueOnlinePaymentLead(
  db: Db,
  tx: Tx,
  tenant: Tenant,
  row: OnlinePaymentRow,
  now: Date,
  news?: OnlinePaymentNews,
): Promise<string[]> {
  const amount = formatAmountCents(row.amountCents, tenant.config.pricing.currency);
  // News may come before the capture it follows (the provider's events come in no set order).
  const paid = row.paidAt ? ` paid ${formatPaidAt(row.paidAt, tenant.config.timeZone)}` : "";
  const fields: PaymentLeadFields = {
    kind: "online-payment",
    formType: "Online Payment",
    category: /service/i.test(row.purpose) ? "Service" : "Sales",
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    phone: row.phone,
    car_id: undefined,
    comments: `${HEADLINE[news?.kind ?? "paid"]}. Receipt ${row.receiptNumber}. ${row.purpose}, reference ${row.reference}: ${amount} (${row.currency.toUpperCase()})${paid}.${news ? ` ${news.text}.` : ""}`,
    details: {
      receipt_number: row.receiptNumber,
      payment_purpose: row.purpose,
      payment_reference: row.reference,
      amount_cents: row.amountCents,
      currency: row.currency,
      paid_at: row.paidAt?.toISOString() ?? "",
      payment_provider: row.provider,
      payment_id: row.paymentId ?? "",
      ...(news ? { payment_status: row.status, payment_news: news.kind, ...news.details } : {}),
    },
  };
  const lead = { subject: `online-payment:${row.id}`, reached: "paid", news };
  return queuePaymentLead(db, tx, tenant, fields, lead, now, paymentReceiptFor(tenant, row, news, now));
}

/** The shopper's receipt for a payment, or for its refund; nothing for a dispute (their bank's doing). */
function paymentReceiptFor(tenant: Tenant, row: OnlinePaymentRow, news: OnlinePaymentNews | undefined, now: Date) {
  if (news && news.kind !== "refunded") return undefined;
  const { config } = tenant;
  const currency = config.pricing.currency;
  const data = {
    firstName: row.firstName,
    amount: formatAmountCents(row.amountCents, currency),
    receiptNumber: row.receiptNumber,
    description: paymentDescription(row),
    paidAt: row.paidAt ? formatPaidAt(row.paidAt, config.timeZone) : "",
    refunded: row.refundedCents ? formatAmountCents(row.refundedCents, currency) : undefined,
    receiptUrl: new URL(`/online-payment/?payment=${encodeURIComponent(row.id)}`, config.siteUrl).href,
    at: now,
    timeZone: config.timeZone,
    sender: messageSender(tenant),
    settings: config.messages,
  };
  return { name: PAYMENT_MESSAGES[news ? "refunded" : "paid"], data, email: row.email, phone: row.phone };
}
