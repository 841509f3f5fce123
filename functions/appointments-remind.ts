import { queueDueReminders } from "./_shared/appointments/reminders.ts";
import { getDb } from "./_shared/db/client.ts";
import { badRehearsal, defineScheduled } from "./_shared/http/define-scheduled.ts";
import { sendMessagesNow } from "./_shared/messages/outbox.ts";
import { listTenantSlugs, loadTenant } from "./_shared/tenant.ts";

/**
 * Scheduled every 15 minutes (issue 40): the shoppers' booking reminders that are due (by default
 * 24 and 2 hours before; `appointments.<kind>.remindHoursBefore`), each sent once. Which dealers it
 * covers: defineScheduled. Locally only, `?at=<ISO time>` runs as if it were then.
 */
export const config = { schedule: "*/15 * * * *" };

export default defineScheduled(async ({ tenant: scope, rehearsal }) => {
  const now = new Date(rehearsal.get("at") ?? Date.now());
  if (Number.isNaN(now.getTime())) throw badRehearsal("at must be an ISO time");
  const db = await getDb();
  const tenants: Record<string, number | { error: string }> = {};
  for (const slug of scope ? [scope] : await listTenantSlugs()) {
    try {
      const tenant = await loadTenant(slug);
      if (!tenant.config.appointments.testDrive && !tenant.config.appointments.service) continue;
      const ids = await queueDueReminders(db, tenant, now);
      await sendMessagesNow(db, { ids });
      tenants[slug] = ids.length;
    } catch (error) {
      console.error(`[appointments] ${slug}: reminders failed:`, error);
      tenants[slug] = { error: (error as Error).message };
    }
  }
  return { reminded: tenants };
});
