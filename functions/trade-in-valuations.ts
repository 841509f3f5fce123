import { tradeInValuations } from "#lib/api/trade-in.ts";
import { currentSession } from "./_shared/platform/auth/session.ts";
import { getDb } from "./_shared/platform/db/client.ts";
import { defineFunction } from "./_shared/entry/define-function.ts";
import { valuationProvider } from "./_shared/platform/providers/valuation/index.ts";
import { toValuationAnswer } from "./_shared/trade-in/answer.ts";
import { listTradeInValuations } from "./_shared/trade-in/valuations.ts";

export const config = { path: "/api/trade-in/valuations", method: ["GET"] };

/** GET /api/trade-in/valuations: can this site look up plates, and the signed-in shopper's valuations (/my-garage). */
export default defineFunction(tradeInValuations, async (_input, { slug, request }) => {
  const plateLookup = valuationProvider().plateLookup;
  const db = await getDb();
  const session = await currentSession(db, request, slug);
  if (!session) return { plateLookup, signedIn: false, valuations: [] };
  const rows = await listTradeInValuations(db, slug, session.phone);
  return {
    plateLookup,
    signedIn: true,
    valuations: rows.map((row) => ({
      ...toValuationAnswer(slug, row.id, row.record),
      created_at: row.createdAt.toISOString(),
    })),
  };
});
