import { consoleAppointments } from "#lib/api/console-appointments.ts";
import { appointmentsDay } from "./_shared/appointments/console.ts";
import { getDb } from "./_shared/platform/db/client.ts";
import { defineFunction } from "./_shared/entry/define-function.ts";
import { requireStaff } from "./_shared/staff/session.ts";

export const config = { path: "/api/console/appointments", method: ["GET"] };

/** A day's test drives and services, and those whose day has closed since (owners and sales). */
export default defineFunction(consoleAppointments, async ({ date }, call) => {
  await requireStaff(call, "bookings.manage");
  return appointmentsDay(await getDb(), await call.site(), date);
});
