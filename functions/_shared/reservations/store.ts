import { and, asc, desc, eq, gt, inArray, lte, type SQL } from "drizzle-orm";
import type { Reservation } from "#lib/api/reservations.ts";
import {
  ACTIVE_STATUSES,
  RESERVATION_LIFECYCLE,
  type ReservationEvent,
  type ReservationStatus,
} from "#lib/reservations/lifecycle.ts";
import { formatHoldExpiry, REFERENCE_PATTERN, statusText } from "#lib/reservations/reservation.ts";
import type { Db } from "../platform/db/client.ts";
import { recordedPatch } from "../payment-events/recorded.ts";
import { reservations } from "../platform/db/schema.ts";

/**
 * Every read and every write of the reservations table. The only code that writes a
 * reservation's status is `moveReservations` (through `moveReservation`), and the statuses it moves
 * from come from the lifecycle's table (src/lib/reservations/lifecycle.ts), never from a list of its
 * callers; tests/functions/money-lifecycles.test.ts checks no other code updates the table.
 */

export type ReservationRow = typeof reservations.$inferSelect;
type Reader = Pick<Db, "select">;
type Writer = Pick<Db, "update">;

/** By id, or (within a tenant) by the reference RSV-XXXX-XXXX the shopper quotes. */
export async function findReservation(
  db: Reader,
  idOrReference: string,
  slug?: string,
): Promise<ReservationRow | null> {
  const reference = idOrReference.trim().toUpperCase();
  let byKey: SQL;
  if (/^[0-9a-f-]{36}$/i.test(idOrReference)) byKey = eq(reservations.id, idOrReference);
  else if (slug && REFERENCE_PATTERN.test(reference)) byKey = eq(reservations.reference, reference);
  else return null;
  const where = slug ? and(byKey, eq(reservations.tenant, slug)) : byKey;
  const [row] = await db.select().from(reservations).where(where).limit(1);
  return row ?? null;
}

/** The car's pending or held reservation, if any (the partial unique index allows one). */
export async function activeReservationFor(db: Reader, slug: string, carId: string): Promise<ReservationRow | null> {
  const [row] = await db
    .select()
    .from(reservations)
    .where(
      and(
        eq(reservations.tenant, slug),
        eq(reservations.carId, carId),
        inArray(reservations.status, [...ACTIVE_STATUSES]),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** The cars whose deposit checkout is open right now, and until when (for /api/stock-status). */
export async function openCheckouts(
  db: Reader,
  slug: string,
  now: Date,
): Promise<{ car_id: string; at: string; until: string }[]> {
  const rows = await db
    .select({ carId: reservations.carId, createdAt: reservations.createdAt, expiresAt: reservations.expiresAt })
    .from(reservations)
    .where(and(eq(reservations.tenant, slug), eq(reservations.status, "pending"), gt(reservations.expiresAt, now)));
  return rows.map((row) => ({
    car_id: row.carId,
    at: row.createdAt.toISOString(),
    until: row.expiresAt.toISOString(),
  }));
}

/** The reservation a phone's idempotency key made, if any. */
export async function reservationByKey(
  db: Reader,
  slug: string,
  phone: string,
  idempotencyKey: string,
): Promise<ReservationRow | null> {
  const [row] = await db
    .select()
    .from(reservations)
    .where(
      and(
        eq(reservations.tenant, slug),
        eq(reservations.phone, phone),
        eq(reservations.idempotencyKey, idempotencyKey),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function listReservations(
  db: Reader,
  filter: {
    slug?: string;
    status?: ReservationStatus | readonly ReservationStatus[];
    phone?: string;
    limit?: number;
  },
): Promise<ReservationRow[]> {
  const where: SQL[] = [];
  if (filter.slug) where.push(eq(reservations.tenant, filter.slug));
  if (typeof filter.status === "string") where.push(eq(reservations.status, filter.status));
  else if (filter.status) where.push(inArray(reservations.status, [...filter.status]));
  if (filter.phone) where.push(eq(reservations.phone, filter.phone));
  return db
    .select()
    .from(reservations)
    .where(and(...where))
    .orderBy(desc(reservations.createdAt))
    .limit(filter.limit ?? 200);
}

/** Reservations whose time is up: held ones to release, pending ones never paid. Oldest first. */
export async function dueReservations(
  db: Reader,
  now: Date,
  only: { slug?: string; reference?: string } = {},
): Promise<ReservationRow[]> {
  const where = [inArray(reservations.status, [...ACTIVE_STATUSES]), lte(reservations.expiresAt, now)];
  if (only.slug) where.push(eq(reservations.tenant, only.slug));
  if (only.reference) where.push(eq(reservations.reference, only.reference));
  return db
    .select()
    .from(reservations)
    .where(and(...where))
    .orderBy(asc(reservations.expiresAt));
}

type Moved = Partial<Omit<ReservationRow, "id" | "status">>;

/** The one status `event` moves to (every event but the sweep's has one): a programming error otherwise. */
function onlyTarget(event: ReservationEvent): ReservationStatus {
  const [to, ...more] = RESERVATION_LIFECYCLE.targets(event);
  if (!to || more.length) throw new Error(`reservation event ${event} moves to ${to ? "several statuses" : "none"}`);
  return to;
}

/**
 * Moves the reservations matching `where` that `event` moves to `to`, in one statement, from the
 * statuses the lifecycle's table says `event` moves to `to` from: of two callers racing (a webhook
 * and the dealer, the sweep and a late payment), exactly one wins and the other moves nothing.
 */
export async function moveReservations(
  db: Writer,
  where: SQL | undefined,
  event: ReservationEvent,
  to: ReservationStatus,
  patch: Moved = {},
): Promise<ReservationRow[]> {
  const from = RESERVATION_LIFECYCLE.statusesBefore(to, event);
  if (!from.length) throw new Error(`no reservation moves to ${to} on ${event}`);
  return db
    .update(reservations)
    .set({ ...patch, status: to, updatedAt: patch.updatedAt ?? new Date() })
    .where(and(where, inArray(reservations.status, from)))
    .returning();
}

/** One reservation moved by `event` (to `to` when the event may lead to several), or null when its status does not allow it. */
export async function moveReservation(
  db: Writer,
  id: string,
  event: ReservationEvent,
  patch: Moved = {},
  to: ReservationStatus = onlyTarget(event),
): Promise<ReservationRow | null> {
  const [row] = await moveReservations(db, eq(reservations.id, id), event, to, patch);
  return row ?? null;
}

/** A tenant's unpaid checkouts past their time, failed as the sweep would (`expire`): they no longer keep their car, phone or address. */
export const expireLapsedCheckouts = (db: Writer, slug: string, now: Date, patch: Moved): Promise<ReservationRow[]> =>
  moveReservations(db, and(eq(reservations.tenant, slug), lte(reservations.expiresAt, now)), "expire", "failed", patch);

/**
 * What the payment provider reported about a reservation without moving it (a declined card, a
 * refund, a dispute), written only in the statuses where the lifecycle's table records `event`;
 * null when its status does not.
 */
export async function recordOnReservation(
  db: Writer,
  id: string,
  event: ReservationEvent,
  patch: Partial<Pick<ReservationRow, "note" | "refundedCents" | "refundedAt" | "disputedAt" | "disputeReason">> & {
    updatedAt?: Date;
  },
): Promise<ReservationRow | null> {
  const statuses = RESERVATION_LIFECYCLE.recordedIn(event);
  if (!statuses.length) throw new Error(`reservation event ${event} records nothing`);
  const [row] = await db
    .update(reservations)
    .set(recordedPatch(reservations.refundedCents, patch))
    .where(and(eq(reservations.id, id), inArray(reservations.status, statuses)))
    .returning();
  return row ?? null;
}

/** A new reservation (pending, the column's default), or undefined when a partial unique index refused it. */
export async function insertReservation(
  db: Pick<Db, "insert">,
  values: Omit<typeof reservations.$inferInsert, "id" | "status">,
): Promise<ReservationRow | undefined> {
  const [row] = await db.insert(reservations).values(values).onConflictDoNothing().returning();
  return row;
}

/** The provider's hosted checkout, once opened for a reservation. */
export async function attachCheckout(
  db: Writer,
  id: string,
  checkout: { checkoutId: string; checkoutUrl: string },
  now: Date,
): Promise<ReservationRow> {
  const [row] = await db
    .update(reservations)
    .set({ ...checkout, updatedAt: now })
    .where(eq(reservations.id, id))
    .returning();
  return row!;
}

/** The reservation a payment belongs to: a provider's refund or dispute names only its PaymentIntent. */
export async function reservationByPayment(db: Reader, paymentId: string): Promise<ReservationRow | null> {
  const [row] = await db.select().from(reservations).where(eq(reservations.paymentId, paymentId)).limit(1);
  return row ?? null;
}

/** The shopper's view of a reservation: no provider ids, the expiry on the dealer's clock. */
export function toReservation(row: ReservationRow, timeZone: string, item: string): Reservation {
  return {
    id: row.id,
    reference: row.reference,
    status: row.status,
    car_id: row.carId,
    car_name: row.carName,
    amount_cents: row.amountCents,
    currency: row.currency,
    expires_at: row.expiresAt.toISOString(),
    expires_text: formatHoldExpiry(row.expiresAt, timeZone),
    held_at: row.heldAt?.toISOString() ?? null,
    status_text: statusText(row.status, item),
  };
}
