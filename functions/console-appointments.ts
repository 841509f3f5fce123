import { consoleBookings } from "#lib/api/console-bookings.ts";
import { bookingsDay } from "./_shared/appointments/console.ts";
import { getDb } from "./_shared/platform/db/client.ts";
import { defineFunction } from "./_shared/entry/define-function.ts";
import { requireStaff } from "./_shared/staff/session.ts";

export const config = { path: "/api/console/bookings", method: ["GET"] };

/** A day's test drives and services, and those whose day has closed since (owners and sales). */
export default defineFunction(consoleBookings, async ({ date }, call) => {
  await requireStaff(call, "bookings.manage");
  return bookingsDay(await getDb(), await call.site(), date);
});
