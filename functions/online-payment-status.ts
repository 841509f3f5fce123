import { onlinePaymentStatus } from "#lib/api/online-payment.ts";
import { getDb } from "./_shared/platform/db/client.ts";
import { defineFunction } from "./_shared/entry/define-function.ts";
import { findOnlinePayment, toOnlinePayment } from "./_shared/online-payments/store.ts";

export const config = { path: "/api/online-payment/status", method: ["GET"] };

/**
 * The receipt page asks how a payment stands (the provider's webhook may land a moment
 * after the shopper is back). The id is the secret, so a shopper whose session lapsed still gets
 * their receipt.
 */
export default defineFunction(onlinePaymentStatus, async ({ id }, { site, fail }) => {
  const tenant = await site();
  if (!tenant.config.features.onlinePayment.enabled) throw fail("not_offered");
  const row = await findOnlinePayment(await getDb(), id, tenant.slug);
  if (!row) throw fail("not_found");
  return { payment: toOnlinePayment(row, tenant.config.timeZone, tenant.config.pricing.currency) };
});
