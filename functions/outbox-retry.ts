import { sweepRateLimits } from "./_shared/platform/auth/rate-limit.ts";
import { getDb } from "./_shared/platform/db/client.ts";
import { defineScheduled } from "./_shared/platform/http/define-scheduled.ts";
import { runMessages, sweepRecipientCounts } from "./_shared/platform/messages/outbox.ts";
import { runOutbox } from "./_shared/platform/outbox/deliver.ts";
import { runStockPushes } from "./_shared/syndication/stock-pushes.ts";
import { assignNewLeads, notifyOverdueLeads } from "./_shared/leads/assignment.ts";
import { tellAssignees } from "./_shared/leads/notifications.ts";
import type { Db } from "./_shared/platform/db/client.ts";
import { loadPublishedTenant } from "./_shared/content/overlay.ts";
import { listTenantSlugs } from "./_shared/platform/tenant.ts";

/**
 * Scheduled every 5 minutes: retries due lead deliveries (backoff in _shared/platform/outbox/backoff.ts;
 * dead letters after leads.maxAttempts) and messages to shoppers, sends due stock pushes to syndication destinations
 * (a reservation's hold or sale goes out here), gives new leads to sales staff and emails
 * about overdue ones, and sweeps old rate-limit windows. Which
 * dealers it covers: defineScheduled. Triggered by hand at /.netlify/functions/outbox-retry. Not an
 * /api endpoint, so no contract.
 */
export const config = { schedule: "*/5 * * * *" };

export default defineScheduled(async ({ slug }) => {
  const db = await getDb();
  const run = await runOutbox(db, { slug });
  const messages = await runMessages(db, { slug });
  const pushes = await runStockPushes(db, { slug });
  const leadsWork = await assignAndChase(db, slug);
  await sweepRateLimits(db, new Date(Date.now() - 24 * 60 * 60 * 1000));
  await sweepRecipientCounts(db, new Date(Date.now() - 2 * 24 * 60 * 60 * 1000));
  if (run.attempted)
    console.log(
      `[outbox] attempted ${run.attempted}: ${run.delivered} delivered, ${run.retrying} retrying, ${run.dead} dead`,
    );
  if (messages.attempted)
    console.log(
      `[messages] attempted ${messages.attempted}: ${messages.delivered} sent, ${messages.retrying} retrying, ${messages.dead} dead, ${messages.skipped} over a recipient's cap`,
    );
  if (pushes.attempted)
    console.log(
      `[syndication] attempted ${pushes.attempted}: ${pushes.delivered} delivered, ${pushes.retrying} retrying, ${pushes.dead} dead`,
    );
  return { ...run, messages, pushes, leads: leadsWork };
});

/** New leads given out by the rule (their salespeople told), and overdue ones chased (once), per dealer. */
async function assignAndChase(db: Db, scope: string | undefined) {
  const report: Record<string, { assigned: number; told: number; overdue: number } | { error: string }> = {};
  for (const slug of scope ? [scope] : await listTenantSlugs()) {
    try {
      const tenant = await loadPublishedTenant(slug);
      const assigned = await assignNewLeads(db, tenant);
      // Anyone given a lead and not told yet (the rule just now, or a sweep that died before telling).
      const told = await tellAssignees(db, tenant);
      const overdue = await notifyOverdueLeads(db, tenant, new URL(tenant.config.siteUrl).origin);
      if (assigned || told || overdue) report[slug] = { assigned, told, overdue };
    } catch (error) {
      console.error(`[leads] ${slug}: assigning or chasing leads failed:`, error);
      report[slug] = { error: (error as Error).message };
    }
  }
  return report;
}
