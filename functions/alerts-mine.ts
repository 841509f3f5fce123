import { alertsMine } from "#lib/api/alerts.ts";
import { alertsOfShopper, alertSummary, alertTopic } from "./_shared/alerts/store.ts";
import { currentSession } from "./_shared/platform/auth/session.ts";
import { getDb } from "./_shared/platform/db/client.ts";
import { defineFunction } from "./_shared/entry/define-function.ts";
import { unauthorized } from "./_shared/platform/http/errors.ts";

export const config = { path: "/api/alerts/mine", method: ["GET"] };

/** GET /api/alerts/mine: My alerts, for the signed-in shopper. */
export default defineFunction(alertsMine, async (_input, { site, request }) => {
  const tenant = await site();
  const db = await getDb();
  const session = await currentSession(db, request, tenant.slug);
  if (!session) throw unauthorized();
  const rows = await alertsOfShopper(db, tenant.slug, session.phone);
  return { alerts: await Promise.all(rows.map(async (row) => alertSummary(row, await alertTopic(tenant, row)))) };
});
