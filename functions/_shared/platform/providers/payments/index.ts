import { isProduction } from "../../env.ts";
import { LocalPayments, type LocalPaymentStore, memoryPaymentStore, type SignedWebhook } from "./local.ts";
import { stripePayments } from "./stripe.ts";
import type { PaymentsProvider } from "./types.ts";

export * from "./types.ts";
export {
  CHECKOUT_EXPIRED,
  LocalPayments,
  type LocalPaymentStore,
  memoryPaymentStore,
  type SignedWebhook,
} from "./local.ts";

/**
 * Stripe when STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set (STRIPE_API_BASE points it at a
 * stub); the local hosted checkout otherwise — never in production, where test cards would "pay".
 */
export function paymentsProvider(
  options: {
    env?: NodeJS.ProcessEnv;
    store?: LocalPaymentStore;
    onWebhook?: (webhook: SignedWebhook) => Promise<void>;
  } = {},
): PaymentsProvider {
  const env = options.env ?? process.env;
  if (env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET)
    return stripePayments({
      secretKey: env.STRIPE_SECRET_KEY,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET,
      apiBase: env.STRIPE_API_BASE || undefined,
    });
  if (env.STRIPE_SECRET_KEY || env.STRIPE_WEBHOOK_SECRET)
    throw new Error("Stripe needs both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (Dashboard → Developers)");
  if (isProduction())
    throw new Error(
      "STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are not set: set them in the site's environment variables",
    );
  return new LocalPayments({
    store: options.store ?? memoryPaymentStore(),
    webhookSecret: env.LOCAL_PAYMENTS_WEBHOOK_SECRET || undefined,
    onWebhook: options.onWebhook,
  });
}
