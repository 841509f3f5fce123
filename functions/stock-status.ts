import { STOCK_STATUS_CACHE_HEADERS, stockStatus } from "../src/lib/api/stock-status.ts";
import { getDb } from "./_shared/db/client.ts";
import { defineFunction } from "./_shared/http/define-function.ts";
import { liveStockSince } from "./_shared/stock/store.ts";
import { etagOf } from "./_shared/http/etag.ts";

export const config = { path: "/api/stock-status", method: ["GET"] };

/** Issue 14: what changed since a page's stock was read; cached by the CDN, revalidated by ETag. */
export default defineFunction(stockStatus, async ({ since }, call) => {
  const site = await call.site();
  const body = { since, cars: await liveStockSince(await getDb(), site, new Date(since)) };
  const etag = etagOf(JSON.stringify(body));
  const headers = { ...STOCK_STATUS_CACHE_HEADERS, ETag: etag };
  if (call.request.headers.get("if-none-match") === etag) return new Response(null, { status: 304, headers });
  return call.reply(body, { headers });
});
