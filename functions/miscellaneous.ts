import { miscellaneous } from "../src/lib/api/miscellaneous.ts";
import { getDb } from "./_shared/db/client.ts";
import { defineFunction } from "./_shared/http/define-function.ts";
import { storeValuation } from "./_shared/valuations.ts";

export const config = { path: "/api/miscellaneous", method: ["POST"] };

/** §7 POST /api/miscellaneous: a valuation response kept against a column name. */
export default defineFunction(miscellaneous, async (valuation, { tenant, reply }) =>
  reply({ id: (await storeValuation(await getDb(), tenant, valuation)).id }, { status: 201 }),
);
