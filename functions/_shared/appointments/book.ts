import { createHash, randomBytes } from "node:crypto";
import type { AppointmentKind, Availability } from "#lib/appointments/settings.ts";
import {
  BOOKING_MESSAGES,
  bookingRefusal,
  freeSlots,
  nearestFreeSlots,
  type Slot,
  type YardAvailability,
} from "#lib/appointments/slots.ts";
import { TEST_DRIVE_CAR_MESSAGES, testDriveCarProblem } from "#lib/appointments/test-drive-car.ts";
import { BOOKING_DEPARTMENT } from "#lib/appointments/yards.ts";
import type { Location } from "#lib/feed/location.ts";
import type { BookingTime } from "#lib/leads/history.ts";
import { formatClock } from "#lib/hours/opening-hours.ts";
import { locationTimeZone, zonedMoment } from "#lib/hours/zoned-time.ts";
import type { Db } from "../platform/db/client.ts";
import { commonError, HttpError } from "../platform/http/errors.ts";
import { MESSAGES } from "#lib/forms/messages.ts";
import { liveStockSince } from "../stock/live.ts";
import type { Tenant } from "../platform/tenant.ts";
import { carBookedAt, takenPlaces } from "./store.ts";

/** The dealer's settings and a yard's hours, as the slot rules take them. */

export const notBookable = () =>
  new HttpError(404, "not_bookable", "Bookings are not taken online here. Please send an enquiry instead.");

/** The yard asked about: the one named, else (a test drive) the one its car is at. */
export async function locationOf(
  tenant: Tenant,
  kind: AppointmentKind,
  locationId: string | undefined,
  carId: string | undefined,
): Promise<string> {
  if (locationId) return locationId;
  const car = kind === "testDrive" && carId ? await tenant.car(carId) : undefined;
  if (car?.location_id) return String(car.location_id);
  throw commonError("validation", undefined, { fields: { location_id: MESSAGES.required } });
}

/** The yard's availability for a kind, or 404 when the dealer does not take such bookings there. */
export async function yardFor(tenant: Tenant, kind: AppointmentKind, locationId: string): Promise<YardAvailability> {
  const availability: Availability | undefined = tenant.config.appointments[kind];
  const location = (await tenant.feed("locations")).find((candidate) => String(candidate.id) === locationId);
  const department = location?.departments.find((candidate) => candidate.type === BOOKING_DEPARTMENT[kind]);
  if (!availability || !location || !department) throw notBookable();
  return {
    availability,
    yardId: locationId,
    hours: department,
    timeZone: locationTimeZone(location as Location, tenant.config.timeZone),
  };
}

/** A test drive's car, refused (409, with why) when it is sold, reserved or at another yard. */
export async function testDriveCar(db: Db, tenant: Tenant, carId: string | undefined, locationId: string) {
  const car = carId ? await tenant.car(carId) : undefined;
  if (!car)
    throw new HttpError(422, "validation", "Please check the highlighted fields.", {
      fields: { car_id: "Choose the car to test drive." },
    });
  const live = (await liveStockSince(db, tenant, new Date(0))).find((entry) => entry.car_id === String(car.id));
  const problem = testDriveCarProblem(car, live, locationId);
  return { car, problem, message: problem ? TEST_DRIVE_CAR_MESSAGES[problem] : undefined };
}

/** The yard's free slots from now to its horizon, less those at which the car is already out. */
export async function openSlots(
  db: Db,
  tenant: Tenant,
  kind: AppointmentKind,
  yard: YardAvailability,
  now: Date,
  carId?: string,
): Promise<{ slots: Slot[]; taken: Map<string, number> }> {
  const until = new Date(now.getTime() + (yard.availability.horizonDays + 2) * 86_400_000);
  const taken = await takenPlaces(db, { tenant: tenant.slug, kind, locationId: yard.yardId }, now, until);
  const carBusy = carId ? await carBookedAt(db, tenant.slug, carId, now) : new Set<string>();
  const slots = freeSlots(yard, now, taken).filter((slot) => !carBusy.has(slot.startsAt));
  return { slots, taken };
}

/** Refuses a time the calendar does not offer (422), or a full one (409 with the nearest free times). */
export function refuseUnbookable(
  yard: YardAvailability,
  startsAt: Date,
  now: Date,
  open: { slots: Slot[]; taken: Map<string, number> },
) {
  const refusal = bookingRefusal(yard, startsAt, now, open.taken);
  if (!refusal) return;
  if (refusal === "full") throw slotFull(open.slots, startsAt);
  throw new HttpError(422, "time_refused", BOOKING_MESSAGES[refusal], {
    fields: { starts_at: BOOKING_MESSAGES[refusal] },
  });
}

/** 409 for a time taken first by someone else, naming the nearest free times in the message. */
export function slotFull(slots: readonly Slot[], wanted: Date): HttpError {
  const nearest = nearestFreeSlots(slots, wanted);
  const times = nearest.map((slot) => `${slot.date} ${formatClock(slot.time)}`).join(", ");
  return new HttpError(409, "slot_full", nearest.length ? `${BOOKING_MESSAGES.full} ${times}.` : BOOKING_MESSAGES.full);
}

/** What is stored in place of a move-or-cancel token, and what a link's token is looked up by. */
export const manageTokenHash = (token: string): string => createHash("sha256").update(token).digest("hex");

/** The shopper's move-or-cancel token and the hash stored in its place. */
export function manageToken(): { token: string; hash: string } {
  const token = randomBytes(24).toString("base64url");
  return { token, hash: manageTokenHash(token) };
}

/** A booking's time as its lead's history records it (src/lib/leads/history.ts). */
export function bookingTime(startsAt: Date, timeZone: string): BookingTime {
  const { date, time } = bookedText(startsAt, timeZone);
  return { starts_at: startsAt.toISOString(), date, time, time_zone: timeZone };
}

/** How the booking reads in the dealer's lead: "Booked for Sat 2026-10-03 9:30 am (Australia/Sydney time)". */
export function bookedText(startsAt: Date, timeZone: string): { date: string; time: string; text: string } {
  const { date, minutes } = zonedMoment(startsAt, timeZone);
  const time = `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
  return { date, time, text: `Booked online for ${date} ${formatClock(time)} (${timeZone} time).` };
}
