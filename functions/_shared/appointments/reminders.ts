import { and, eq, gt, lte } from "drizzle-orm";
import { dueReminder } from "../../../src/lib/appointments/reminders.ts";
import type { Db } from "../db/client.ts";
import { appointments } from "../db/schema.ts";
import type { Tenant } from "../tenant.ts";
import { queueBookingMessage } from "./messages.ts";

/**
 * Issue 40: queues each upcoming booking's reminder that is due now (src/lib/appointments/reminders.ts),
 * once: its key is `<booking id>:reminder-<hours>h`, so a second run, or a retry, queues nothing new.
 * Returns the ids queued.
 */
export async function queueDueReminders(db: Db, tenant: Tenant, now = new Date()): Promise<string[]> {
  const queued: string[] = [];
  for (const kind of ["testDrive", "service"] as const) {
    const availability = tenant.config.appointments[kind];
    if (!availability?.remindHoursBefore.length) continue;
    const furthest = Math.max(...availability.remindHoursBefore) * 3_600_000;
    const upcoming = await db
      .select()
      .from(appointments)
      .where(
        and(
          eq(appointments.tenant, tenant.slug),
          eq(appointments.kind, kind),
          eq(appointments.status, "booked"),
          gt(appointments.startsAt, now),
          lte(appointments.startsAt, new Date(now.getTime() + furthest)),
        ),
      );
    for (const row of upcoming) {
      const hours = dueReminder(row, availability.remindHoursBefore, now);
      if (hours === undefined) continue;
      const ids = await db.transaction((tx) =>
        queueBookingMessage(tx, tenant, row, "reminder", { key: `reminder-${hours}h`, hoursBefore: hours }, now),
      );
      queued.push(...ids);
    }
  }
  return queued;
}
