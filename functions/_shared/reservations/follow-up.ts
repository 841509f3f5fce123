import type { Db } from "../platform/db/client.ts";
import type { FunctionContext } from "../platform/http/define-function.ts";
import { deliverLeadsNow } from "../payment-events/notify.ts";
import { requestRebuild } from "../rebuilds/request.ts";
import { liveStockSince } from "../stock/live.ts";
import { syncTypesense } from "../stock/typesense-sync.ts";
import type { Tenant } from "../platform/tenant.ts";

/** Work to do once a transition has committed: lead deliveries (and the shopper's receipt with them), the search index. */
export interface AfterCommit {
  deliveryIds: string[];
  /** The car whose stock changed. */
  stockChanged?: string;
}

/**
 * After a commit: a Typesense dealer's live collection follows the car (the embedded search and the
 * pages follow it through /api/stock-status), a rebuild is asked for as the stock hook does, so the
 * static pages (and the nightly's report) say RESERVED or SOLD too, the lead deliveries
 * are tried now with the shopper's receipt queued beside them (the outbox retries the rest).
 */
export async function followUp(db: Db, tenant: Tenant, after: AfterCommit, context: FunctionContext): Promise<void> {
  if (after.stockChanged) {
    await syncTypesense(tenant, await liveStockSince(db, tenant, new Date(0)), [after.stockChanged]);
    requestRebuild(tenant.slug, `reservation: car ${after.stockChanged}`, context);
  }
  await deliverLeadsNow(db, after.deliveryIds);
}
