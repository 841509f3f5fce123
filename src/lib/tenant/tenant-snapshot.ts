import { readdir, readFile, stat } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { z } from "zod";

/**
 * A dealer's own files as one deploy holds them: what its functions read at run time (settings,
 * feeds, the standard pages' Markdown), written by its build beside its pages. Photos under
 * `public/` are not in it: they are served as the site's static files.
 */
export const tenantSnapshotSchema = z.object({
  format: z.literal(1),
  slug: z.string(),
  /** Relative path inside the dealer's folder → the file's bytes, base64 (feeds may be any encoding). */
  files: z.record(z.string(), z.string()),
  /** Each file's modification time (ms): a stock file's is when the feed was read, which live stock changes are compared with. */
  modified: z.record(z.string(), z.number()),
});
export type TenantSnapshot = z.infer<typeof tenantSnapshotSchema>;

/** The deploy-scoped blob's key. */
export const TENANT_SNAPSHOT_KEY = "forecourt-tenant";

/** What of a dealer's folder the functions read: tenant.json, and everything under these folders. */
const SNAPSHOT_FOLDERS = ["feed", "content"];

/** Reads `<tenantsDir>/<slug>/` into a snapshot. */
export async function readTenantSnapshot(tenantsDir: string, slug: string): Promise<TenantSnapshot> {
  const folder = join(tenantsDir, slug);
  const files: Record<string, string> = {};
  const modified: Record<string, number> = {};
  const add = async (file: string) => {
    const path = relative(folder, file).split(sep).join("/");
    files[path] = (await readFile(file)).toString("base64");
    modified[path] = Math.floor((await stat(file)).mtimeMs);
  };
  await add(join(folder, "tenant.json"));
  for (const name of SNAPSHOT_FOLDERS) for (const file of await filesUnder(join(folder, name))) await add(file);
  return { format: 1, slug, files, modified };
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter(
      (entry) =>
        entry.isFile() &&
        !relative(dir, join(entry.parentPath, entry.name))
          .split(sep)
          .some((part) => part.startsWith(".")),
    )
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}
