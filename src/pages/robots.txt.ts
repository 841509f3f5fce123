import type { APIRoute } from "astro";
import { getTenantConfig } from "../data/tenant.ts";
import { robotsTxt } from "#lib/seo/sitemap.ts";

export const prerender = true;

/** The tenant's robots.txt: private pages kept out, the sitemap named. */
export const GET: APIRoute = async () =>
  new Response(robotsTxt((await getTenantConfig()).siteUrl), { headers: { "content-type": "text/plain" } });
