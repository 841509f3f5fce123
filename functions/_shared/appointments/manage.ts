import { MANAGE_MESSAGES, changeable, linkOpens } from "#lib/appointments/manage.ts";
import { yardCapacity } from "#lib/appointments/slots.ts";
import { formatClock } from "#lib/hours/opening-hours.ts";
import { addressKey } from "#lib/security/address-key.ts";
import { hitRateLimit, type RateLimit } from "../platform/auth/rate-limit.ts";
import { clientIp } from "../platform/http/client-address.ts";
import type { FunctionContext } from "../platform/http/define-function.ts";
import type { Db } from "../platform/db/client.ts";
import { HttpError, tooMany } from "../platform/http/errors.ts";
import type { Tenant } from "../platform/tenant.ts";
import { calendarSequence, queueBookingMessage } from "./messages.ts";
import {
  bookedText,
  bookingTime,
  manageTokenHash,
  openSlots,
  refuseUnbookable,
  slotFull,
  testDriveCar,
  yardFor,
} from "./book.ts";
import { tellDealer } from "./notify.ts";
import { type AppointmentRow, appointmentByTokenHash, cancelAppointment, moveAppointment } from "./store.ts";

/**
 * The shopper's move-or-cancel link, without signing in. The token is looked up by its
 * hash; a wrong one, another dealer's, and one whose appointment is over all get the same 404.
 */

const PER_ADDRESS: Record<"look" | "change", RateLimit> = {
  look: { max: 60, windowSeconds: 15 * 60 },
  change: { max: 20, windowSeconds: 60 * 60 },
};

const notFound = () => new HttpError(404, "not_found", MANAGE_MESSAGES.notFound);

/** Counts one lookup or change against the caller's address (IPv6 by /64); 429 past the limit. */
export async function limitByAddress(
  db: Db,
  tenant: Tenant,
  request: Request,
  context: FunctionContext,
  what: "look" | "change",
): Promise<void> {
  const key = addressKey(clientIp(request, context));
  const hit = await hitRateLimit(db, tenant.slug, `appointment-${what}-ip:${key}`, PER_ADDRESS[what]);
  if (!hit.ok) throw tooMany(hit.retryAfterSeconds);
}

/** The link's appointment, while its link opens; 404 otherwise. */
export async function appointmentOfToken(db: Db, tenant: Tenant, token: string, now: Date): Promise<AppointmentRow> {
  const row = await appointmentByTokenHash(db, tenant.slug, manageTokenHash(token));
  if (!row || !linkOpens(row, now)) throw notFound();
  return row;
}

/** The appointment as the shopper sees it, on the yard's clock. */
export async function appointmentView(tenant: Tenant, row: AppointmentRow) {
  const yard = await yardFor(tenant, row.kind, row.locationId).catch(() => undefined);
  const timeZone = yard?.timeZone ?? tenant.config.timeZone;
  const { date, time } = bookedText(row.startsAt, timeZone);
  return {
    appointment: {
      id: row.id,
      kind: row.kind,
      location_id: row.locationId,
      car_id: row.carId,
      starts_at: row.startsAt.toISOString(),
      ends_at: row.endsAt.toISOString(),
      date,
      time,
      time_zone: timeZone,
      status: row.status,
    },
  };
}

export interface Changed {
  row: AppointmentRow;
  /** The dealer's lead deliveries to attempt after the commit. */
  deliveryIds: string[];
  /** The shopper's message about the change, to send after the commit. */
  messageIds?: string[];
}

/** Who changes an appointment: the shopper by their link (whose token the message can carry), or staff in the console. */
export type ChangedBy = { token: string } | { staff: string };

const byWhom = (by: ChangedBy) => ("staff" in by ? `in the console by ${by.staff}` : "online by the shopper");

/** Cancels the link's appointment and tells the dealer; an appointment already cancelled answers as it is. */
export async function cancelByToken(db: Db, tenant: Tenant, token: string, now: Date): Promise<Changed> {
  return cancelAppointmentRow(db, tenant, await appointmentOfToken(db, tenant, token, now), { token }, now);
}

/**
 * Cancels an appointment (its place is free at once), tells the dealer as a lead and the shopper with a
 * cancelling calendar entry, in one transaction. An appointment already cancelled answers as it is; one
 * that has started cannot be changed (404, as a link past its appointment).
 */
export async function cancelAppointmentRow(
  db: Db,
  tenant: Tenant,
  row: AppointmentRow,
  by: ChangedBy,
  now: Date,
): Promise<Changed> {
  if (row.status === "cancelled") return { row, deliveryIds: [] };
  if (!changeable(row, now)) throw notFound();
  const timeZone = (await appointmentView(tenant, row)).appointment.time_zone;
  const was = bookedText(row.startsAt, timeZone);
  const done = await db.transaction(async (tx) => {
    const cancelled = await cancelAppointment(tx, row.id);
    if (!cancelled) return undefined; // cancelled a moment ago by another click
    const text = `Booking cancelled ${byWhom(by)}: it was for ${was.date} ${formatClock(was.time)} (${timeZone} time).`;
    const details = bookingTime(row.startsAt, timeZone);
    const deliveryIds = await tellDealer(
      tx,
      tenant,
      cancelled,
      { key: "cancel", kind: "cancelled", text, details },
      now,
    );
    const messageIds = await queueBookingMessage(
      tx,
      tenant,
      cancelled,
      "cancelled",
      { key: "cancelled", sequence: calendarSequence(row, now), sms: "staff" in by },
      now,
    );
    return { row: cancelled, deliveryIds, messageIds };
  });
  return done ?? { row: { ...row, status: "cancelled" }, deliveryIds: [] };
}

/** Moves the link's appointment to `startsAt` (moveAppointmentRow). */
export async function moveByToken(db: Db, tenant: Tenant, token: string, startsAt: Date, now: Date): Promise<Changed> {
  return moveAppointmentRow(db, tenant, await appointmentOfToken(db, tenant, token, now), startsAt, { token }, now);
}

/**
 * Moves an appointment to `startsAt`, a time the calendar offers now (the same rules as a new appointment; a
 * test drive's car must still be for sale, unreserved and at the yard). Of two people racing for
 * the last place, one moves and the other gets 409 with the nearest free times.
 */
export async function moveAppointmentRow(
  db: Db,
  tenant: Tenant,
  row: AppointmentRow,
  startsAt: Date,
  by: ChangedBy,
  now: Date,
): Promise<Changed> {
  if (row.status === "cancelled") throw new HttpError(409, "cancelled", MANAGE_MESSAGES.cancelled);
  if (!changeable(row, now)) throw notFound();
  if (startsAt.getTime() === row.startsAt.getTime())
    throw new HttpError(422, "time_refused", MANAGE_MESSAGES.sameTime, {
      fields: { starts_at: MANAGE_MESSAGES.sameTime },
    });
  const yard = await yardFor(tenant, row.kind, row.locationId);
  if (row.kind === "testDrive") {
    const { problem, message } = await testDriveCar(db, tenant, row.carId ?? undefined, row.locationId);
    if (problem) throw new HttpError(409, "car_unavailable", message!);
  }
  const open = await openSlots(db, tenant, row.kind, yard, now, row.carId ?? undefined);
  refuseUnbookable(yard, startsAt, now, open);
  const wanted = startsAt.toISOString();
  if (!open.slots.some((slot) => slot.startsAt === wanted)) throw slotFull(open.slots, startsAt);
  const endsAt = new Date(startsAt.getTime() + yard.availability.slotMinutes * 60_000);
  const was = bookedText(row.startsAt, yard.timeZone);
  const next = bookedText(startsAt, yard.timeZone);
  const moved = await db.transaction(async (tx) => {
    const done = await moveAppointment(tx, row.id, { startsAt, endsAt }, yardCapacity(yard));
    if (typeof done === "string") return done;
    const text = `Booking moved ${byWhom(by)} to ${next.date} ${formatClock(next.time)} (${yard.timeZone} time); it was ${was.date} ${formatClock(was.time)}.`;
    const key = `move:${wanted}:${row.updatedAt.getTime()}`;
    const details = bookingTime(startsAt, yard.timeZone);
    const deliveryIds = await tellDealer(tx, tenant, done, { key, kind: "moved", text, details }, now);
    const token = "token" in by ? by.token : undefined;
    const messageIds = await queueBookingMessage(
      tx,
      tenant,
      done,
      "moved",
      { key, token, sequence: calendarSequence(row, now), sms: "staff" in by },
      now,
    );
    return { row: done, deliveryIds, messageIds };
  });
  if (moved === "gone") throw new HttpError(409, "cancelled", MANAGE_MESSAGES.cancelled);
  if (moved === "full")
    throw slotFull(
      open.slots.filter((slot) => slot.startsAt !== wanted),
      startsAt,
    );
  return moved;
}
