import { randomUUID } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import { type OnlinePaymentRequest, receiptNumber } from "../../../src/lib/payments/online-payment.ts";
import type { Db, Tx } from "../db/client.ts";
import { onlinePayments, paymentEvents } from "../db/schema.ts";
import { attemptDeliveries } from "../outbox/deliver.ts";
import { claimDue } from "../outbox/store.ts";
import type { PaymentEvent, PaymentsProvider } from "../providers/payments/index.ts";
import { cryptoRandom } from "../random.ts";
import type { Tenant } from "../tenant.ts";
import { paymentDescription, queuePaymentLead, textPaymentReceipt } from "./notify.ts";
import { findByIdempotencyKey, findOnlinePayment, type OnlinePaymentRow } from "./store.ts";

/** Work to do once a payment has committed: the dealer's lead deliveries and the shopper's SMS receipt. */
export interface AfterPayment {
  deliveryIds: string[];
  receipt?: OnlinePaymentRow & { paidAt: Date };
}

/** Each POST opens a checkout at the provider: one address gets this many an hour (a shopper needs one or two). */
export const ONLINE_PAYMENT_PER_IP_LIMIT = { max: 30, windowSeconds: 60 * 60 };

/** Back from the provider to the payment page: the receipt, or (`cancelled`) the form again with a retry. */
export const paymentReturnUrl = (request: Request, paymentId: string, cancelled: boolean): string =>
  new URL(`/online-payment?payment=${paymentId}${cancelled ? "&cancelled=1" : ""}`, new URL(request.url).origin).href;

/**
 * A pending payment for the amount the server parsed and checked against the dealer's limits, then
 * the provider's hosted checkout for it. The same idempotency key (a double click, a retried
 * request) gets the first payment and its checkout back, whatever else was sent.
 */
export async function startOnlinePayment(
  db: Db,
  tenant: Tenant,
  payments: PaymentsProvider,
  input: OnlinePaymentRequest,
  returnUrl: (paymentId: string, cancelled: boolean) => string,
  now = new Date(),
): Promise<{ created: boolean; row: OnlinePaymentRow }> {
  const key = input.idempotency_key ?? randomUUID();
  let row: OnlinePaymentRow | undefined;
  let created = false;
  // A receipt number clashing with another (one in 10^11) is drawn again.
  for (let attempt = 0; attempt < 3 && !row; attempt++) {
    [row] = await db
      .insert(onlinePayments)
      .values({
        tenant: tenant.slug,
        receiptNumber: receiptNumber(cryptoRandom),
        purpose: input.purpose,
        reference: input.reference,
        amountCents: input.amount_cents,
        currency: "aud",
        firstName: input.first_name,
        lastName: input.last_name,
        email: input.email,
        phone: input.phone,
        provider: payments.name,
        idempotencyKey: key,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (row) created = true;
    else row = (await findByIdempotencyKey(db, tenant.slug, key)) ?? undefined;
  }
  if (!row) throw new Error(`could not store an online payment for ${tenant.slug}`);
  // Already at the provider: the same checkout (its page says so once it is paid).
  if (row.checkoutUrl) return { created, row };

  // The provider's own idempotency key is our row's: asking again after a failure gets one session.
  const checkout = await payments.createPaymentCheckout({
    tenant: tenant.slug,
    onlinePaymentId: row.id,
    description: paymentDescription(row),
    amountCents: row.amountCents,
    currency: "aud",
    successUrl: returnUrl(row.id, false),
    cancelUrl: returnUrl(row.id, true),
    customerEmail: row.email,
    idempotencyKey: `online-payment:${row.id}`,
  });
  const [updated] = await db
    .update(onlinePayments)
    .set({ checkoutId: checkout.checkoutId, checkoutUrl: checkout.url, updatedAt: now })
    .where(eq(onlinePayments.id, row.id))
    .returning();
  return { created, row: updated! };
}

/** pending or failed → paid, in one statement: of the provider's two events for one payment, one wins. */
async function markPaid(tx: Tx, id: string, paymentId: string | undefined, now: Date) {
  const [row] = await tx
    .update(onlinePayments)
    .set({ status: "paid", paidAt: now, note: null, updatedAt: now, ...(paymentId ? { paymentId } : {}) })
    .where(and(eq(onlinePayments.id, id), inArray(onlinePayments.status, ["pending", "failed"])))
    .returning();
  return row as (OnlinePaymentRow & { paidAt: Date }) | undefined;
}

/**
 * One provider event for an online payment (metadata kind "online_payment"), handled once: the
 * event id is stored in the same transaction as its effect, so a replay changes nothing and a
 * failure part way stores nothing (the provider's retry tries again). Paid: the dealer's lead is
 * queued in that transaction; the SMS receipt follows after the commit.
 */
export async function handleOnlinePaymentEvent(
  db: Db,
  payments: PaymentsProvider,
  event: PaymentEvent,
  loadTenant: (slug: string) => Promise<Tenant>,
  now = new Date(),
): Promise<{ duplicate: boolean; outcome: string; after: AfterPayment; tenant?: Tenant }> {
  const found = await findOnlinePayment(db, event.metadata.payment_id ?? "");
  const tenant = found ? await loadTenant(found.tenant) : undefined;
  const result = await db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(paymentEvents)
      .values({ provider: payments.name, eventId: event.id, type: event.type, receivedAt: now })
      .onConflictDoNothing()
      .returning();
    const none: AfterPayment = { deliveryIds: [] };
    if (!fresh) return { duplicate: true, outcome: "duplicate", after: none };
    if (!found || !tenant) return { duplicate: false, outcome: "ignored: no online payment", after: none };
    const paymentId = event.paymentId ?? found.paymentId ?? undefined;

    const paidNow = event.type === "payment.captured" || (event.type === "checkout.completed" && event.paid === true);
    if (paidNow) {
      const paid = await markPaid(tx, found.id, paymentId, now);
      if (!paid) {
        // Read again: the provider's other event for this payment may have paid it meanwhile.
        const current = (await findOnlinePayment(tx, found.id)) ?? found;
        return { duplicate: false, outcome: `unchanged: ${current.status}`, after: none };
      }
      const deliveryIds = await queuePaymentLead(db, tx, tenant, paid, now);
      return { duplicate: false, outcome: `paid ${paid.receiptNumber}`, after: { deliveryIds, receipt: paid } };
    }
    if (event.type === "checkout.completed") {
      // Completed but not yet paid (a slower payment method): the intent's success will follow.
      if (paymentId)
        await tx
          .update(onlinePayments)
          .set({ paymentId, updatedAt: now })
          .where(and(eq(onlinePayments.id, found.id), eq(onlinePayments.status, "pending")));
      return { duplicate: false, outcome: `awaiting payment ${found.receiptNumber}`, after: none };
    }
    if (event.type === "payment.failed" || event.type === "payment.released") {
      // A declined card: the shopper may try another on the same checkout, which would still pay it.
      const note = event.type === "payment.failed" ? "card declined" : "checkout cancelled at the provider";
      const [failed] = await tx
        .update(onlinePayments)
        .set({ status: "failed", note, updatedAt: now, ...(paymentId ? { paymentId } : {}) })
        .where(and(eq(onlinePayments.id, found.id), inArray(onlinePayments.status, ["pending", "failed"])))
        .returning();
      return failed
        ? { duplicate: false, outcome: `failed ${found.receiptNumber}`, after: none }
        : { duplicate: false, outcome: `unchanged: ${found.status}`, after: none };
    }
    return { duplicate: false, outcome: "ignored", after: none };
  });
  return { ...result, tenant };
}

/** After a commit: the lead deliveries are tried now (the outbox retries the rest), then the shopper's receipt. */
export async function followUpPayment(db: Db, after: AfterPayment, tenant: Tenant): Promise<void> {
  if (after.deliveryIds.length) await attemptDeliveries(db, await claimDue(db, { ids: after.deliveryIds }));
  if (after.receipt) await textPaymentReceipt(db, tenant, after.receipt);
}
