import { ALERT_MESSAGES, alertsConfirm } from "#lib/api/alerts.ts";
import { alertIdOf } from "./_shared/alerts/links.ts";
import { alertSummary, alertTopic, confirmAlert, findAlert } from "./_shared/alerts/store.ts";
import { getDb } from "./_shared/platform/db/client.ts";
import { defineFunction } from "./_shared/entry/define-function.ts";

export const config = { path: "/api/alerts/confirm", method: ["POST"] };

/** A confirm link is good for a week after the alert was asked for. */
const CONFIRM_DAYS = 7;

/** POST /api/alerts/confirm { token }: the confirmation email's button (double opt-in). */
export default defineFunction(alertsConfirm, async ({ token }, { site, fail }) => {
  const tenant = await site();
  const id = alertIdOf("confirm", tenant.slug, token);
  const db = await getDb();
  const row = id ? await findAlert(db, tenant.slug, id) : undefined;
  if (!row) throw fail("bad_link");
  const now = new Date();
  if (row.status === "unconfirmed" && now.getTime() - row.createdAt.getTime() > CONFIRM_DAYS * 86_400_000)
    throw fail("expired_link");
  // An ended alert stays ended: confirming an old email must not undo an unsubscribe.
  const confirmed = await confirmAlert(db, row, now);
  const message = confirmed.status === "ended" ? ALERT_MESSAGES.unsubscribed : ALERT_MESSAGES.confirmed;
  return { message, alert: alertSummary(confirmed, await alertTopic(tenant, confirmed)) };
});
