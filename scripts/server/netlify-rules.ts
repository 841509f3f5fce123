import { mkdtemp, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Header, parseAllHeaders } from "@netlify/headers-parser";
import { parseAllRedirects } from "@netlify/redirect-parser";

/**
 * A tenant's Netlify rule files (`_redirects`, `_headers`), read by Netlify's own parsers
 * (@netlify/redirect-parser, @netlify/headers-parser: what Netlify's build and CLI use), so the
 * local server follows exactly the grammar production does: `!` (force), query conditions,
 * `:placeholders` and splats, a header rule's path matched by Netlify's own pattern. The build
 * writes these files (src/lib); only this server and the tests read them back. Netlify's parsers
 * match no request (its edge does that), so the redirect matching below is ours, kept to what
 * Netlify documents.
 */

/** A line Netlify would skip (it warns in the deploy log); the server warns the same way. */
export type Warn = (message: string) => void;

export interface RedirectRule {
  from: string;
  query: Record<string, string>;
  to: string;
  status: number;
  /** `301!`: the rule applies even when a file answers the path (shadowing). */
  force?: true;
}

/** What @netlify/redirect-parser answers for one rule (its types leave it `unknown`). */
interface ParsedRedirect {
  from: string;
  query: Record<string, string>;
  to: string;
  status?: number;
  force: boolean;
  conditions?: Record<string, unknown>;
  signed?: string;
}

/** `_redirects` rules in file order; lines Netlify refuses are skipped with a warning, as on a deploy. */
export async function parseRedirectsFile(file: string, warn: Warn = console.warn): Promise<RedirectRule[]> {
  const { redirects, errors } = await parseAllRedirects({ redirectsFiles: [file], configRedirects: [], minimal: true });
  for (const error of errors) warn(`[serve] ${file}: ${(error as Error).message}`);
  const rules: RedirectRule[] = [];
  for (const parsed of redirects as ParsedRedirect[]) {
    // Country, language, role and signed rules depend on the visitor or a proxy: not served locally.
    if (Object.keys(parsed.conditions ?? {}).length || parsed.signed || !parsed.from.startsWith("/")) {
      warn(`[serve] ${file}: ${parsed.from} applies only on Netlify (a condition, a signature or a host); skipped`);
      continue;
    }
    rules.push({
      from: parsed.from,
      query: parsed.query,
      to: parsed.to,
      status: parsed.status ?? 301,
      ...(parsed.force ? { force: true as const } : {}),
    });
  }
  return rules;
}

/** `_headers` rules in file order, each with Netlify's own pattern for its path (`forRegExp`). */
export async function parseHeadersFile(file: string, warn: Warn = console.warn): Promise<Header[]> {
  const { headers, errors } = await parseAllHeaders({ headersFiles: [file], configHeaders: [], minimal: false });
  for (const error of errors) warn(`[serve] ${file}: ${error.message}`);
  return headers as Header[];
}

/** The same, from text (the tests, and the build's rules before they are written): Netlify's parsers read files. */
export const parseRedirects = (text: string, warn?: Warn) =>
  withTempFile("_redirects", text, (file) => parseRedirectsFile(file, warn));
export const parseHeaders = (text: string, warn?: Warn) =>
  withTempFile("_headers", text, (file) => parseHeadersFile(file, warn));

async function withTempFile<T>(name: string, text: string, read: (file: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), "forecourt-rules-"));
  try {
    await writeFile(join(dir, name), text);
    return await read(join(dir, name));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const cache = new Map<string, { mtimeMs: number; rules: unknown[] }>();

/** A tenant's Netlify rule file parsed, re-read when the file changes (a rebuild while serving). */
async function rulesFile<T>(file: string, parse: (file: string) => Promise<T[]>): Promise<T[]> {
  const info = await stat(file).catch(() => undefined);
  if (!info) return [];
  const cached = cache.get(file);
  if (cached && cached.mtimeMs === info.mtimeMs) return cached.rules as T[];
  const rules = await parse(file);
  cache.set(file, { mtimeMs: info.mtimeMs, rules });
  return rules;
}

/** The tenant's `_redirects`. */
export function redirectsFor(root: string): Promise<RedirectRule[]> {
  return rulesFile(join(root, "_redirects"), (file) => parseRedirectsFile(file));
}

/** The tenant's `_headers`: the local server sends exactly what Netlify would. */
export function headerRulesFor(root: string): Promise<Header[]> {
  return rulesFile(join(root, "_headers"), (file) => parseHeadersFile(file));
}

/** The headers for a URL path: every rule whose path matches, later rules overriding earlier ones (as Netlify). */
export function headersForPath(rules: readonly Header[], urlPath: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const rule of rules) if (rule.forRegExp.test(urlPath)) Object.assign(headers, rule.values);
  return headers;
}

function escapeRegex(text: string): string {
  return text.replace(/[.+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * The first rule matching the path and query, with its target filled in; undefined otherwise.
 * As on Netlify, a rule without `!` applies only when no file answers the path (`fileExists`).
 */
export function matchRedirect(
  rules: readonly RedirectRule[],
  path: string,
  search: URLSearchParams,
  fileExists = false,
): { location: string; status: number } | undefined {
  for (const rule of rules) {
    if (fileExists && !rule.force) continue;
    const names: string[] = [];
    const pattern = rule.from
      .replace(/\/+$/, "")
      .split("/")
      .map((segment) => {
        if (segment === "*") return names.push("splat") && "(.*)";
        if (segment.startsWith(":")) return names.push(segment.slice(1)) && "([^/]+)";
        return escapeRegex(segment);
      })
      .join("/");
    const match = new RegExp(`^${pattern}/?$`).exec(path);
    if (!match) continue;
    const values: Record<string, string> = {};
    names.forEach((name, index) => {
      values[name] = match[index + 1]!;
    });
    let queryMatches = true;
    for (const [key, placeholder] of Object.entries(rule.query)) {
      const value = search.get(key);
      if (value === null) queryMatches = false;
      else if (placeholder.startsWith(":")) values[placeholder.slice(1)] = value;
      else if (placeholder !== value) queryMatches = false;
    }
    if (!queryMatches) continue;
    const location = rule.to.replace(/:([a-z_][a-z0-9_]*)/gi, (whole, name: string) =>
      name in values ? encodeURIComponent(values[name]!).replace(/%2F/g, "/") : whole,
    );
    return { location, status: rule.status };
  }
  return undefined;
}
