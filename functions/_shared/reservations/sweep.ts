import { listTenantSlugs } from "../tenant.ts";

/** What one sweep did for one dealer: holds released (expired), unpaid checkouts closed (failed), errors. */
export interface DealerSweep {
  expired: number;
  failed: number;
  errors: number;
}

/**
 * The sweep's counts per dealer: the one it covered, or every dealer in the tenants folder and
 * any other that had something due (zeros included, so "nothing was due" is said per dealer).
 */
export async function sweepPerDealer(
  scope: string | undefined,
  due: readonly { tenant: string; reference: string }[],
  run: { expired: readonly string[]; failed: readonly string[]; errors: readonly { reference: string }[] },
): Promise<Record<string, DealerSweep>> {
  const dealers = scope ? [scope] : [...new Set([...(await listTenantSlugs()), ...due.map((row) => row.tenant)])];
  const counts: Record<string, DealerSweep> = {};
  for (const slug of dealers.sort()) counts[slug] = { expired: 0, failed: 0, errors: 0 };
  const dealerOf = new Map(due.map((row) => [row.reference, row.tenant]));
  const tally = (reference: string, field: keyof DealerSweep) => {
    const slug = dealerOf.get(reference);
    if (slug) (counts[slug] ??= { expired: 0, failed: 0, errors: 0 })[field]++;
  };
  for (const reference of run.expired) tally(reference, "expired");
  for (const reference of run.failed) tally(reference, "failed");
  for (const { reference } of run.errors) tally(reference, "errors");
  return counts;
}
