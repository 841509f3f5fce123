import { inArray } from "drizzle-orm";
import type { ConsoleAppointment } from "#lib/api/console-appointments.ts";
import { bookingYards } from "#lib/appointments/yards.ts";
import type { Location } from "#lib/feed/location.ts";
import { addDays, instantAt, zonedMoment } from "#lib/hours/zoned-time.ts";
import { bookedText } from "./book.ts";
import type { AppointmentRow } from "./store.ts";
import { appointmentsBetween, upcomingAppointments } from "./store.ts";
import type { Db } from "../platform/db/client.ts";
import { leads } from "../platform/db/schema.ts";
import type { Tenant } from "../platform/tenant.ts";

/** Appointments as staff see them in the console, with the shopper's name from the appointment's lead. */
export async function consoleAppointmentViews(
  db: Db,
  tenant: Tenant,
  rows: AppointmentRow[],
): Promise<ConsoleAppointment[]> {
  const leadIds = rows.flatMap((row) => (row.leadId ? [row.leadId] : []));
  const names = new Map(
    leadIds.length
      ? (
          await db
            .select({ id: leads.id, firstName: leads.firstName, lastName: leads.lastName })
            .from(leads)
            .where(inArray(leads.id, leadIds))
        ).map((lead) => [lead.id, lead])
      : [],
  );
  const locations = (await tenant.feed("locations")) as Location[];
  const views: ConsoleAppointment[] = [];
  for (const row of rows) {
    const yard = bookingYards(row.kind, locations, tenant.config.timeZone).find((y) => y.id === row.locationId);
    const timeZone = yard?.timeZone ?? tenant.config.timeZone;
    const { date, time } = bookedText(row.startsAt, timeZone);
    const car = row.carId ? await tenant.car(row.carId) : undefined;
    const lead = row.leadId ? names.get(row.leadId) : undefined;
    views.push({
      id: row.id,
      kind: row.kind,
      status: row.status,
      location_id: row.locationId,
      location_name: yard?.name ?? row.locationId,
      car_id: row.carId,
      car_name: car?.name ?? null,
      starts_at: row.startsAt.toISOString(),
      ends_at: row.endsAt.toISOString(),
      date,
      time,
      time_zone: timeZone,
      name: (lead && [lead.firstName, lead.lastName].filter(Boolean).join(" ")) || "Online booking",
      first_name: lead?.firstName || "the shopper",
      phone: row.phone,
      email: row.email,
      needs_new_time: row.status === "booked" && row.closedDayNoticedAt !== null,
    });
  }
  return views;
}

/** A calendar day of the dealer's own zone (today by default), its appointments, and every one still to move. */
export async function appointmentsDay(db: Db, tenant: Tenant, date: string | undefined, now = new Date()) {
  const timeZone = tenant.config.timeZone;
  const day = date ?? zonedMoment(now, timeZone).date;
  const from = instantAt(day, 0, timeZone) ?? new Date(`${day}T00:00:00Z`);
  const to = instantAt(addDays(day, 1), 0, timeZone) ?? new Date(from.getTime() + 86_400_000);
  const [onDay, toMove] = await Promise.all([
    appointmentsBetween(db, tenant.slug, from, to),
    upcomingAppointments(db, tenant.slug, now, true),
  ]);
  return {
    date: day,
    time_zone: timeZone,
    bookings: await consoleAppointmentViews(db, tenant, onDay),
    needs_new_time: await consoleAppointmentViews(db, tenant, toMove),
  };
}
