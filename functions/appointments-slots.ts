import { appointmentSlots } from "#lib/api/appointments.ts";
import { locationOf, openSlots, testDriveCar, yardFor } from "./_shared/appointments/book.ts";
import { getDb } from "./_shared/platform/db/client.ts";
import { defineFunction } from "./_shared/entry/define-function.ts";

export const config = { path: "/api/appointments/slots", method: ["GET"] };

/** A yard's free times for a test drive (of one car) or a service. */
export default defineFunction(appointmentSlots, async (input, { site }) => {
  const tenant = await site();
  const locationId = await locationOf(tenant, input.kind, input.location_id, input.car_id);
  const yard = await yardFor(tenant, input.kind, locationId);
  const db = await getDb();
  const now = new Date();
  const answer = { location_id: locationId, time_zone: yard.timeZone, slot_minutes: yard.availability.slotMinutes };
  let carId: string | undefined;
  if (input.kind === "testDrive") {
    const { car, problem, message } = await testDriveCar(db, tenant, input.car_id, locationId);
    if (problem) return { ...answer, slots: [], unavailable: { reason: problem, message: message! } };
    carId = String(car.id);
  }
  const { slots } = await openSlots(db, tenant, input.kind, yard, now, carId);
  return {
    ...answer,
    slots: slots.map((slot) => ({ date: slot.date, time: slot.time, starts_at: slot.startsAt, free: slot.free })),
  };
});
