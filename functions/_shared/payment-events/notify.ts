import type { VisitSource } from "#lib/insights/visit-source.ts";
import { newsLeadKey, type ProviderNews } from "#lib/payments/provider-news.ts";
import { inArray } from "drizzle-orm";
import type { Db, Tx } from "../platform/db/client.ts";
import { leadDeliveries } from "../platform/db/schema.ts";
import { sendMessagesNow } from "../platform/messages/outbox.ts";
import { queueReceipt, type ReceiptFor } from "./receipts.ts";
import { type SiteLead, submitLead } from "../leads/submit.ts";
import { attemptDeliveries } from "../platform/outbox/deliver.ts";
import { claimDue } from "../platform/outbox/store.ts";
import type { Tenant } from "../platform/tenant.ts";

/**
 * What telling the dealer and the shopper about money looks like for both wings (reservations'
 * deposits, online payments): a lead committed with the change through the outbox, tried again
 * after the commit, with the shopper's receipt (email and SMS) queued beside it. Each wing has its own words (its notify.ts).
 */

/** What a wing says in its lead; the rest of a lead the site records itself is the same for both. */
export type PaymentLeadFields = Pick<
  SiteLead,
  "kind" | "formType" | "category" | "first_name" | "last_name" | "email" | "phone" | "car_id" | "comments" | "details"
>;

/**
 * The dealer's lead about `subject` ("reservation:<id>", "online-payment:<id>"), committed in the
 * caller's transaction (through the outbox, so it reaches the CRM as ADF or email even if the CRM
 * is down): one per status it reached (`reached`), and one per provider event with news.
 * `fromOwner`: the phone is the one its shopper verified, so their details are the owner's.
 */
export async function queuePaymentLead(
  db: Db,
  tx: Tx,
  tenant: Tenant,
  fields: PaymentLeadFields,
  lead: { subject: string; reached: string; news?: ProviderNews<string>; fromOwner?: boolean; source?: VisitSource },
  now: Date,
  receipt?: ReceiptFor,
): Promise<string[]> {
  const siteLead: SiteLead = {
    kind: fields.kind,
    formType: fields.formType,
    category: fields.category,
    first_name: fields.first_name,
    last_name: fields.last_name,
    email: fields.email,
    phone: fields.phone,
    postcode: undefined,
    car_id: fields.car_id,
    location_id: undefined,
    dealership_id: undefined,
    comments: fields.comments,
    opt_in: false,
    page_url: undefined,
    analytics: {},
    details: fields.details,
  };
  const key = lead.news ? newsLeadKey(lead.subject, lead.news) : `${lead.subject}:${lead.reached}`;
  const submitted = await submitLead(db, tenant, siteLead, key, now, tx, lead.fromOwner ?? false, {
    source: lead.source,
  });
  // The shopper's receipt, with the lead (once: a repeat of the lead's key queues nothing).
  if (submitted.created && receipt) await queueReceipt(tx, tenant, submitted.lead.id, receipt, now);
  return submitted.deliveryIds;
}

/**
 * After a commit: its lead deliveries and the shopper's messages queued with those leads (receipts
 * among them) are tried now; the outbox retries the rest.
 */
export async function deliverLeadsNow(db: Db, deliveryIds: string[]): Promise<void> {
  if (!deliveryIds.length) return;
  const leadIds = await db
    .selectDistinct({ leadId: leadDeliveries.leadId })
    .from(leadDeliveries)
    .where(inArray(leadDeliveries.id, deliveryIds));
  await Promise.all([
    claimDue(db, { ids: deliveryIds }).then((claimed) => attemptDeliveries(db, claimed)),
    sendMessagesNow(db, { leadIds: leadIds.map((row) => row.leadId) }),
  ]);
}
