import { alertsSubscribe } from "#lib/api/alerts.ts";
import { subscribe } from "./_shared/alerts/subscribe.ts";
import { currentSession } from "./_shared/platform/auth/session.ts";
import { clientIp } from "./_shared/platform/http/client-address.ts";
import { inBackground } from "./_shared/platform/background.ts";
import { getDb } from "./_shared/platform/db/client.ts";
import { defineFunction } from "./_shared/entry/define-function.ts";
import { sendMessagesNow } from "./_shared/platform/messages/outbox.ts";

export const config = { path: "/api/alerts", method: ["POST"] };

/** POST /api/alerts: a shopper asks for an alert, with consent. */
export default defineFunction(alertsSubscribe, async (input, { site, request, context, fail }) => {
  const tenant = await site();
  const db = await getDb();
  const session = await currentSession(db, request, tenant.slug);
  const done = await subscribe(db, tenant, input, { address: clientIp(request, context), session }, fail);
  if (done.messageIds.length)
    inBackground(context, "alert confirmation", () => sendMessagesNow(db, { ids: done.messageIds }));
  return { status: done.status, message: done.message };
});
