import { type FSWatcher, watch } from "node:fs";
import { sep } from "node:path";

/** The parts of a tenant folder an editor changes; anything else (editor swap files at the top) is ignored. */
const WATCHED_PARTS = ["tenant.json", "feed", "content", "public"] as const;

/** `bayside-ford/feed/cars.json` → { slug: "bayside-ford", file: "feed/cars.json" }, or undefined. */
export function tenantOfChange(relativePath: string): { slug: string; file: string } | undefined {
  const [slug, part, ...rest] = relativePath.split(sep).join("/").split("/");
  if (!slug || !part || !(WATCHED_PARTS as readonly string[]).includes(part)) return undefined;
  if (part !== "tenant.json" && rest.length === 0) return undefined;
  const last = rest.at(-1) ?? part;
  if (last.startsWith(".") || last.endsWith("~") || last.endsWith(".swp")) return undefined;
  return { slug, file: [part, ...rest].join("/") };
}

/**
 * Watches every tenant's tenant.json, feed/, content/ and public/ (one recursive watcher over the
 * tenants folder) and reports which tenant changed. Callers debounce (the build trigger does).
 */
export function watchTenants(
  tenantsDir: string,
  onChange: (slug: string, file: string) => void,
  isTenant: (slug: string) => boolean = () => true,
): FSWatcher {
  const watcher = watch(tenantsDir, { recursive: true }, (_event, name) => {
    const change = name ? tenantOfChange(name.toString()) : undefined;
    if (change && isTenant(change.slug)) onChange(change.slug, change.file);
  });
  watcher.on("error", (error) => console.error(`[watch] ${tenantsDir}: ${error.message}`));
  return watcher;
}
