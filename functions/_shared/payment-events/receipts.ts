import type { DataOf } from "#lib/messages/catalogue/index.ts";
import type { PAYMENT_MESSAGES, RESERVATION_MESSAGES } from "#lib/messages/catalogue/by-event.ts";
import type { Db, Tx } from "../platform/db/client.ts";
import type { Tenant } from "../platform/tenant.ts";
import { queueMessage } from "../platform/messages/queue.ts";

/**
 * A receipt (a deposit held, taken, released, expired or refunded; an online payment and
 * its refund) is queued with the dealer's lead about it, in the same transaction, by email and SMS.
 * Unlike acknowledgements they are not capped (the catalogue says so: each follows a payment the
 * shopper made), and the lead's own key makes it one per transition or provider event. The SMS is
 * the one shoppers got before these emails, now through the outbox.
 */
type ReceiptName =
  | (typeof RESERVATION_MESSAGES)[keyof typeof RESERVATION_MESSAGES]
  | (typeof PAYMENT_MESSAGES)[keyof typeof PAYMENT_MESSAGES];

/** Which receipt, made from what, to whom. */
export type ReceiptFor = {
  [N in ReceiptName]: { name: N; data: DataOf<N>; email?: string | null; phone?: string | null };
}[ReceiptName];

export async function queueReceipt(
  tx: Db | Tx,
  tenant: Tenant,
  leadId: string,
  { name, data, email, phone }: ReceiptFor,
  now: Date,
): Promise<string[]> {
  return queueMessage(tx, tenant, name, data, { leadId, key: `${leadId}:receipt`, to: { email, sms: phone } }, now);
}
