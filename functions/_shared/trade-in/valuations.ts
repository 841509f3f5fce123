import { and, desc, eq } from "drizzle-orm";
import { createHmac } from "node:crypto";
import { sameSecret } from "#lib/security/same-secret.ts";
import { type ValuationRecord, valuationRecordSchema } from "#lib/trade-in/valuation-record.ts";
import type { Db } from "../platform/db/client.ts";
import { tradeInValuations, valuationResponses } from "../platform/db/schema.ts";
import { sessionSecret } from "../platform/env.ts";

/** §7 /api/miscellaneous: a valuation response from the browser, kept as sent against a column name. */
export async function storeResponse(
  db: Db,
  slug: string,
  sent: { column_name: string; response: unknown },
): Promise<{ id: string }> {
  const [row] = await db
    .insert(valuationResponses)
    .values({ tenant: slug, columnName: sent.column_name, response: sent.response })
    .returning({ id: valuationResponses.id });
  return row!;
}

/** A trade-in valuation the valuation function made; `phone` is the signed-in shopper it is kept for. */
export async function storeTradeInValuation(
  db: Db,
  slug: string,
  valuation: ValuationRecord,
  phone: string | null,
): Promise<{ id: string; createdAt: Date }> {
  const [row] = await db
    .insert(tradeInValuations)
    .values({ tenant: slug, phone, valuation })
    .returning({ id: tradeInValuations.id, createdAt: tradeInValuations.createdAt });
  return row!;
}

/**
 * The proof a browser got with its valuation: only the shopper who made it can name it in a lead.
 * Keyed with the server's secret; the prefix keeps it apart from session signatures.
 */
export function valuationToken(slug: string, id: string, secret = sessionSecret()): string {
  return createHmac("sha256", secret).update(`trade-in-valuation\n${slug}\n${id.toLowerCase()}`).digest("base64url");
}

const tokenMatches = (slug: string, id: string, token: string) => sameSecret(token, valuationToken(slug, id));

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * One of this tenant's trade-in valuations by id, for whoever shows it is theirs: the token it was
 * answered with, or the signed-in shopper's phone it was kept for. Undefined otherwise (unknown,
 * another tenant's or another shopper's): the caller goes on without a figure.
 */
export async function findTradeInValuation(
  db: Db,
  slug: string,
  id: string,
  proof: { token?: string | undefined; phone?: string | undefined },
): Promise<ValuationRecord | undefined> {
  if (!UUID.test(id)) return undefined;
  const byToken = proof.token !== undefined && tokenMatches(slug, id, proof.token);
  if (!byToken && !proof.phone) return undefined;
  const where = [eq(tradeInValuations.id, id), eq(tradeInValuations.tenant, slug)];
  if (!byToken) where.push(eq(tradeInValuations.phone, proof.phone!));
  const [row] = await db
    .select({ valuation: tradeInValuations.valuation })
    .from(tradeInValuations)
    .where(and(...where))
    .limit(1);
  const parsed = row && valuationRecordSchema.safeParse(row.valuation);
  return parsed?.success ? parsed.data : undefined;
}

/** A signed-in shopper's trade-in valuations, newest first (the 20 latest). */
export async function listTradeInValuations(
  db: Db,
  slug: string,
  phone: string,
): Promise<{ id: string; createdAt: Date; record: ValuationRecord }[]> {
  const rows = await db
    .select()
    .from(tradeInValuations)
    .where(and(eq(tradeInValuations.tenant, slug), eq(tradeInValuations.phone, phone)))
    .orderBy(desc(tradeInValuations.createdAt))
    .limit(20);
  return rows.flatMap((row) => {
    const parsed = valuationRecordSchema.safeParse(row.valuation);
    return parsed.success ? [{ id: row.id, createdAt: row.createdAt, record: parsed.data }] : [];
  });
}
