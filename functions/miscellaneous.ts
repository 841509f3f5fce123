import { miscellaneous } from "#lib/api/miscellaneous.ts";
import { getDb } from "./_shared/platform/db/client.ts";
import { defineFunction } from "./_shared/entry/define-function.ts";
import { storeResponse } from "./_shared/trade-in/valuations.ts";

export const config = { path: "/api/miscellaneous", method: ["POST"] };

/** §7 POST /api/miscellaneous: a valuation response kept against a column name (never a trade-in valuation of ours). */
export default defineFunction(miscellaneous, async (sent, { slug, reply }) =>
  reply({ id: (await storeResponse(await getDb(), slug, sent)).id }, { status: 201 }),
);
