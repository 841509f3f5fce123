import type { APIRoute } from "astro";
import { getSearchDocuments } from "../data/search.ts";

export const prerender = true;

/** The embedded search backend's per-tenant index: the searchable cars as slim documents. */
export const GET: APIRoute = async () => {
  return new Response(JSON.stringify(await getSearchDocuments()), { headers: { "content-type": "application/json" } });
};
