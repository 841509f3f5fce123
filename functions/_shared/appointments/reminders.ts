import { and, eq, gt, lte } from "drizzle-orm";
import { dueReminder } from "#lib/appointments/reminders.ts";
import type { Db } from "../platform/db/client.ts";
import { appointments } from "../platform/db/schema.ts";
import type { Tenant } from "../platform/tenant.ts";
import { testDriveCarProblem } from "#lib/appointments/test-drive-car.ts";
import { liveStockSince } from "../stock/live.ts";
import { bookedText, bookingTime } from "./book.ts";
import { calendarSequence, queueBookingMessage } from "./messages.ts";
import { tellDealer } from "./notify.ts";
import { cancelAppointment } from "./store.ts";

/**
 * Queues each upcoming booking's reminder that is due now (src/lib/appointments/reminders.ts),
 * once: its key is `<booking id>:reminder-<hours>h@<start>`, so a second run, or a retry, queues nothing
 * new, and a booking moved to another time is reminded of the new one.
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
        queueBookingMessage(
          tx,
          tenant,
          row,
          "reminder",
          { key: `reminder-${hours}h@${row.startsAt.toISOString()}`, hoursBefore: hours, sms: true },
          now,
        ),
      );
      queued.push(...ids);
    }
  }
  return queued;
}

/**
 * An upcoming test drive whose car has been sold (or has left the feed) is cancelled, its
 * place freed, and both sides told: the dealer as a lead, the shopper with similar cars to book
 * instead. A car reserved by someone else keeps its drives (a hold can end). Returns the messages
 * and deliveries to send.
 */
export async function cancelSoldCarDrives(
  db: Db,
  tenant: Tenant,
  now = new Date(),
): Promise<{ messageIds: string[]; deliveryIds: string[] }> {
  const done = { messageIds: [] as string[], deliveryIds: [] as string[] };
  const drives = await db
    .select()
    .from(appointments)
    .where(
      and(
        eq(appointments.tenant, tenant.slug),
        eq(appointments.kind, "testDrive"),
        eq(appointments.status, "booked"),
        gt(appointments.startsAt, now),
      ),
    );
  if (!drives.length) return done;
  const live = new Map((await liveStockSince(db, tenant, new Date(0))).map((entry) => [entry.car_id, entry]));
  for (const drive of drives) {
    if (!drive.carId) continue;
    const car = await tenant.car(drive.carId);
    if (car && testDriveCarProblem(car, live.get(drive.carId), drive.locationId) !== "sold") continue;
    const timeZone = tenant.config.timeZone;
    const was = bookedText(drive.startsAt, timeZone);
    await db.transaction(async (tx) => {
      const cancelled = await cancelAppointment(tx, drive.id);
      if (!cancelled) return; // cancelled meanwhile
      const text = `Test drive cancelled by the site: the car was sold. It was for ${was.date} ${was.time}.`;
      const details = bookingTime(drive.startsAt, timeZone);
      const change = { key: "car-sold", kind: "cancelled", text, details } as const;
      done.deliveryIds.push(...(await tellDealer(tx, tenant, cancelled, change, now)));
      done.messageIds.push(
        ...(await queueBookingMessage(
          tx,
          tenant,
          cancelled,
          "car-sold",
          { key: "car-sold", sequence: calendarSequence(cancelled, now), sms: true },
          now,
        )),
      );
    });
  }
  return done;
}
