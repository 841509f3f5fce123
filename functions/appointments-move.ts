import { moveAppointment } from "#lib/api/appointments.ts";
import { appointmentView, limitByAddress, moveByToken } from "./_shared/appointments/manage.ts";
import { inBackground } from "./_shared/platform/background.ts";
import { getDb } from "./_shared/platform/db/client.ts";
import { defineFunction } from "./_shared/entry/define-function.ts";
import { attemptDeliveries } from "./_shared/platform/outbox/deliver.ts";
import { claimDue } from "./_shared/platform/outbox/store.ts";
import { sendMessagesNow } from "./_shared/platform/messages/outbox.ts";

export const config = { path: "/api/appointments/move", method: ["POST"] };

/** Moves the link's booking to another free time (409 with the nearest free times when it was just taken). */
export default defineFunction(moveAppointment, async (input, { site, request, context }) => {
  const tenant = await site();
  const db = await getDb();
  await limitByAddress(db, tenant, request, context, "change");
  const {
    row,
    deliveryIds,
    messageIds = [],
  } = await moveByToken(db, tenant, input.token, new Date(input.starts_at), new Date());
  if (deliveryIds.length)
    inBackground(context, "booking change delivery", async () => {
      await attemptDeliveries(db, await claimDue(db, { ids: deliveryIds }));
    });
  if (messageIds.length)
    inBackground(context, "booking change message", () => sendMessagesNow(db, { ids: messageIds }));
  return appointmentView(tenant, row);
});
