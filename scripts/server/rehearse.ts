import { getDb } from "../../functions/_shared/platform/db/client.ts";
import { rehearseLeads } from "../../functions/_shared/leads/rehearse.ts";
import { loadPublishedTenant } from "../../functions/_shared/content/overlay.ts";
import type { Tenant } from "../../functions/_shared/platform/tenant.ts";

/**
 * Rehearsed leads in all, shared among the tenants (at least one each, which loads its config,
 * locations and schema): the code is shared, so V8 needs this many once, not per tenant. Measured
 * (a fresh PGlite, 2 cores): the first lead takes ~30 ms, the next 20 ~3 ms, and leads still get
 * faster past 100 (2.0–2.5 ms from 200 on), so fewer would leave the first real leads slower.
 */
export const REHEARSED_LEADS = 200;

/**
 * Before the server listens: each built tenant loaded (config, locations, enquiry schema) and its
 * lead path rehearsed in rolled-back transactions (`rehearseLeads`), so the first seconds of
 * traffic are answered as fast as the rest. A tenant that cannot be rehearsed is only reported, and
 * the others take its share. Returns how many leads were rehearsed, the figure it prints.
 */
export async function rehearseBeforeListening(
  slugs: readonly string[],
  log: (line: string) => void = console.log,
): Promise<number> {
  const started = performance.now();
  log(
    `Rehearsing the lead path: ${Math.max(REHEARSED_LEADS, slugs.length)} leads in rolled-back transactions, shared among ${slugs.length} dealer(s)…`,
  );
  const db = await getDb().catch((error: Error) => {
    log(`Lead path not rehearsed: the database is not open (${error.message}); the first leads start cold.`);
  });
  if (!db) return 0;
  const notRehearsed = (slug: string, error: unknown) =>
    log(`${slug}: lead path not rehearsed (${(error as Error).message}); its first leads start cold.`);
  // One lead each first: it loads the dealer and finds the ones that cannot be rehearsed.
  const ready: Tenant[] = [];
  for (const slug of slugs) {
    try {
      const tenant = await loadPublishedTenant(slug);
      await rehearseLeads(db, tenant, 1);
      ready.push(tenant);
    } catch (error) {
      notRehearsed(slug, error);
    }
  }
  let rehearsed = ready.length;
  const rest = Math.max(0, REHEARSED_LEADS - ready.length);
  for (const [index, tenant] of ready.entries()) {
    const share = Math.floor(rest / ready.length) + (index < rest % ready.length ? 1 : 0);
    try {
      for (let i = 0; i < share; i++, rehearsed++) await rehearseLeads(db, tenant, 1);
    } catch (error) {
      notRehearsed(tenant.slug, error);
    }
  }
  log(
    `Lead path rehearsed: ${rehearsed} leads in rolled-back transactions in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  return rehearsed;
}
