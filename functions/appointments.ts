import { randomUUID } from "node:crypto";
import { bookAppointment } from "#lib/api/appointments.ts";
import { LICENCE_MESSAGE } from "#lib/appointments/booking-form.ts";
import { yardCapacity } from "#lib/appointments/slots.ts";
import { addressKey } from "#lib/security/address-key.ts";
import {
  bookedText,
  bookingTime,
  locationOf,
  manageToken,
  openSlots,
  refuseUnbookable,
  slotFull,
  testDriveCar,
  yardFor,
} from "./_shared/appointments/book.ts";
import { queueBookingMessage } from "./_shared/appointments/messages.ts";
import { linkLead, takePlace, upcomingAppointmentsOf } from "./_shared/appointments/store.ts";
import { sendMessagesNow } from "./_shared/platform/messages/outbox.ts";
import { hitRateLimit } from "./_shared/platform/auth/rate-limit.ts";
import { clientIp } from "./_shared/platform/http/client-address.ts";
import { inBackground } from "./_shared/platform/background.ts";
import { getDb } from "./_shared/platform/db/client.ts";
import { defineFunction } from "./_shared/entry/define-function.ts";
import { commonError, HttpError, tooMany } from "./_shared/platform/http/errors.ts";
import { enquirySchemaFor } from "./_shared/leads/schema.ts";
import { addLeadEvent } from "./_shared/leads/events.ts";
import { submitLead } from "./_shared/leads/submit.ts";
import { assignAndTellSoon } from "./_shared/leads/notifications.ts";
import { attemptDeliveries } from "./_shared/platform/outbox/deliver.ts";
import { claimDue } from "./_shared/platform/outbox/store.ts";

export const config = { path: "/api/appointments", method: ["POST"] };

/** Bookings a phone may hold that are still to come, and bookings an address may make an hour. */
const UPCOMING_PER_PHONE = 3;
const PER_ADDRESS_HOURLY = { max: 10, windowSeconds: 3600 };

/**
 * Books a free time at a yard. Checked first: the time is one the calendar offers, the
 * car (for a test drive) is for sale, not reserved and at that yard, and the shopper is within
 * the limits. Then one transaction takes a place in the slot (the database decides a race) and
 * records the lead the dealer gets, with the booked time; a full slot answers with the nearest
 * free times, and nothing is written.
 */
export default defineFunction(bookAppointment, async (input, { site, request, context, reply, visit }) => {
  const tenant = await site();
  const locationId = await locationOf(tenant, input.kind, input.location_id, input.car_id);
  const yard = await yardFor(tenant, input.kind, locationId);
  const db = await getDb();
  const now = new Date();
  let carId: string | null = null;
  if (input.kind === "testDrive") {
    if (input.licence_confirmed !== true)
      throw commonError("validation", undefined, {
        fields: { licence_confirmed: LICENCE_MESSAGE },
      });
    const { car, problem, message } = await testDriveCar(db, tenant, input.car_id, locationId);
    if (problem) throw new HttpError(409, "car_unavailable", message!);
    carId = String(car.id);
  }
  const startsAt = new Date(input.starts_at);
  const open = await openSlots(db, tenant, input.kind, yard, now, carId ?? undefined);
  refuseUnbookable(yard, startsAt, now, open);
  // Free in the yard, but this car is already out on a test drive then.
  if (!open.slots.some((slot) => slot.startsAt === startsAt.toISOString())) throw slotFull(open.slots, startsAt);

  const clientKey = addressKey(clientIp(request, context));
  const perAddress = await hitRateLimit(db, tenant.slug, `appointment-ip:${clientKey}`, PER_ADDRESS_HOURLY, now);
  if (!perAddress.ok) throw tooMany(perAddress.retryAfterSeconds);
  if ((await upcomingAppointmentsOf(db, tenant.slug, input.phone, now)) >= UPCOMING_PER_PHONE)
    throw new HttpError(429, "too_many_bookings", bookAppointment.errors.too_many_bookings.message);

  const booked = bookedText(startsAt, yard.timeZone);
  const enquiry = (await enquirySchemaFor(tenant, "booking")).safeParse({
    kind: input.kind === "testDrive" ? "test-drive" : "service",
    first_name: input.first_name,
    last_name: input.last_name,
    email: input.email,
    phone: input.phone,
    car_id: carId ?? undefined,
    location_id: locationId,
    // Only the shopper's own words: the booked time and the form's answers are the lead's details and history.
    comments: input.comments,
    details:
      input.kind === "testDrive"
        ? { preferred_date: booked.date, preferred_time: booked.time, licence_confirmed: true }
        : {
            preferred_date: booked.date,
            preferred_time: booked.time,
            rego: input.rego,
            odometer: input.odometer,
            service_type: input.service_type,
          },
    terms_accepted: input.terms_accepted,
    opt_in: input.opt_in,
  });
  if (!enquiry.success) {
    const fields = Object.fromEntries(enquiry.error.issues.map((issue) => [issue.path.join("."), issue.message]));
    throw commonError("validation", undefined, { fields });
  }

  const token = manageToken();
  const source = visit() ?? null;
  const done = await db.transaction(async (tx) => {
    const place = await takePlace(
      tx,
      {
        tenant: tenant.slug,
        kind: input.kind,
        locationId,
        startsAt,
        endsAt: new Date(startsAt.getTime() + yard.availability.slotMinutes * 60_000),
        carId,
        phone: input.phone,
        email: input.email,
        clientKey,
        manageTokenHash: token.hash,
        smsReminders: yard.availability.smsReminders && input.sms_reminders === true,
        source,
      },
      yardCapacity(yard),
    );
    if (!place) return undefined;
    const key = input.idempotency_key ?? randomUUID();
    const submitted = await submitLead(db, tenant, enquiry.data, key, now, tx, false, {
      booking: booked.text,
      source: source ?? undefined,
    });
    await linkLead(tx, place.id, submitted.lead.id);
    // The first line of the booking's history; the lead itself is what the CRM gets for it.
    const details = bookingTime(startsAt, yard.timeZone);
    await addLeadEvent(
      tx,
      tenant,
      submitted.lead,
      { key: "booked", kind: "booked", text: booked.text, details },
      now,
      false,
    );
    // The shopper's confirmation, with the calendar entry and the move-or-cancel link, committed with the booking.
    const messageIds = await queueBookingMessage(
      tx,
      tenant,
      { ...place, leadId: submitted.lead.id },
      "booked",
      { key: "booked", token: token.token },
      now,
    );
    return { place, submitted, messageIds };
  });
  if (!done)
    throw slotFull(
      open.slots.filter((slot) => slot.startsAt !== startsAt.toISOString()),
      startsAt,
    );

  const { place, submitted, messageIds } = done;
  if (!submitted.lead.heldReason)
    inBackground(context, "booking lead delivery", async () => {
      await attemptDeliveries(db, await claimDue(db, { ids: submitted.deliveryIds }));
      await assignAndTellSoon(db, tenant);
    });
  inBackground(context, "booking confirmation", () => sendMessagesNow(db, { ids: messageIds }));
  return reply(
    {
      appointment: {
        id: place.id,
        kind: input.kind,
        location_id: place.locationId,
        car_id: place.carId,
        starts_at: place.startsAt.toISOString(),
        ends_at: place.endsAt.toISOString(),
        date: booked.date,
        time: booked.time,
        time_zone: yard.timeZone,
      },
      manage_token: token.token,
    },
    { status: 201 },
  );
});
