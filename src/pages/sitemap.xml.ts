import type { APIRoute } from "astro";
import { getTenantBundle } from "../data/tenant.ts";
import { feedNow } from "#lib/tenant/build-time.ts";
import { sitemapUrls, sitemapXml } from "#lib/seo/sitemap.ts";

export const prerender = true;

/** The tenant's sitemap: every page its URL providers list (src/lib/seo/sitemap.ts). */
export const GET: APIRoute = async () => {
  const { config, feed } = await getTenantBundle();
  return new Response(sitemapXml(sitemapUrls({ config, feed, now: feedNow(config) })), {
    headers: { "content-type": "application/xml" },
  });
};
