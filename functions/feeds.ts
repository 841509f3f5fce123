import { getDb } from "./_shared/platform/db/client.ts";
import { liveFeed, requestedFeed } from "./_shared/syndication/feeds.ts";
import { loadPublishedTenant } from "./_shared/content/overlay.ts";
import { tenantSlugOf } from "./_shared/platform/tenant.ts";
import { FEED_FILES } from "#lib/syndication/channel-feeds.ts";

export const config = { path: "/feeds/:file", method: ["GET", "HEAD"] };

/** Channels pull every few minutes to hourly: each pull revalidates (ETag), so none gets a sold car. */
const CACHE_CONTROL = "no-cache";

/** A Buffer as the Uint8Array a Response takes, without copying it. */
const view = (bytes: Buffer) => new Uint8Array(bytes.buffer as ArrayBuffer, bytes.byteOffset, bytes.byteLength);

const notFound = () =>
  new Response("Not found\n", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });

/**
 * `/feeds/google-vehicle-ads.tsv`, `/feeds/meta-automotive.csv`,
 * `/feeds/marketplace.csv|json`, each `?token=` the dealer's feed token. A wrong or missing token,
 * an unknown file or a channel the dealer has not turned on all answer the same 404.
 */
export default async (request: Request): Promise<Response> => {
  let tenant: Awaited<ReturnType<typeof loadPublishedTenant>>;
  try {
    tenant = await loadPublishedTenant(tenantSlugOf(request));
  } catch {
    return notFound();
  }
  const url = new URL(request.url);
  const file = requestedFeed(
    tenant,
    decodeURIComponent(url.pathname.split("/").pop() ?? ""),
    url.searchParams.get("token"),
  );
  if (!file) return notFound();
  const feed = await liveFeed(await getDb(), tenant, file);
  const headers: Record<string, string> = {
    "Content-Type": FEED_FILES[file].contentType,
    "Cache-Control": CACHE_CONTROL,
    ETag: feed.etag,
    Vary: "Accept-Encoding",
    "X-Robots-Tag": "noindex",
  };
  if (request.headers.get("if-none-match") === feed.etag) return new Response(null, { status: 304, headers });
  // Google and Meta fetch with gzip: a tenth of the bytes for the same feed.
  if (/\bgzip\b/.test(request.headers.get("accept-encoding") ?? ""))
    return new Response(view(await feed.gzipped()), { headers: { ...headers, "Content-Encoding": "gzip" } });
  return new Response(view(feed.bytes), { headers });
};
