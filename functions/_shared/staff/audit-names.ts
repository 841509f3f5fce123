import { and, eq, inArray } from "drizzle-orm";
import type { AuditNames } from "#lib/audit/sentence.ts";
import type { Db } from "../platform/db/client.ts";
import { appointments, leads, reservations } from "../platform/db/schema.ts";
import type { Tenant } from "../platform/tenant.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface Subject {
  action: string;
  subject: string;
}

const fullName = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(" ");
const carName = (car: unknown): string | null => {
  const name = (car as { name?: unknown } | null)?.name;
  return typeof name === "string" ? name : null;
};

/**
 * The names behind a page of audit entries — the shopper and car of a lead, a booking or a
 * deposit, the car of a stock change — in one query per kind of subject, this dealer's rows only.
 */
export async function auditNames(db: Db, tenant: Tenant, entries: Subject[]): Promise<Map<string, AuditNames>> {
  const ids = (prefix: string) => [
    ...new Set(
      entries.filter((one) => one.action.startsWith(prefix) && UUID.test(one.subject)).map((one) => one.subject),
    ),
  ];
  const [leadIds, bookingIds, reservationIds] = [ids("lead."), ids("booking."), ids("reservation.")];
  const names = new Map<string, AuditNames>();

  const bookings = bookingIds.length
    ? await db
        .select({
          id: appointments.id,
          kind: appointments.kind,
          carId: appointments.carId,
          leadId: appointments.leadId,
        })
        .from(appointments)
        .where(and(eq(appointments.tenant, tenant.slug), inArray(appointments.id, bookingIds)))
    : [];
  const wanted = [...new Set([...leadIds, ...bookings.flatMap((booking) => (booking.leadId ? [booking.leadId] : []))])];
  const leadRows = wanted.length
    ? await db
        .select({
          id: leads.id,
          first: leads.firstName,
          last: leads.lastName,
          formType: leads.formType,
          car: leads.car,
        })
        .from(leads)
        .where(and(eq(leads.tenant, tenant.slug), inArray(leads.id, wanted)))
    : [];
  const leadOf = new Map(
    leadRows.map((row) => [
      row.id,
      { name: fullName(row.first, row.last), form_type: row.formType, car: carName(row.car) },
    ]),
  );
  for (const id of leadIds) if (leadOf.has(id)) names.set(id, { lead: leadOf.get(id) });
  for (const booking of bookings) {
    const lead = booking.leadId ? leadOf.get(booking.leadId) : undefined;
    const car = lead?.car ?? (booking.carId ? ((await tenant.car(booking.carId))?.name ?? null) : null);
    names.set(booking.id, { booking: { name: lead?.name ?? "", kind: booking.kind, car } });
  }

  if (reservationIds.length) {
    const rows = await db
      .select({
        id: reservations.id,
        first: reservations.firstName,
        last: reservations.lastName,
        car: reservations.carName,
        reference: reservations.reference,
      })
      .from(reservations)
      .where(and(eq(reservations.tenant, tenant.slug), inArray(reservations.id, reservationIds)));
    for (const row of rows)
      names.set(row.id, {
        reservation: { name: fullName(row.first, row.last), car: row.car, reference: row.reference },
      });
  }

  for (const carId of new Set(entries.filter((one) => one.action.startsWith("stock.")).map((one) => one.subject))) {
    const car = await tenant.car(carId);
    if (car) names.set(carId, { car: car.name });
  }
  return names;
}
