import { sendWeeklySummaries } from "./_shared/analytics/weekly-summary.ts";
import { loadPublishedTenant } from "./_shared/content/overlay.ts";
import { getDb } from "./_shared/platform/db/client.ts";
import { badRehearsal, defineScheduled } from "./_shared/platform/http/define-scheduled.ts";
import { listTenantSlugs } from "./_shared/platform/tenant.ts";

/**
 * Scheduled hourly: from Monday 8 am in each dealer's zone, the last week's Insights summary to
 * each owner who has not turned it off, once (insights.weeklySummary). Which dealers it covers:
 * defineScheduled. Locally only, `?at=<ISO time>` runs as if it were then.
 */
export const config = { schedule: "0 * * * *" };

export default defineScheduled(async ({ slug: scope, rehearsal }) => {
  const now = new Date(rehearsal.get("at") ?? Date.now());
  if (Number.isNaN(now.getTime())) throw badRehearsal("at must be an ISO time");
  const db = await getDb();
  const tenants: Record<string, { sent: number } | { error: string }> = {};
  for (const slug of scope ? [scope] : await listTenantSlugs()) {
    try {
      tenants[slug] = await sendWeeklySummaries(db, await loadPublishedTenant(slug), now);
    } catch (error) {
      console.error(`[insights] ${slug}: weekly summaries failed:`, error);
      tenants[slug] = { error: (error as Error).message };
    }
  }
  return { summaries: tenants };
});
