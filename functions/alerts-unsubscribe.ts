import { ALERT_MESSAGES, alertsUnsubscribe } from "#lib/api/alerts.ts";
import { alertIdOf } from "./_shared/alerts/links.ts";
import { endAlert, findAlert } from "./_shared/alerts/store.ts";
import { getDb } from "./_shared/platform/db/client.ts";
import { defineFunction } from "./_shared/entry/define-function.ts";

export const config = { path: "/api/alerts/unsubscribe", method: ["POST"] };

/**
 * POST /api/alerts/unsubscribe: the link in every alert, and a mail program's one-click
 * unsubscribe (RFC 8058). Takes effect at once; a second press answers the same.
 */
export default defineFunction(alertsUnsubscribe, async (input, { site, request, fail }) => {
  const tenant = await site();
  const id = alertIdOf("unsubscribe", tenant.slug, input.token);
  const db = await getDb();
  const row = id ? await findAlert(db, tenant.slug, id) : undefined;
  if (!row) throw fail("bad_link");
  const oneClick = (request.headers.get("content-type") ?? "").startsWith("application/x-www-form-urlencoded");
  await endAlert(db, row, oneClick ? "one-click" : "link", new Date());
  return { message: ALERT_MESSAGES.unsubscribed };
});
