import { addressKey } from "#lib/security/address-key.ts";
import { createOnlinePayment } from "#lib/api/online-payment.ts";
import { onlinePaymentRequestSchema, type PaymentLimits } from "#lib/online-payments/online-payment.ts";
import { currentSession } from "./_shared/platform/auth/session.ts";
import { hitRateLimit } from "./_shared/platform/auth/rate-limit.ts";
import { clientIp } from "./_shared/platform/http/client-address.ts";
import { getDb } from "./_shared/platform/db/client.ts";
import { defineFunction } from "./_shared/entry/define-function.ts";
import { tooMany, unauthorized } from "./_shared/platform/http/errors.ts";
import {
  ONLINE_PAYMENT_PER_IP_LIMIT,
  paymentReturnUrl,
  startOnlinePayment,
} from "./_shared/online-payments/checkout.ts";
import { toOnlinePayment } from "./_shared/online-payments/store.ts";
import { paymentsFor } from "./_shared/payment-events/provider.ts";
import { PaymentsError } from "./_shared/platform/providers/payments/index.ts";

export const config = { path: "/api/online-payment", method: ["POST"] };

// Building a zod schema costs more than using one: one per dealer's settings object.
const schemas = new WeakMap<PaymentLimits, ReturnType<typeof onlinePaymentRequestSchema>>();

/**
 * Online payment: the shopper's amount against a reference, parsed to cents and checked
 * against the dealer's limits here (never trusted from the browser), then the provider's hosted
 * checkout for it. Not offered (404) where the dealer has it off; 401 where they gate it and
 * nobody is signed in — both before the body is judged.
 */
export default defineFunction(
  createOnlinePayment,
  async (input, { site, request, context, fail, reply }) => {
    const tenant = await site();
    const db = await getDb();
    const perIp = await hitRateLimit(
      db,
      tenant.slug,
      `online-payment-ip:${addressKey(clientIp(request, context))}`,
      ONLINE_PAYMENT_PER_IP_LIMIT,
    );
    if (!perIp.ok)
      throw tooMany(perIp.retryAfterSeconds, {
        code: "too_many_payments",
        ...createOnlinePayment.errors.too_many_payments,
      });
    try {
      const { created, row } = await startOnlinePayment(db, tenant, paymentsFor(db), input, (id, cancelled) =>
        paymentReturnUrl(request, id, cancelled),
      );
      return reply(
        {
          payment: toOnlinePayment(row, tenant.config.timeZone, tenant.config.pricing.currency),
          checkout_url: row.checkoutUrl!,
        },
        { status: created ? 201 : 200 },
      );
    } catch (error) {
      if (error instanceof PaymentsError) {
        console.error(`[online-payment] ${tenant.slug}: ${error.detail}`);
        throw fail("payments_unavailable");
      }
      throw error;
    }
  },
  {
    request: async ({ site, request, fail }) => {
      const tenant = await site();
      const settings = tenant.config.features.onlinePayment;
      if (!settings.enabled) throw fail("not_offered");
      if (
        tenant.config.features.gatedRoutes.includes("online-payment") &&
        !(await currentSession(await getDb(), request, tenant.slug))
      )
        throw unauthorized();
      let schema = schemas.get(settings);
      if (!schema) schemas.set(settings, (schema = onlinePaymentRequestSchema(settings)));
      return schema;
    },
  },
);
