import { readFile, stat } from "node:fs/promises";
import { join } from "node:path";
import { parseRedirects, type RedirectRule } from "../../src/lib/listing/redirect-rules.ts";
import { type HeaderRule, parseHeadersFile } from "../../src/lib/security/headers.ts";

const cache = new Map<string, { mtimeMs: number; rules: unknown[] }>();

/** A tenant's Netlify rule file parsed, re-read when the file changes (a rebuild while serving). */
async function rulesFile<T>(file: string, parse: (text: string) => T[]): Promise<T[]> {
  const info = await stat(file).catch(() => undefined);
  if (!info) return [];
  const cached = cache.get(file);
  if (cached && cached.mtimeMs === info.mtimeMs) return cached.rules as T[];
  const rules = parse(await readFile(file, "utf8"));
  cache.set(file, { mtimeMs: info.mtimeMs, rules });
  return rules;
}

/** The tenant's `_redirects`. */
export function redirectsFor(root: string): Promise<RedirectRule[]> {
  return rulesFile(join(root, "_redirects"), parseRedirects);
}

/** The tenant's `_headers`: the local server sends exactly what Netlify would (issue 17). */
export function headerRulesFor(root: string): Promise<HeaderRule[]> {
  return rulesFile(join(root, "_headers"), parseHeadersFile);
}
