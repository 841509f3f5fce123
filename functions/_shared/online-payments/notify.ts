import { formatAmountCents, formatPaidAt } from "../../../src/lib/payments/online-payment.ts";
import type { Db, Tx } from "../db/client.ts";
import { type SiteLead, submitLead } from "../leads/submit.ts";
import { smsProvider } from "../providers/sms/index.ts";
import type { Tenant } from "../tenant.ts";
import type { OnlinePaymentRow } from "./store.ts";

type Paid = OnlinePaymentRow & { paidAt: Date };

/** "Service invoice INV-1042": what the payment is for, as the provider's page and the dealer see it. */
export const paymentDescription = (row: Pick<OnlinePaymentRow, "purpose" | "reference">): string =>
  `${row.purpose} ${row.reference}`;

/**
 * The dealer's lead for a payment received, committed with the status change (through the outbox,
 * so it reaches the CRM even if the CRM is down). One lead per payment.
 */
export async function queuePaymentLead(db: Db, tx: Tx, tenant: Tenant, row: Paid, now: Date): Promise<string[]> {
  const amount = formatAmountCents(row.amountCents);
  const paid = formatPaidAt(row.paidAt, tenant.config.timeZone);
  const lead: SiteLead = {
    kind: "online-payment",
    formType: "Online Payment",
    category: /service/i.test(row.purpose) ? "Service" : "Sales",
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    phone: row.phone,
    postcode: undefined,
    car_id: undefined,
    location_id: undefined,
    dealership_id: undefined,
    comments: `Online payment received. Receipt ${row.receiptNumber}. ${row.purpose}, reference ${row.reference}: ${amount} (${row.currency.toUpperCase()}) paid ${paid}.`,
    opt_in: false,
    page_url: undefined,
    analytics: {},
    details: {
      receipt_number: row.receiptNumber,
      payment_purpose: row.purpose,
      payment_reference: row.reference,
      amount_cents: row.amountCents,
      currency: row.currency,
      paid_at: row.paidAt.toISOString(),
      payment_provider: row.provider,
      payment_id: row.paymentId ?? "",
    },
  };
  const submitted = await submitLead(db, tenant, lead, `online-payment:${row.id}:paid`, now, tx);
  return submitted.deliveryIds;
}

/** The shopper's SMS receipt, after the payment committed; a failed send is logged, the payment stands. */
export async function textPaymentReceipt(db: Db, tenant: Tenant, row: Paid): Promise<void> {
  const amount = formatAmountCents(row.amountCents);
  const paid = formatPaidAt(row.paidAt, tenant.config.timeZone);
  const body = `${tenant.config.name}: thank you, we received your payment of ${amount} for ${paymentDescription(row)} on ${paid}. Receipt ${row.receiptNumber}.`;
  await smsProvider(db).send({ tenant: tenant.slug, to: row.phone, body });
}
