import { consoleStock } from "../src/lib/api/console-stock.ts";
import { findStock } from "./_shared/console/stock.ts";
import { getDb } from "./_shared/db/client.ts";
import { defineFunction } from "./_shared/http/define-function.ts";
import { requireStaff } from "./_shared/staff/session.ts";

export const config = { path: "/api/console/stock", method: ["GET"] };

/** Issue 38: find a car by stock number, rego, VIN or name, as every page shows it now. */
export default defineFunction(consoleStock, async ({ q }, call) => {
  await requireStaff(call, "stock.status");
  return { cars: await findStock(await getDb(), await call.site(), q) };
});
