import type { APIRoute } from "astro";
import { getTenantBundle } from "../data/tenant.ts";

/**
 * Which version of the editors' content this build carries (0: none), so the console can
 * say when a publish is live, and anyone can see what a build from files alone lacks.
 */
export const GET: APIRoute = async () => {
  const { contentVersion } = await getTenantBundle();
  return new Response(JSON.stringify({ version: contentVersion }), {
    headers: { "Content-Type": "application/json" },
  });
};
