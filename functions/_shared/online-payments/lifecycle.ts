import { randomUUID } from "node:crypto";
import type { OnlinePaymentEvent } from "../../../src/lib/payments/online-payment-lifecycle.ts";
import { type OnlinePaymentRequest, receiptNumber } from "../../../src/lib/payments/online-payment.ts";
import { isHoldLetGo } from "../../../src/lib/payments/provider-news.ts";
import type { Db } from "../db/client.ts";
import { attemptDeliveries } from "../outbox/deliver.ts";
import { claimDue } from "../outbox/store.ts";
import {
  type PaymentEvent,
  type PaymentEventType,
  type PaymentsProvider,
  paymentCurrencyOf,
} from "../providers/payments/index.ts";
import { cryptoRandom } from "../random.ts";
import { applyOnce } from "../reservations/apply-once.ts";
import type { Tenant } from "../tenant.ts";
import { paymentDescription, queuePaymentLead, textPaymentReceipt } from "./notify.ts";
import { recordDispute, recordRefund } from "./provider-news.ts";
import {
  attachPaymentCheckout,
  findByIdempotencyKey,
  findOnlinePayment,
  insertOnlinePayment,
  moveOnlinePayment,
  onlinePaymentByPayment,
  type OnlinePaymentRow,
  recordOnOnlinePayment,
} from "./store.ts";

/**
 * Issue 26: the online payment lifecycle's I/O. What each provider event does to a payment's status
 * is the table in src/lib/payments/online-payment-lifecycle.ts; here are the provider calls, the
 * lead and the SMS receipt that go with it, and every status is written by the store (./store.ts).
 */

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
    row = await insertOnlinePayment(db, {
      tenant: tenant.slug,
      receiptNumber: receiptNumber(cryptoRandom),
      purpose: input.purpose,
      reference: input.reference,
      amountCents: input.amount_cents,
      currency: paymentCurrencyOf(tenant.config.pricing.currency),
      firstName: input.first_name,
      lastName: input.last_name,
      email: input.email,
      phone: input.phone,
      provider: payments.name,
      idempotencyKey: key,
      createdAt: now,
      updatedAt: now,
    });
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
    currency: paymentCurrencyOf(tenant.config.pricing.currency),
    successUrl: returnUrl(row.id, false),
    cancelUrl: returnUrl(row.id, true),
    customerEmail: row.email,
    idempotencyKey: `online-payment:${row.id}`,
  });
  const updated = await attachPaymentCheckout(
    db,
    row.id,
    { checkoutId: checkout.checkoutId, checkoutUrl: checkout.url },
    now,
  );
  return { created, row: updated };
}

/** Which of the provider's events is which online payment event (a checkout completed already paid is its capture). */
const ONLINE_PAYMENT_EVENT_OF: Record<PaymentEventType, OnlinePaymentEvent | null> = {
  "checkout.completed": "completed",
  "payment.authorised": "authorised",
  "payment.failed": "declined",
  "payment.captured": "captured",
  "payment.released": "released",
  "payment.refunded": "refunded",
  "payment.disputed": "disputed",
  other: null,
};

/**
 * One provider event for an online payment (metadata kind "online_payment", or a refund or dispute
 * naming an online payment's PaymentIntent: functions/_shared/payment-event-owner.ts), handled once
 * (`applyOnce`): the event id is stored in the same transaction as its effect, so a replay changes
 * nothing and a failure part way stores nothing (the provider's retry tries again). What the event
 * does to the payment's status is the lifecycle's table. Paid: the dealer's lead is queued in that
 * transaction; the SMS receipt follows after the commit. A refund or a dispute is recorded on the
 * payment and sent to the dealer as a lead of its own (./provider-news.ts).
 */
export async function handleOnlinePaymentEvent(
  db: Db,
  payments: PaymentsProvider,
  event: PaymentEvent,
  loadTenant: (slug: string) => Promise<Tenant>,
  now = new Date(),
): Promise<{ duplicate: boolean; outcome: string; after: AfterPayment; tenant?: Tenant }> {
  const ownId = event.metadata.payment_id;
  // A dispute (and maybe a refund) carries no metadata of ours: its PaymentIntent names the payment.
  const found = ownId
    ? await findOnlinePayment(db, ownId)
    : event.paymentId
      ? await onlinePaymentByPayment(db, event.paymentId)
      : null;
  const tenant = found ? await loadTenant(found.tenant) : undefined;
  const said = ONLINE_PAYMENT_EVENT_OF[event.type];
  // An immediate payment is never a hold, but a refund of a charge never captured gave nothing back.
  const kind =
    said === "completed" && event.paid === true ? "captured" : said === "refunded" && isHoldLetGo(event) ? null : said;
  const none: AfterPayment = { deliveryIds: [] };
  const once = await db.transaction((tx) =>
    applyOnce(tx, payments.name, event, now, async (): Promise<{ outcome: string; after: AfterPayment }> => {
      if (!found || !tenant) return { outcome: "ignored: no online payment", after: none };
      const paymentId = event.paymentId ?? found.paymentId ?? undefined;
      // Read again: the provider's other event for this payment may have moved it meanwhile.
      const unchanged = async () => ({
        outcome: `unchanged: ${((await findOnlinePayment(tx, found.id)) ?? found).status}`,
        after: none,
      });
      switch (kind) {
        case "captured": {
          const paid = (await moveOnlinePayment(tx, found.id, "captured", {
            paidAt: now,
            note: null,
            updatedAt: now,
            ...(paymentId ? { paymentId } : {}),
          })) as (OnlinePaymentRow & { paidAt: Date }) | null;
          if (!paid) return unchanged();
          const deliveryIds = await queuePaymentLead(db, tx, tenant, paid, now);
          return { outcome: `paid ${paid.receiptNumber}`, after: { deliveryIds, receipt: paid } };
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
          return failed ? { outcome: `failed ${found.receiptNumber}`, after: none } : unchanged();
        }
        case "refunded":
        case "disputed": {
          const record = kind === "refunded" ? recordRefund : recordDispute;
          const { outcome, deliveryIds } = await record(db, tx, tenant, found, event, now);
          return { outcome, after: { deliveryIds } };
        }
        case "authorised":
        case null:
          return { outcome: "ignored", after: none };
      }
    }),
  );
  const result = once.duplicate
    ? { duplicate: true, outcome: "duplicate", after: none }
    : { duplicate: false, ...once.applied };
  return { ...result, tenant };
}

/** After a commit: the lead deliveries are tried now (the outbox retries the rest), then the shopper's receipt. */
export async function followUpPayment(db: Db, after: AfterPayment, tenant: Tenant): Promise<void> {
  if (after.deliveryIds.length) await attemptDeliveries(db, await claimDue(db, { ids: after.deliveryIds }));
  if (after.receipt) await textPaymentReceipt(db, tenant, after.receipt);
}
