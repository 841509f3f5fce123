import type { Db } from "../platform/db/client.ts";
import { dbPaymentStore } from "../platform/providers/payments/db-store.ts";
import { paymentsProvider, type PaymentsProvider, type SignedWebhook } from "../platform/providers/payments/index.ts";

/** The site's payments provider: Stripe when configured, else the local one with its sessions in the database. */
export function paymentsFor(db: Db, onWebhook?: (webhook: SignedWebhook) => Promise<void>): PaymentsProvider {
  return paymentsProvider({ store: dbPaymentStore(db), onWebhook });
}
