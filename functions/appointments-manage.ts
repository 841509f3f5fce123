import { manageAppointment } from "#lib/api/appointments.ts";
import { appointmentOfToken, appointmentView, limitByAddress } from "./_shared/appointments/manage.ts";
import { getDb } from "./_shared/platform/db/client.ts";
import { defineFunction } from "./_shared/entry/define-function.ts";

export const config = { path: "/api/appointments/manage", method: ["GET"] };

/** The booking a move-or-cancel link is for (404 for any other token, and once it is over). */
export default defineFunction(manageAppointment, async (input, { site, request, context }) => {
  const tenant = await site();
  const db = await getDb();
  await limitByAddress(db, tenant, request, context, "look");
  return appointmentView(tenant, await appointmentOfToken(db, tenant, input.token, new Date()));
});
