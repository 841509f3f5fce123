import { consoleInsightsCars } from "#lib/api/console-insights.ts";
import { insightsCars, periodFor } from "./_shared/analytics/console.ts";
import { getDb } from "./_shared/platform/db/client.ts";
import { defineFunction } from "./_shared/entry/define-function.ts";
import { requireStaff } from "./_shared/staff/session.ts";

export const config = { path: "/api/console/insights/cars", method: ["GET"] };

/** Each car in stock with its days in stock and its figures over the period, a page at a time. */
export default defineFunction(consoleInsightsCars, async (query, call) => {
  await requireStaff(call, "insights.view");
  const site = await call.site();
  const period = periodFor(query, site, new Date());
  if (typeof period === "string") throw call.fail("period", { fields: { period } });
  return insightsCars(await getDb(), site, period, query);
});
