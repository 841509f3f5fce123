import { consoleInsights } from "#lib/api/console-insights.ts";
import { periodFor } from "./_shared/analytics/console.ts";
import { insightsSummary } from "./_shared/analytics/summary.ts";
import { getDb } from "./_shared/platform/db/client.ts";
import { defineFunction } from "./_shared/entry/define-function.ts";
import { requireStaff } from "./_shared/staff/session.ts";

export const config = { path: "/api/console/insights", method: ["GET"] };

/** The dealer's figures over a period: views, leads, stock age, sources, response, per yard. */
export default defineFunction(consoleInsights, async (query, call) => {
  await requireStaff(call, "insights.view");
  const site = await call.site();
  const period = periodFor(query, site, new Date());
  if (typeof period === "string") throw call.fail("period", { fields: { period } });
  return insightsSummary(await getDb(), site, period, query.yard);
});
