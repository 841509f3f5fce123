import type { APIRoute } from "astro";
import { postcodeLatLngTable } from "#lib/geo/postcodes.ts";

export const prerender = true;

/**
 * The dealer locator's postcode → [lat, lng] table (only what the browser needs from
 * src/lib/geo/au-postcodes.json), fetched once when a shopper first searches by postcode.
 */
export const GET: APIRoute = () =>
  new Response(JSON.stringify(postcodeLatLngTable()), { headers: { "content-type": "application/json" } });
