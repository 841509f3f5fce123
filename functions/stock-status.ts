import { STOCK_STATUS_CACHE_HEADERS, stockStatus } from "#lib/api/stock-status.ts";
import { getDb } from "./_shared/platform/db/client.ts";
import { defineFunction } from "./_shared/entry/define-function.ts";
import { withOpenCheckouts } from "#lib/inventory/live-stock.ts";
import { etagOf } from "./_shared/platform/http/etag.ts";
import { openCheckouts } from "./_shared/reservations/store.ts";
import { liveStockSince } from "./_shared/stock/live.ts";

export const config = { path: "/api/stock-status", method: ["GET"] };

/**
 * What changed since a page's stock was read, and which cars someone is paying
 * a deposit on right now; cached by the CDN, revalidated by ETag.
 */
export default defineFunction(stockStatus, async ({ since }, call) => {
  const site = await call.site();
  const db = await getDb();
  const [live, open] = await Promise.all([
    liveStockSince(db, site, new Date(since)),
    openCheckouts(db, site.slug, new Date()),
  ]);
  const body = { since, cars: withOpenCheckouts(live, open) };
  const etag = etagOf(JSON.stringify(body));
  const headers = { ...STOCK_STATUS_CACHE_HEADERS, ETag: etag };
  if (call.request.headers.get("if-none-match") === etag) return new Response(null, { status: 304, headers });
  return call.reply(body, { headers });
});
