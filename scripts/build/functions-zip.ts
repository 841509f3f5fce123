import type { NodeBundlerName } from "@netlify/zip-it-and-ship-it";
import { readFile, rm, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { parse } from "smol-toml";

/**
 * Zips the bundled functions the way `netlify build` does (Netlify's own zip-it-and-ship-it, with
 * netlify.toml's [functions] settings and the manifest the CLI reads), so the nightly zips once and
 * every dealer's `netlify deploy --no-build` reuses the same zips (@netlify/build
 * lib/plugins_core/functions/zisi.js getZisiParameters is what this follows).
 */
export const FUNCTION_ZIPS_DIR = join(".netlify", "functions");

export async function zipBundledFunctions(
  root = process.cwd(),
  outDir = FUNCTION_ZIPS_DIR,
): Promise<{ zips: number; seconds: number }> {
  const started = performance.now();
  // Loaded when zipping only: the planner and the nightly read FUNCTION_ZIPS_DIR from here.
  const { zipFunctions } = await import("@netlify/zip-it-and-ship-it");
  const toml = parse(await readFile(join(root, "netlify.toml"), "utf8")) as { functions?: Record<string, unknown> };
  const functions = toml.functions ?? {};
  const source = resolve(root, String(functions.directory ?? "netlify/functions"));
  const dest = resolve(root, outDir);
  await rm(dest, { recursive: true, force: true });
  const results = await zipFunctions([source], dest, {
    basePath: root,
    repositoryRoot: root,
    manifest: join(dest, "manifest.json"),
    config: zisiConfig(functions, root),
  });
  return { zips: results.length, seconds: (performance.now() - started) / 1000 };
}

/**
 * The CLI uses a manifest only when it is under 2 minutes old (netlify-cli utils/deploy/hash-fns.js,
 * MANIFEST_FILE_TTL), else it bundles `functions` again. The zips are the night's one bundle, the
 * same for every dealer, so each deploy renews the manifest's time first.
 */
export async function renewFunctionsManifest(outDir = FUNCTION_ZIPS_DIR): Promise<boolean> {
  const file = join(outDir, "manifest.json");
  const manifest = await readFile(file, "utf8").then(
    (text) => JSON.parse(text) as { timestamp: number },
    () => undefined,
  );
  if (!manifest) return false;
  await writeFile(file, JSON.stringify({ ...manifest, timestamp: Date.now() }));
  return true;
}

type TomlFunctions = { included_files?: string[]; node_bundler?: string };

/** netlify.toml's [functions] (for every function) and [functions."<name>"] tables, in zip-it-and-ship-it's words. */
export function zisiConfig(
  functions: Record<string, unknown>,
  root: string,
): Record<
  string,
  { includedFiles: string[]; includedFilesBasePath: string; nodeVersion: string; nodeBundler?: NodeBundlerName }
> {
  const settings = (table: TomlFunctions) => ({
    includedFiles: table.included_files ?? [],
    includedFilesBasePath: root,
    nodeVersion: "24",
    ...(table.node_bundler && { nodeBundler: table.node_bundler as NodeBundlerName }),
  });
  const named = Object.entries(functions).filter(
    (entry): entry is [string, TomlFunctions] => typeof entry[1] === "object" && !Array.isArray(entry[1]),
  );
  return {
    "*": settings(functions as TomlFunctions),
    ...Object.fromEntries(
      named.map(([name, table]) => [name, settings({ ...(functions as TomlFunctions), ...table })]),
    ),
  };
}
