import { consoleMerchandising } from "#lib/api/console-insights.ts";
import { can } from "#lib/staff/roles.ts";
import { merchandisingList } from "./_shared/analytics/console.ts";
import { getDb } from "./_shared/platform/db/client.ts";
import { defineFunction } from "./_shared/entry/define-function.ts";
import { requireStaff } from "./_shared/staff/session.ts";

export const config = { path: "/api/console/insights/merchandising", method: ["GET"] };

/** The cars whose pages lack something a shopper looks for, the weakest first. */
export default defineFunction(consoleMerchandising, async ({ yard }, call) => {
  const { role } = await requireStaff(call, "insights.merchandising");
  return merchandisingList(await getDb(), await call.site(), yard, can(role, "content.edit"));
});
