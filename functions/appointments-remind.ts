import { noticeClosedDayAppointments } from "./_shared/appointments/closed-days.ts";
import { cancelSoldCarDrives, queueDueReminders } from "./_shared/appointments/reminders.ts";
import { getDb } from "./_shared/platform/db/client.ts";
import { badRehearsal, defineScheduled } from "./_shared/platform/http/define-scheduled.ts";
import { sendMessagesNow } from "./_shared/platform/messages/outbox.ts";
import { attemptDeliveries } from "./_shared/platform/outbox/deliver.ts";
import { claimDue } from "./_shared/platform/outbox/store.ts";
import { loadPublishedTenant } from "./_shared/content/overlay.ts";
import { listTenantSlugs } from "./_shared/platform/tenant.ts";

/**
 * Scheduled every 15 minutes: the shoppers' booking reminders that are due (by default
 * 24 and 2 hours before; `appointments.<kind>.remindHoursBefore`), each sent once; test drives
 * of cars sold since they were booked are cancelled, the shopper and the dealer told; and bookings on
 * a day the yard has closed since are marked for staff to move, the shopper and the dealer told. Which dealers it
 * covers: defineScheduled. Locally only, `?at=<ISO time>` runs as if it were then.
 */
export const config = { schedule: "*/15 * * * *" };

export default defineScheduled(async ({ slug: scope, rehearsal }) => {
  const now = new Date(rehearsal.get("at") ?? Date.now());
  if (Number.isNaN(now.getTime())) throw badRehearsal("at must be an ISO time");
  const db = await getDb();
  const tenants: Record<
    string,
    { reminders: number; soldCarDrivesCancelled: number; closedDayBookings: number } | { error: string }
  > = {};
  for (const slug of scope ? [scope] : await listTenantSlugs()) {
    try {
      const tenant = await loadPublishedTenant(slug);
      if (!tenant.config.appointments.testDrive && !tenant.config.appointments.service) continue;
      const ids = await queueDueReminders(db, tenant, now);
      const sold = await cancelSoldCarDrives(db, tenant, now);
      const closed = await noticeClosedDayAppointments(db, tenant, now);
      await sendMessagesNow(db, { ids: [...ids, ...sold.messageIds, ...closed.messageIds] });
      await attemptDeliveries(db, await claimDue(db, { ids: [...sold.deliveryIds, ...closed.deliveryIds] }));
      tenants[slug] = {
        reminders: ids.length,
        soldCarDrivesCancelled: sold.messageIds.length,
        closedDayBookings: closed.messageIds.length,
      };
    } catch (error) {
      console.error(`[appointments] ${slug}: reminders failed:`, error);
      tenants[slug] = { error: (error as Error).message };
    }
  }
  return { reminded: tenants };
});
