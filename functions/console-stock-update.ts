import { consoleStockUpdate } from "#lib/api/console-stock.ts";
import { can } from "#lib/staff/roles.ts";
import { clientIp } from "./_shared/platform/http/client-address.ts";
import { changeStock, undoStockChange } from "./_shared/stock/console.ts";
import { getDb } from "./_shared/platform/db/client.ts";
import { defineFunction } from "./_shared/entry/define-function.ts";
import { forbidden } from "./_shared/platform/http/errors.ts";
import { requireStaff } from "./_shared/staff/session.ts";

export const config = { path: "/api/console/stock/update", method: ["POST"] };

/**
 * Mark a car sold, reserved or available, or re-price it, from the yard (audited).
 * A price far from the current one needs `confirmed`; `undo` takes a change back.
 */
export default defineFunction(consoleStockUpdate, async (input, call) => {
  const signedIn = await requireStaff(call, "stock.status");
  if ((input.price !== undefined || input.before_price !== undefined) && !can(signedIn.role, "stock.price"))
    throw forbidden(`Your role (${signedIn.role}) may change a car's status but not its price.`);
  const site = await call.site();
  const ip = clientIp(call.request, call.context);
  if (input.undo)
    return undoStockChange(await getDb(), site, signedIn, { car_id: input.car_id, undo: input.undo }, call.context, ip);
  return changeStock(await getDb(), site, signedIn, input, call.context, ip);
});
