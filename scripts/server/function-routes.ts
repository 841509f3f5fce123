import type { Context } from "@netlify/functions";
import { existsSync } from "node:fs";
import { readdir } from "node:fs/promises";
import { basename, extname, join, relative } from "node:path";
import { pathToFileURL } from "node:url";

type FetchHandler = (request: Request, context: Context) => Response | Promise<Response>;

export interface FunctionRoute {
  name: string;
  file: string;
  handler: FetchHandler;
  methods: ReadonlySet<string> | null;
  paths: readonly string[];
  excludedPaths: readonly string[];
  /** config.schedule: a scheduled function, which serves no one dealer (it sweeps every one locally). */
  schedule: string | null;
}

interface RouteMatch {
  route: FunctionRoute;
  params: Record<string, string>;
}

interface CompiledPattern {
  route: FunctionRoute;
  pattern: URLPattern;
  excluded: URLPattern[];
  rank: number;
}

const EXTENSIONS = [".ts", ".mts", ".js", ".mjs"];

/** Entry files the way Netlify finds them: top-level files, or <name>/<name>.ts / <name>/index.ts. */
export async function findFunctionFiles(functionsDir: string): Promise<string[]> {
  if (!existsSync(functionsDir)) return [];
  // A repository without functions yet is fine: it simply serves none.
  const found = await readdir(functionsDir, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return [];
    throw error;
  });
  const entries = found.sort((a, b) => a.name.localeCompare(b.name));
  const files: string[] = [];
  for (const entry of entries) {
    if (entry.name.startsWith("_") || entry.name.startsWith(".")) continue;
    if (entry.isFile() && isEntryFile(entry.name)) files.push(join(functionsDir, entry.name));
    if (entry.isDirectory()) {
      const candidates = EXTENSIONS.flatMap((ext) => [`${entry.name}${ext}`, `index${ext}`]);
      const found = candidates.map((c) => join(functionsDir, entry.name, c)).find((f) => existsSync(f));
      if (found) files.push(found);
    }
  }
  return files;
}

function isEntryFile(name: string): boolean {
  return EXTENSIONS.includes(extname(name)) && !/\.(test|spec|d)\.[mc]?[tj]s$/.test(name);
}

/** Imports every function once; a module that fails is reported with its file and skipped. */
export async function loadFunctionRoutes(functionsDir: string): Promise<FunctionRoute[]> {
  const routes: FunctionRoute[] = [];
  for (const file of await findFunctionFiles(functionsDir)) {
    const where = relative(process.cwd(), file);
    try {
      const mod = (await import(pathToFileURL(file).href)) as { default?: unknown; config?: unknown };
      routes.push(toRoute(file, mod));
    } catch (error) {
      console.error(
        `[functions] skipped ${where}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      );
    }
  }
  return routes;
}

function toRoute(file: string, mod: { default?: unknown; config?: unknown }): FunctionRoute {
  const stem = basename(file).replace(/\.[^.]+$/, "");
  const name = stem === "index" ? basename(join(file, "..")) : stem;
  if (typeof mod.default !== "function") {
    throw new Error("no default export: export default async (req: Request, context: Context) => new Response(...)");
  }
  const config = (mod.config ?? {}) as { path?: unknown; method?: unknown; excludedPath?: unknown; schedule?: unknown };
  // Netlify serves a function without config.path at /.netlify/functions/<name>.
  const paths = config.path === undefined ? [`/.netlify/functions/${name}`] : toStringList(config.path, "config.path");
  const methods =
    config.method === undefined
      ? null
      : new Set(toStringList(config.method, "config.method").map((m) => m.toUpperCase()));
  const excludedPaths =
    config.excludedPath === undefined ? [] : toStringList(config.excludedPath, "config.excludedPath");
  for (const path of [...paths, ...excludedPaths]) checkPath(path);
  let schedule: string | null = null;
  if (config.schedule !== undefined) {
    if (typeof config.schedule !== "string")
      throw new Error('config.schedule must be a cron expression string ("*/5 * * * *")');
    schedule = config.schedule;
  }
  return { name, file, handler: mod.default as FetchHandler, methods, paths, excludedPaths, schedule };
}

function checkPath(path: string): void {
  if (!path.startsWith("/")) throw new Error(`path "${path}" in config must start with "/"`);
  try {
    new URLPattern({ pathname: path });
  } catch {
    throw new Error(`path "${path}" in config is not a valid URLPattern path (literal segments, :param, trailing *)`);
  }
}

function toStringList(value: unknown, field: string): string[] {
  const list = Array.isArray(value) ? value : [value];
  if (list.length === 0 || !list.every((v) => typeof v === "string"))
    throw new Error(`${field} must be a string or an array of strings`);
  return list as string[];
}

/** Literal paths win over :params, which win over wildcards; otherwise file order decides. */
export function compileRoutes(routes: readonly FunctionRoute[]): CompiledPattern[] {
  const compiled = routes.flatMap((route) =>
    route.paths.map((path) => ({
      route,
      pattern: new URLPattern({ pathname: path }),
      excluded: route.excludedPaths.map((p) => new URLPattern({ pathname: p })),
      rank: path.includes("*") ? 2 : path.includes(":") ? 1 : 0,
    })),
  );
  return compiled.sort((a, b) => a.rank - b.rank);
}

export function matchRoute(patterns: readonly CompiledPattern[], method: string, pathname: string): RouteMatch | null {
  const tries = pathname.length > 1 && pathname.endsWith("/") ? [pathname, pathname.slice(0, -1)] : [pathname];
  for (const candidate of tries) {
    for (const { route, pattern, excluded } of patterns) {
      if (route.methods && !route.methods.has(method)) continue;
      const result = pattern.exec({ pathname: candidate });
      if (!result || excluded.some((p) => p.test({ pathname: candidate }))) continue;
      const params: Record<string, string> = {};
      for (const [key, value] of Object.entries(result.pathname.groups)) {
        if (value !== undefined) params[key] = value;
      }
      return { route, params };
    }
  }
  return null;
}
