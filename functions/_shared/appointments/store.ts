import type { VisitSource } from "#lib/insights/visit-source.ts";
import { and, asc, count, eq, gt, gte, isNotNull, isNull, lt, sql } from "drizzle-orm";
import type { AppointmentKind } from "#lib/appointments/settings.ts";
import type { Db, Tx } from "../platform/db/client.ts";
import { appointmentLinks, appointments } from "../platform/db/schema.ts";

/** The one writer of appointments. */

export type AppointmentRow = typeof appointments.$inferSelect;

/** Part of an appointment row as inserted (NewAppointment), so it keeps the column's name: `tenant`, the dealer's slug. */
interface Slot {
  tenant: string;
  kind: AppointmentKind;
  locationId: string;
}

/** Places taken in each slot of a yard between two instants, by the slot's start (ISO). */
export async function takenPlaces(db: Db | Tx, slot: Slot, from: Date, to: Date): Promise<Map<string, number>> {
  const rows = await db
    .select({ startsAt: appointments.startsAt, taken: count() })
    .from(appointments)
    .where(
      and(
        eq(appointments.tenant, slot.tenant),
        eq(appointments.kind, slot.kind),
        eq(appointments.locationId, slot.locationId),
        eq(appointments.status, "booked"),
        gte(appointments.startsAt, from),
        lt(appointments.startsAt, to),
      ),
    )
    .groupBy(appointments.startsAt);
  return new Map(rows.map((row) => [row.startsAt.toISOString(), Number(row.taken)]));
}

/** The starts (ISO) at which a car is already booked for a test drive, anywhere. */
export async function carBookedAt(db: Db | Tx, slug: string, carId: string, from: Date): Promise<Set<string>> {
  const rows = await db
    .select({ startsAt: appointments.startsAt })
    .from(appointments)
    .where(
      and(
        eq(appointments.tenant, slug),
        eq(appointments.carId, carId),
        eq(appointments.status, "booked"),
        gte(appointments.startsAt, from),
      ),
    );
  return new Set(rows.map((row) => row.startsAt.toISOString()));
}

/** A shopper's appointments still to come, by phone: nobody fills a day's slots. */
export async function upcomingAppointmentsOf(db: Db | Tx, slug: string, phone: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ booked: count() })
    .from(appointments)
    .where(
      and(
        eq(appointments.tenant, slug),
        eq(appointments.phone, phone),
        eq(appointments.status, "booked"),
        gte(appointments.startsAt, now),
      ),
    );
  return Number(row?.booked ?? 0);
}

export interface NewAppointment extends Slot {
  startsAt: Date;
  endsAt: Date;
  carId: string | null;
  phone: string;
  email: string;
  clientKey: string | null;
  manageTokenHash: string;
  smsReminders: boolean;
  /** Where the shopper's visit came from (Insights). */
  source: VisitSource | null;
}

/**
 * Takes the first free place of the slot, or none. Each place is a row a partial unique index
 * allows once, so two transactions racing for the last place cannot both insert it: the second
 * waits for the first and finds its place taken (ON CONFLICT DO NOTHING). The car's own index
 * refuses a second test drive of the car at that time the same way.
 */
export async function takePlace(
  tx: Tx,
  appointment: NewAppointment,
  capacity: number,
): Promise<AppointmentRow | undefined> {
  for (let place = 1; place <= capacity; place++) {
    const [row] = await tx
      .insert(appointments)
      .values({ ...appointment, place })
      .onConflictDoNothing()
      .returning();
    if (row) return row;
  }
  return undefined;
}

/** Ties the appointment to the lead the dealer got for it. */
export async function linkLead(tx: Tx, id: string, leadId: string): Promise<void> {
  await tx.update(appointments).set({ leadId, updatedAt: sql`now()` }).where(eq(appointments.id, id));
}

/**
 * The appointment whose move-or-cancel token hashes to `hash`, in this dealer's site; none for any
 * other. The token is the confirmation's or one a later message carried (appointment_links): each
 * lookup is by a unique index.
 */
export async function appointmentByTokenHash(
  db: Db | Tx,
  slug: string,
  hash: string,
): Promise<AppointmentRow | undefined> {
  const [row] = await db
    .select()
    .from(appointments)
    .where(and(eq(appointments.tenant, slug), eq(appointments.manageTokenHash, hash)))
    .limit(1);
  if (row) return row;
  const [linked] = await db
    .select({ row: appointments })
    .from(appointmentLinks)
    .innerJoin(appointments, eq(appointments.id, appointmentLinks.appointmentId))
    .where(and(eq(appointmentLinks.tenant, slug), eq(appointmentLinks.tokenHash, hash)))
    .limit(1);
  return linked?.row;
}

/** Records another move-or-cancel link for an appointment, by its token's hash (the token is never stored). */
export async function addManageLink(tx: Tx, row: Pick<AppointmentRow, "id" | "tenant">, hash: string): Promise<void> {
  await tx.insert(appointmentLinks).values({ tenant: row.tenant, tokenHash: hash, appointmentId: row.id });
}

/** Cancels an appointment: its place is free at once (the unique index counts booked rows only). */
export async function cancelAppointment(db: Db | Tx, id: string): Promise<AppointmentRow | undefined> {
  const [row] = await db
    .update(appointments)
    .set({ status: "cancelled", updatedAt: sql`now()` })
    .where(and(eq(appointments.id, id), eq(appointments.status, "booked")))
    .returning();
  return row;
}

const isUniqueViolation = (error: unknown): boolean => {
  for (let at: unknown = error; at && typeof at === "object"; at = (at as { cause?: unknown }).cause)
    if ((at as { code?: unknown }).code === "23505") return true;
  return false;
};

/**
 * Moves an appointment to the first free place of another slot; "full" when there is none, "gone"
 * when the appointment was cancelled meanwhile. One UPDATE per place tried:
 * the row takes its new place and gives up its old one in the same statement (and any closed-day
 * notice with it), and the partial
 * unique indexes refuse a place (or a car's time) someone holds or is taking in a racing
 * transaction, which then waits for it. A refused place rolls back to its savepoint only.
 */
export async function moveAppointment(
  tx: Tx,
  id: string,
  to: { startsAt: Date; endsAt: Date },
  capacity: number,
): Promise<AppointmentRow | "full" | "gone"> {
  for (let place = 1; place <= capacity; place++) {
    try {
      const row = await tx.transaction(async (savepoint) => {
        const [moved] = await savepoint
          .update(appointments)
          .set({ startsAt: to.startsAt, endsAt: to.endsAt, place, closedDayNoticedAt: null, updatedAt: sql`now()` })
          .where(and(eq(appointments.id, id), eq(appointments.status, "booked")))
          .returning();
        return moved;
      });
      return row ?? "gone"; // cancelled meanwhile
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  return "full";
}

/** One of this dealer's appointments by id; none for another dealer's (or a malformed) id. */
export async function appointmentOfDealer(db: Db | Tx, slug: string, id: string): Promise<AppointmentRow | undefined> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return undefined;
  const [row] = await db
    .select()
    .from(appointments)
    .where(and(eq(appointments.tenant, slug), eq(appointments.id, id)))
    .limit(1);
  return row;
}

/** The dealer's appointments (booked and cancelled) starting between two instants, in time order. */
export async function appointmentsBetween(db: Db | Tx, slug: string, from: Date, to: Date): Promise<AppointmentRow[]> {
  return db
    .select()
    .from(appointments)
    .where(and(eq(appointments.tenant, slug), gte(appointments.startsAt, from), lt(appointments.startsAt, to)))
    .orderBy(asc(appointments.startsAt), asc(appointments.place));
}

/**
 * Upcoming appointments still to be checked against the yard's hours (none noticed yet), or, with
 * `noticed`, those whose day was found closed and that nobody has moved or cancelled yet.
 */
export async function upcomingAppointments(
  db: Db | Tx,
  slug: string,
  now: Date,
  noticed: boolean,
): Promise<AppointmentRow[]> {
  return db
    .select()
    .from(appointments)
    .where(
      and(
        eq(appointments.tenant, slug),
        eq(appointments.status, "booked"),
        gt(appointments.startsAt, now),
        noticed ? isNotNull(appointments.closedDayNoticedAt) : isNull(appointments.closedDayNoticedAt),
      ),
    )
    .orderBy(asc(appointments.startsAt));
}

/** Marks an appointment's day as found closed, once: false when it was already marked, moved or cancelled. */
export async function noticeClosedDay(tx: Tx, row: AppointmentRow, now: Date): Promise<boolean> {
  const marked = await tx
    .update(appointments)
    .set({ closedDayNoticedAt: now })
    .where(
      and(
        eq(appointments.id, row.id),
        eq(appointments.status, "booked"),
        eq(appointments.startsAt, row.startsAt),
        isNull(appointments.closedDayNoticedAt),
      ),
    )
    .returning({ id: appointments.id });
  return marked.length > 0;
}
