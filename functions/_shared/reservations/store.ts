import { and, asc, desc, eq, inArray, lte, type SQL } from "drizzle-orm";
import type { Reservation } from "../../../src/lib/api/reservations.ts";
import {
  ACTIVE_STATUSES,
  formatHoldExpiry,
  REFERENCE_PATTERN,
  type ReservationStatus,
  statusesBefore,
  statusText,
} from "../../../src/lib/reservations/reservation.ts";
import type { Db } from "../db/client.ts";
import { reservations } from "../db/schema.ts";

export type ReservationRow = typeof reservations.$inferSelect;
type Reader = Pick<Db, "select">;
type Writer = Pick<Db, "update">;

/** By id, or (within a tenant) by the reference RSV-XXXX-XXXX the shopper quotes. */
export async function findReservation(
  db: Reader,
  idOrReference: string,
  tenant?: string,
): Promise<ReservationRow | null> {
  const reference = idOrReference.trim().toUpperCase();
  let byKey: SQL;
  if (/^[0-9a-f-]{36}$/i.test(idOrReference)) byKey = eq(reservations.id, idOrReference);
  else if (tenant && REFERENCE_PATTERN.test(reference)) byKey = eq(reservations.reference, reference);
  else return null;
  const where = tenant ? and(byKey, eq(reservations.tenant, tenant)) : byKey;
  const [row] = await db.select().from(reservations).where(where).limit(1);
  return row ?? null;
}

/** The car's pending or held reservation, if any (the partial unique index allows one). */
export async function activeReservationFor(db: Reader, tenant: string, carId: string): Promise<ReservationRow | null> {
  const [row] = await db
    .select()
    .from(reservations)
    .where(
      and(
        eq(reservations.tenant, tenant),
        eq(reservations.carId, carId),
        inArray(reservations.status, [...ACTIVE_STATUSES]),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** The reservation a phone's idempotency key made, if any (issue 26). */
export async function reservationByKey(
  db: Reader,
  tenant: string,
  phone: string,
  idempotencyKey: string,
): Promise<ReservationRow | null> {
  const [row] = await db
    .select()
    .from(reservations)
    .where(
      and(
        eq(reservations.tenant, tenant),
        eq(reservations.phone, phone),
        eq(reservations.idempotencyKey, idempotencyKey),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function listReservations(
  db: Reader,
  filter: { tenant?: string; status?: ReservationStatus; limit?: number },
): Promise<ReservationRow[]> {
  const where: SQL[] = [];
  if (filter.tenant) where.push(eq(reservations.tenant, filter.tenant));
  if (filter.status) where.push(eq(reservations.status, filter.status));
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
  only: { tenant?: string; reference?: string } = {},
): Promise<ReservationRow[]> {
  const where = [inArray(reservations.status, [...ACTIVE_STATUSES]), lte(reservations.expiresAt, now)];
  if (only.tenant) where.push(eq(reservations.tenant, only.tenant));
  if (only.reference) where.push(eq(reservations.reference, only.reference));
  return db
    .select()
    .from(reservations)
    .where(and(...where))
    .orderBy(asc(reservations.expiresAt));
}

/**
 * Moves a reservation to `to` only from a status that may precede it, in one statement: of two
 * callers racing (a webhook and the dealer, the sweep and a late payment), exactly one wins and
 * the other gets null.
 */
export async function moveReservation(
  db: Writer,
  id: string,
  to: ReservationStatus,
  patch: Partial<Omit<ReservationRow, "id" | "status">> = {},
  from: ReservationStatus[] = statusesBefore(to),
): Promise<ReservationRow | null> {
  const [row] = await db
    .update(reservations)
    .set({ ...patch, status: to, updatedAt: patch.updatedAt ?? new Date() })
    .where(and(eq(reservations.id, id), inArray(reservations.status, from)))
    .returning();
  return row ?? null;
}

/** What the payment provider reported about a reservation's money (refunds, disputes): never its status. */
export async function recordOnReservation(
  db: Writer,
  id: string,
  patch: Partial<Pick<ReservationRow, "refundedCents" | "refundedAt" | "disputedAt" | "disputeReason">>,
): Promise<ReservationRow | null> {
  const [row] = await db
    .update(reservations)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(reservations.id, id))
    .returning();
  return row ?? null;
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
