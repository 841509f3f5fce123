import { cancelAppointment } from "#lib/api/appointments.ts";
import { appointmentView, cancelByToken, limitByAddress } from "./_shared/appointments/manage.ts";
import { inBackground } from "./_shared/platform/background.ts";
import { getDb } from "./_shared/platform/db/client.ts";
import { defineFunction } from "./_shared/entry/define-function.ts";
import { attemptDeliveries } from "./_shared/platform/outbox/deliver.ts";
import { claimDue } from "./_shared/platform/outbox/store.ts";
import { sendMessagesNow } from "./_shared/platform/messages/outbox.ts";

export const config = { path: "/api/appointments/cancel", method: ["POST"] };

/** Cancels the link's booking (its place is free at once) and tells the dealer. */
export default defineFunction(cancelAppointment, async (input, { site, request, context }) => {
  const tenant = await site();
  const db = await getDb();
  await limitByAddress(db, tenant, request, context, "change");
  const { row, deliveryIds, messageIds = [] } = await cancelByToken(db, tenant, input.token, new Date());
  if (deliveryIds.length)
    inBackground(context, "booking change delivery", async () => {
      await attemptDeliveries(db, await claimDue(db, { ids: deliveryIds }));
    });
  if (messageIds.length)
    inBackground(context, "booking change message", () => sendMessagesNow(db, { ids: messageIds }));
  return appointmentView(tenant, row);
});
