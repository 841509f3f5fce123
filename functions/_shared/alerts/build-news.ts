import type { StockChanges } from "#lib/inventory/stock-diff.ts";
import type { Db } from "../platform/db/client.ts";
import { alertInputs } from "../platform/db/schema.ts";

/**
 * What a build changed that shoppers' alerts tell of, written when the build is live
 * (a car's page exists only from then): cars its feed added, and prices it lowered. The alert run
 * reads them with the stock journal. A dealer's first build compares with nothing and writes none.
 */
export async function recordBuildNews(db: Db, slug: string, changes: StockChanges): Promise<number> {
  const rows = [
    ...changes.added.map((car) => ({ tenant: slug, carId: String(car.id), what: "arrived" as const })),
    ...changes.priceChanges
      .filter((change) => change.from !== undefined && change.to !== undefined && change.to < change.from)
      .map((change) => ({
        tenant: slug,
        carId: String(change.id),
        what: "price_drop" as const,
        fromPrice: change.from!,
        toPrice: change.to!,
      })),
  ];
  if (rows.length) await db.insert(alertInputs).values(rows);
  return rows.length;
}
