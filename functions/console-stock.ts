import { consoleStock } from "#lib/api/console-stock.ts";
import { can } from "#lib/staff/roles.ts";
import { findStock } from "./_shared/stock/console.ts";
import { getDb } from "./_shared/platform/db/client.ts";
import { defineFunction } from "./_shared/entry/define-function.ts";
import { requireStaff } from "./_shared/staff/session.ts";

export const config = { path: "/api/console/stock", method: ["GET"] };

/** Find a car by stock number, rego, VIN or what it is, as every page shows it now (a page at a time). */
export default defineFunction(consoleStock, async ({ q, page }, call) => {
  const { role } = await requireStaff(call, "stock.status");
  return findStock(await getDb(), await call.site(), q, page ?? 1, can(role, "stock.price"));
});
