import { readdir, stat } from "node:fs/promises";
import { join } from "node:path";
import { FILE_CONCURRENCY, mapWithConcurrency } from "#lib/async/pool.ts";

/** Newest modification time of any file under the given paths (0 when none exist). */
async function newestMtime(paths: readonly string[]): Promise<number> {
  let newest = 0;
  const visit = async (path: string): Promise<void> => {
    const info = await stat(path).catch(() => undefined);
    if (!info) return;
    if (!info.isDirectory()) {
      newest = Math.max(newest, info.mtimeMs);
      return;
    }
    const entries = (await readdir(path)).filter((name) => name !== "node_modules" && !name.startsWith("."));
    // Depth-first, a bounded fan-out per folder: a tenant's images alone can outnumber the open-files limit.
    await mapWithConcurrency(entries, FILE_CONCURRENCY, (name) => visit(join(path, name)));
  };
  for (const path of paths) await visit(path);
  return newest;
}

/**
 * Tenants whose built site is missing or older than its inputs: the shared code and the tenant's
 * own folder. `npm start` rebuilds only those, so a second start is instant.
 */
export async function staleTenants(
  slugs: readonly string[],
  dirs: { tenantsDir: string; distDir: string },
): Promise<string[]> {
  const shared = await newestMtime(["src", "astro.config.mjs", "package-lock.json"]);
  const stale = await mapWithConcurrency(slugs, FILE_CONCURRENCY, async (slug) => {
    const built = (await stat(join(dirs.distDir, slug, "index.html")).catch(() => undefined))?.mtimeMs ?? 0;
    const inputs = Math.max(shared, await newestMtime([join(dirs.tenantsDir, slug)]));
    return built < inputs ? slug : undefined;
  });
  return stale.filter((slug): slug is string => slug !== undefined);
}
