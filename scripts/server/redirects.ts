import { readFile, stat } from "node:fs/promises";
import { join } from "node:path";
import { parseRedirects, type RedirectRule } from "../../src/lib/listing/redirect-rules.ts";

const cache = new Map<string, { mtimeMs: number; rules: RedirectRule[] }>();

/** The tenant's `_redirects`, re-read when the file changes (a rebuild while serving). */
export async function redirectsFor(root: string): Promise<RedirectRule[]> {
  const file = join(root, "_redirects");
  const info = await stat(file).catch(() => undefined);
  if (!info) return [];
  const cached = cache.get(file);
  if (cached && cached.mtimeMs === info.mtimeMs) return cached.rules;
  const rules = parseRedirects(await readFile(file, "utf8"));
  cache.set(file, { mtimeMs: info.mtimeMs, rules });
  return rules;
}
