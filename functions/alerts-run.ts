import { runAlerts } from "./_shared/alerts/run.ts";
import { getDb } from "./_shared/platform/db/client.ts";
import { badRehearsal, defineScheduled } from "./_shared/platform/http/define-scheduled.ts";
import { runMessages } from "./_shared/platform/messages/outbox.ts";
import { loadPublishedTenant } from "./_shared/content/overlay.ts";
import { listTenantSlugs } from "./_shared/platform/tenant.ts";

/**
 * Scheduled every 5 minutes: each dealer's alerts from the stock journal and the build
 * news since its last run (price drops, cars back in stock, new cars matching saved searches), then
 * the alert messages are sent (retries are outbox-retry's). Which dealers it covers: defineScheduled.
 * Locally only, `?at=<ISO time>` runs as if it were then (digests come due without waiting a day).
 * Triggered by hand at /.netlify/functions/alerts-run.
 */
export const config = { schedule: "*/5 * * * *" };

export default defineScheduled(async ({ slug: scope, rehearsal }) => {
  const now = new Date(rehearsal.get("at") ?? Date.now());
  if (Number.isNaN(now.getTime())) throw badRehearsal("at must be an ISO time");
  const db = await getDb();
  const tenants: Record<string, object> = {};
  for (const slug of scope ? [scope] : await listTenantSlugs()) {
    try {
      const report = await runAlerts(db, await loadPublishedTenant(slug), now);
      tenants[slug] = report;
      if (report.events || report.digests)
        console.log(
          `[alerts] ${slug}: ${report.events} events, ${report.queued} alerts, ${report.kept} kept for digests, ${report.digests} digests, ${report.skipped} left out`,
        );
    } catch (error) {
      // One dealer's bad feed or settings never stops the others' alerts.
      console.error(`[alerts] ${slug}: run failed:`, error);
      tenants[slug] = { error: (error as Error).message };
    }
  }
  const sent = await runMessages(db, { slug: scope });
  return { tenants, sent };
});
