import type { Db } from "./db/client.ts";
import { valuationResponses } from "./db/schema.ts";

/** §7 /api/miscellaneous: a trade-in provider's valuation answer, kept as sent against a column name. */
export async function storeValuation(
  db: Db,
  tenant: string,
  valuation: { column_name: string; response: unknown },
): Promise<string> {
  const [row] = await db
    .insert(valuationResponses)
    .values({ tenant, columnName: valuation.column_name, response: valuation.response })
    .returning({ id: valuationResponses.id });
  return row!.id;
}
