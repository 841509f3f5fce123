import { ALERT_MESSAGES, alertsEnd } from "#lib/api/alerts.ts";
import { alertsOfShopper, endAlert } from "./_shared/alerts/store.ts";
import { currentSession } from "./_shared/platform/auth/session.ts";
import { getDb } from "./_shared/platform/db/client.ts";
import { defineFunction } from "./_shared/entry/define-function.ts";
import { unauthorized } from "./_shared/platform/http/errors.ts";

export const config = { path: "/api/alerts/end", method: ["POST"] };

/** POST /api/alerts/end { id }: the signed-in shopper ends one of their own alerts (anyone else's is not found). */
export default defineFunction(alertsEnd, async ({ id }, { site, request, fail }) => {
  const tenant = await site();
  const db = await getDb();
  const session = await currentSession(db, request, tenant.slug);
  if (!session) throw unauthorized();
  const row = (await alertsOfShopper(db, tenant.slug, session.phone)).find((alert) => alert.id === id);
  if (!row) throw fail("not_found");
  await endAlert(db, row, "my-alerts", new Date());
  return { message: ALERT_MESSAGES.unsubscribed };
});
