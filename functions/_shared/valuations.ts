import { and, desc, eq } from "drizzle-orm";
import {
  TRADE_IN_COLUMN,
  type ValuationRecord,
  valuationRecordSchema,
} from "../../src/lib/trade-in/valuation-record.ts";
import type { Db } from "./db/client.ts";
import { valuationResponses } from "./db/schema.ts";

/** §7 /api/miscellaneous: a trade-in provider's valuation answer, kept as sent against a column name. */
export async function storeValuation(
  db: Db,
  tenant: string,
  valuation: { column_name: string; response: unknown },
  phone: string | null = null,
): Promise<{ id: string; createdAt: Date }> {
  const [row] = await db
    .insert(valuationResponses)
    .values({ tenant, columnName: valuation.column_name, response: valuation.response, phone })
    .returning({ id: valuationResponses.id, createdAt: valuationResponses.createdAt });
  return row!;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One of this tenant's trade-in valuations by id, or undefined (unknown, another tenant's, or not a valuation we made). */
export async function findTradeInValuation(db: Db, tenant: string, id: string): Promise<ValuationRecord | undefined> {
  if (!UUID.test(id)) return undefined;
  const [row] = await db
    .select({ response: valuationResponses.response })
    .from(valuationResponses)
    .where(
      and(
        eq(valuationResponses.id, id),
        eq(valuationResponses.tenant, tenant),
        eq(valuationResponses.columnName, TRADE_IN_COLUMN),
      ),
    )
    .limit(1);
  const parsed = row && valuationRecordSchema.safeParse(row.response);
  return parsed?.success ? parsed.data : undefined;
}

/** A signed-in shopper's trade-in valuations, newest first (the 20 latest). */
export async function listTradeInValuations(
  db: Db,
  tenant: string,
  phone: string,
): Promise<{ id: string; createdAt: Date; record: ValuationRecord }[]> {
  const rows = await db
    .select()
    .from(valuationResponses)
    .where(
      and(
        eq(valuationResponses.tenant, tenant),
        eq(valuationResponses.phone, phone),
        eq(valuationResponses.columnName, TRADE_IN_COLUMN),
      ),
    )
    .orderBy(desc(valuationResponses.createdAt))
    .limit(20);
  return rows.flatMap((row) => {
    const parsed = valuationRecordSchema.safeParse(row.response);
    return parsed.success ? [{ id: row.id, createdAt: row.createdAt, record: parsed.data }] : [];
  });
}
