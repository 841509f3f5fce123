import { stockHook } from "#lib/api/stock-hook.ts";
import { getDb } from "./_shared/platform/db/client.ts";
import { defineFunction } from "./_shared/entry/define-function.ts";
import { authenticateStockHook, receiveStockEvent } from "./_shared/stock/receive.ts";

export const config = { path: "/api/hooks/stock", method: ["POST"] };

/** The dealer's stock system reports sold, reserved, re-priced or removed cars (signed). */
export default defineFunction(
  stockHook,
  async (input, call) => receiveStockEvent(await getDb(), await call.site(), input, call.context),
  { authenticate: authenticateStockHook },
);
