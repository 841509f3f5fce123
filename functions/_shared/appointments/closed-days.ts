import { stillWithinHours } from "#lib/appointments/slots.ts";
import type { Db } from "../platform/db/client.ts";
import type { Tenant } from "../platform/tenant.ts";
import { bookedText, bookingTime, yardFor } from "./book.ts";
import { queueBookingMessage } from "./messages.ts";
import { tellDealer } from "./notify.ts";
import { noticeClosedDay, upcomingAppointments } from "./store.ts";

/**
 * The dealer closes a day after shoppers booked it (holiday hours added to a yard, a
 * blocked date, shorter hours). Each upcoming booking no longer within its yard's hours is marked
 * once, the shopper told it needs a new time, and the dealer told as a lead; staff then see it under
 * "Needs a new time" in the console, to move or cancel. The booking itself stands until then: a
 * day reopened needs nothing undone. A yard that no longer takes bookings is left to staff as well.
 * Returns the messages and deliveries to send.
 */
export async function noticeClosedDayAppointments(
  db: Db,
  tenant: Tenant,
  now = new Date(),
): Promise<{ messageIds: string[]; deliveryIds: string[] }> {
  const done = { messageIds: [] as string[], deliveryIds: [] as string[] };
  const yards = new Map<string, Awaited<ReturnType<typeof yardFor>> | undefined>();
  for (const row of await upcomingAppointments(db, tenant.slug, now, false)) {
    const at = `${row.kind}:${row.locationId}`;
    if (!yards.has(at)) yards.set(at, await yardFor(tenant, row.kind, row.locationId).catch(() => undefined));
    const yard = yards.get(at);
    if (!yard || stillWithinHours(yard, row.startsAt, row.endsAt)) continue;
    const when = bookedText(row.startsAt, yard.timeZone);
    await db.transaction(async (tx) => {
      if (!(await noticeClosedDay(tx, row, now))) return; // moved, cancelled or noticed meanwhile
      const text = `Booking needs a new time: the yard is now closed on ${when.date}. It was for ${when.date} ${when.time} (${yard.timeZone} time); the shopper has been told we will call.`;
      const key = `closed-day@${row.startsAt.toISOString()}`;
      const change = { key, kind: "needs-new-time", text, details: bookingTime(row.startsAt, yard.timeZone) } as const;
      done.deliveryIds.push(...(await tellDealer(tx, tenant, row, change, now)));
      done.messageIds.push(...(await queueBookingMessage(tx, tenant, row, "closed-day", { key, sms: true }, now)));
    });
  }
  return done;
}
