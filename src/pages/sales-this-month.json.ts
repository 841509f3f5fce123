import type { APIRoute } from "astro";
import { getFeed } from "../data/feed.ts";
import { getTenantConfig } from "../data/tenant.ts";
import { salesThisMonth } from "#lib/home/home.ts";
import { feedNow } from "#lib/tenant/build-time.ts";

export const prerender = true;

/** The home page's 'Sales this Month' number; each build rewrites it and the counter island re-reads it. */
export const GET: APIRoute = async () => {
  const [config, cars] = await Promise.all([getTenantConfig(), getFeed("cars")]);
  return new Response(JSON.stringify(salesThisMonth(cars, feedNow(config), config.timeZone)), {
    headers: { "content-type": "application/json" },
  });
};
