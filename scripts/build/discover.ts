import { readdir, stat } from "node:fs/promises";
import { join } from "node:path";
import { FILE_CONCURRENCY, mapWithConcurrency } from "#lib/async/pool.ts";

/** Tenant slugs: folders of the tenants dir that hold a tenant.json. */
export async function discoverTenants(tenantsDir: string): Promise<string[]> {
  const entries = await readdir(tenantsDir, { withFileTypes: true }).catch(() => []);
  const folders = entries.filter((entry) => entry.isDirectory());
  const slugs = await mapWithConcurrency(folders, FILE_CONCURRENCY, async (entry) =>
    (await stat(join(tenantsDir, entry.name, "tenant.json")).catch(() => undefined)) ? entry.name : undefined,
  );
  return slugs.filter((slug): slug is string => slug !== undefined).sort();
}
