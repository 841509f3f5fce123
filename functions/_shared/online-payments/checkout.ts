import { randomUUID } from "node:crypto";
import { type OnlinePaymentRequest, receiptNumber } from "#lib/online-payments/online-payment.ts";
import type { Db } from "../platform/db/client.ts";
import { type PaymentsProvider, paymentCurrencyOf } from "../platform/providers/payments/index.ts";
import { cryptoRandom } from "../platform/random.ts";
import type { Tenant } from "../platform/tenant.ts";
import { paymentDescription } from "./notify.ts";
import { attachPaymentCheckout, findByIdempotencyKey, insertOnlinePayment, type OnlinePaymentRow } from "./store.ts";

/**
 * A shopper pays the dealer online: a pending payment, then the provider's hosted
 * checkout for it. Every status is written by the store (./store.ts).
 */

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
    slug: tenant.slug,
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
