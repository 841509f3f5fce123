import { commonError, HttpError } from "../http/errors.ts";
import { listTenantSlugs } from "../tenant.ts";

/** What one sweep did for one dealer: holds released (expired), unpaid checkouts closed (failed), errors. */
export interface DealerSweep {
  expired: number;
  failed: number;
  errors: number;
}

/**
 * The dealers a sweep covers: on Netlify the site's own (TENANT); locally the dealer of the address
 * it was called on (http://<slug>.localhost/…, as that dealer's site), else `?tenant=`, else every
 * dealer (undefined). A `?tenant=` that is not a dealer, or not the address's dealer, is refused.
 */
export async function sweepScope(
  site: string | undefined,
  hostTenant: string | null,
  asked: string | null,
): Promise<string | undefined> {
  const wanted = asked?.trim().toLowerCase() || undefined;
  const own = site ?? hostTenant ?? undefined;
  if (own && wanted && wanted !== own)
    throw new HttpError(
      400,
      "validation",
      `tenant=${wanted} is not the dealer of this address (${own}): drop ?tenant=, or call the server's own address (http://127.0.0.1:<port>/.netlify/functions/…) to name any dealer`,
    );
  if (own) return own;
  if (wanted && !(await listTenantSlugs()).includes(wanted))
    throw commonError("unknown_tenant", `No dealer "${wanted}" in the tenants folder: tenant= takes a dealer's slug`);
  return wanted;
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
