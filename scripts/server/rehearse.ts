import { getDb } from "../../functions/_shared/db/client.ts";
import { rehearseLeads } from "../../functions/_shared/leads/rehearse.ts";
import { loadTenant } from "../../functions/_shared/tenant.ts";

/**
 * Rehearsed leads in all, shared among the tenants (at least one each, which loads its config,
 * locations and schema): the code is shared, so V8 needs this many once, not per tenant.
 */
const REHEARSED_LEADS = 200;

/**
 * Before the server listens: each built tenant loaded (config, locations, enquiry schema) and its
 * lead path rehearsed in rolled-back transactions (`rehearseLeads`), so the first seconds of
 * traffic are answered as fast as the rest. A tenant that cannot be rehearsed is only reported.
 */
export async function rehearseBeforeListening(
  slugs: readonly string[],
  log: (line: string) => void = console.log,
): Promise<void> {
  const started = performance.now();
  const each = Math.max(1, Math.ceil(REHEARSED_LEADS / slugs.length));
  let rehearsed = 0;
  for (const slug of slugs) {
    try {
      await rehearseLeads(await getDb(), await loadTenant(slug), each);
      rehearsed += each;
    } catch (error) {
      log(`${slug}: lead path not rehearsed (${(error as Error).message}); its first leads start cold.`);
    }
  }
  log(
    `Lead path rehearsed: ${rehearsed} leads in rolled-back transactions in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}
