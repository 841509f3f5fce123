import type { Receipt } from "#lib/messages/catalogue/parts/reservation.ts";
import type { Db, Tx } from "../platform/db/client.ts";
import type { Tenant } from "../platform/tenant.ts";
import { queueMessages, type QueuedMessage } from "../platform/messages/outbox.ts";
import { fromHeader } from "../platform/messages/sender.ts";

/**
 * A receipt (a deposit held, taken, released, expired or refunded; an online payment and
 * its refund) is queued with the dealer's lead about it, in the same transaction, by email and SMS.
 * Unlike acknowledgements they are not capped: each follows a payment the shopper made, and the
 * lead's own key makes it one per transition or provider event. The SMS is the one shoppers got
 * before these emails, now through the outbox.
 */
export interface ReceiptFor {
  receipt: Receipt;
  email?: string | null;
  phone?: string | null;
}

export async function queueReceipt(
  tx: Db | Tx,
  tenant: Tenant,
  leadId: string,
  { receipt, email, phone }: ReceiptFor,
  now: Date,
): Promise<string[]> {
  // Not capped: a receipt follows a payment made with a card, which no stranger spends on someone's inbox.
  const base = {
    tenant: tenant.slug,
    leadId,
    purpose: "receipt",
    maxAttempts: tenant.config.leads.maxAttempts,
    capped: false,
  };
  const queued: QueuedMessage[] = [];
  if (email) {
    const { sender } = receipt.email;
    queued.push({
      ...base,
      idempotencyKey: `${leadId}:receipt:email`,
      message: {
        channel: "email",
        to: email,
        content: { from: fromHeader(sender.name, tenant.config.siteUrl), replyTo: sender.email, email: receipt.email },
      },
    });
  }
  if (phone)
    queued.push({
      ...base,
      idempotencyKey: `${leadId}:receipt:sms`,
      message: { channel: "sms", to: phone, content: { body: receipt.sms } },
    });
  return queueMessages(tx, queued, now);
}
