import { consoleInsightsCarsCsv } from "#lib/api/console-insights.ts";
import { carsCsv } from "#lib/insights/cars-table.ts";
import { insightsCarsForCsv, periodFor } from "./_shared/analytics/console.ts";
import { getDb } from "./_shared/platform/db/client.ts";
import { defineFunction } from "./_shared/entry/define-function.ts";
import { requireStaff } from "./_shared/staff/session.ts";

export const config = { path: "/api/console/insights/cars.csv", method: ["GET"] };

/** The car table as a spreadsheet, one row per car, every page. */
export default defineFunction(consoleInsightsCarsCsv, async (query, call) => {
  await requireStaff(call, "insights.view");
  const site = await call.site();
  const period = periodFor(query, site, new Date());
  if (typeof period === "string") throw call.fail("period", { fields: { period } });
  const cars = await insightsCarsForCsv(await getDb(), site, period, query);
  return new Response(carsCsv(cars), {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${site.slug}-cars-${period.from}-to-${period.to}.csv"`,
      "cache-control": "private, no-store",
    },
  });
});
