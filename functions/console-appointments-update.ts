import { consoleAppointmentUpdate } from "#lib/api/console-appointments.ts";
import { cancelAppointmentRow, moveAppointmentRow } from "./_shared/appointments/manage.ts";
import { appointmentOfDealer } from "./_shared/appointments/store.ts";
import { clientIp } from "./_shared/platform/http/client-address.ts";
import { inBackground } from "./_shared/platform/background.ts";
import { consoleAppointmentViews } from "./_shared/appointments/console.ts";
import { getDb } from "./_shared/platform/db/client.ts";
import { defineFunction } from "./_shared/entry/define-function.ts";
import { sendMessagesNow } from "./_shared/platform/messages/outbox.ts";
import { attemptDeliveries } from "./_shared/platform/outbox/deliver.ts";
import { claimDue } from "./_shared/platform/outbox/store.ts";
import { audit } from "./_shared/staff/audit.ts";
import { requireStaff } from "./_shared/staff/session.ts";

export const config = { path: "/api/console/appointments/update", method: ["POST"] };

/**
 * Staff move an appointment to a free time or cancel it, through the same rules and writer as
 * the shopper's link: the place is taken or freed at once, the dealer's CRM hears of it as a lead,
 * and the shopper gets the moved or cancelled email with its calendar entry. Audited.
 */
export default defineFunction(consoleAppointmentUpdate, async (input, call) => {
  const signedIn = await requireStaff(call, "bookings.manage");
  const db = await getDb();
  const tenant = await call.site();
  const row = await appointmentOfDealer(db, tenant.slug, input.id);
  if (!row) throw call.fail("not_found");
  const by = { staff: signedIn.staff.email };
  const now = new Date();
  const {
    row: changed,
    deliveryIds,
    messageIds = [],
  } = input.action === "cancel"
    ? await cancelAppointmentRow(db, tenant, row, by, now)
    : await moveAppointmentRow(db, tenant, row, new Date(input.starts_at), by, now);
  const [before, after] = await consoleAppointmentViews(db, tenant, [row, changed]);
  await audit(db, {
    slug: tenant.slug,
    actor: signedIn.staff.email,
    action: `booking.${input.action}`,
    subject: row.id,
    before: { status: before!.status, date: before!.date, time: before!.time },
    after: { status: after!.status, date: after!.date, time: after!.time },
    ip: clientIp(call.request, call.context),
  });
  if (deliveryIds.length)
    inBackground(call.context, "booking change delivery", async () => {
      await attemptDeliveries(db, await claimDue(db, { ids: deliveryIds }));
    });
  if (messageIds.length)
    inBackground(call.context, "booking change message", () => sendMessagesNow(db, { ids: messageIds }));
  return { booking: after! };
});
