import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { TENANT_SLUG } from "#lib/tenant/slug.ts";

// dist/site is the one-tenant copy that `build --netlify` publishes, and dist/functions the
// functions bundled for Netlify (npm run build:functions): neither is a tenant, nor served as one.
const RESERVED = new Set(["site", "functions"]);

/** Folders of distDir that hold a built tenant (an index.html), sorted. */
export function listBuiltTenants(distDir: string): string[] {
  if (!existsSync(distDir)) return [];
  return readdirSync(distDir, { withFileTypes: true })
    .filter((e) => (e.isDirectory() || e.isSymbolicLink()) && isTenantSlug(e.name))
    .filter((e) => existsSync(join(distDir, e.name, "index.html")))
    .map((e) => e.name)
    .sort();
}

function isTenantSlug(name: string): boolean {
  return TENANT_SLUG.test(name) && !RESERVED.has(name);
}

/** The tenant's folder if it was built, else null. Checked per request so rebuilds show up. */
function tenantRoot(distDir: string, slug: string): string | null {
  if (!isTenantSlug(slug)) return null;
  const root = join(distDir, slug);
  return statSync(root, { throwIfNoEntry: false })?.isDirectory() ? root : null;
}

/**
 * Like tenantRoot, but rides out an atomic swap (scripts/build/swap.ts): while the old site sits
 * in `.<slug>.previous` the live folder is a rename away, so wait for it rather than answer 404.
 */
export async function tenantRootAfterSwap(distDir: string, slug: string, waitMs = 2000): Promise<string | null> {
  const deadline = Date.now() + waitMs;
  let root = tenantRoot(distDir, slug);
  while (!root && isTenantSlug(slug) && existsSync(join(distDir, `.${slug}.previous`)) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 10));
    root = tenantRoot(distDir, slug);
  }
  return root;
}

/** `<slug>.localhost[:port]` → slug; anything else (plain localhost, an IP) → null. */
export function tenantFromHost(host: string | undefined): string | null {
  const match = /^([^.:/]+)\.localhost\.?(?::\d+)?$/i.exec(host ?? "");
  return match ? match[1]!.toLowerCase() : null;
}
