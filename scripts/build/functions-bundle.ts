import { type BuildOptions, build, type Metafile, type Plugin } from "esbuild";
import { cp, mkdir, readFile, rm } from "node:fs/promises";
import { basename, join, relative } from "node:path";
import { findFunctionFiles } from "../server/function-routes.ts";

/**
 * The functions as Netlify deploys them, bundled once per release, the same bytes for every dealer:
 * one ESM file per function with every dependency inside (Netlify's own bundling of v2 functions,
 * NFT, copies `node_modules` beside the code instead, and Node spends most of a cold start
 * resolving them). What is left outside, and why:
 * - `sharp`: native code, which a bundle cannot hold; no function may import it (netlify.toml copies
 *   bundles as they are, so such a function fails check:netlify when its zip is loaded).
 * - `pg-native`: an optional speed-up `pg` asks for by name; not installed.
 * - PGlite: client.ts imports it by a computed path, so esbuild never sees it (local use only).
 * No dealer's data is in a bundle: a deploy's functions read theirs from the deploy (tenant-files.ts).
 */
export const FUNCTIONS_OUT_DIR = join("dist", "functions");

const EXTERNAL = ["sharp", "pg-native"];

/** CommonJS dependencies (pg, stripe) call require(); an ESM bundle gets one from Node. */
const REQUIRE_SHIM = `import { createRequire as __forecourtRequire } from "node:module"; const require = __forecourtRequire(import.meta.url);`;

export interface BundledFunction {
  name: string;
  file: string;
  bytes: number;
}

export interface FunctionsBundle {
  outDir: string;
  functions: BundledFunction[];
  seconds: number;
}

/**
 * Bundles every function in `functionsDir` into `outDir` (emptied first), with the SQL migrations
 * beside them (migrate.ts finds them next to the code).
 */
export async function bundleFunctions(
  functionsDir = "functions",
  outDir = FUNCTIONS_OUT_DIR,
  options: { minify?: boolean } = {},
): Promise<FunctionsBundle> {
  const started = performance.now();
  const entries = await findFunctionFiles(functionsDir);
  await rm(outDir, { recursive: true, force: true });
  await mkdir(outDir, { recursive: true });
  const result = await build({
    ...bundleOptions(options.minify),
    entryPoints: Object.fromEntries(entries.map((file) => [functionName(file), file])),
    outdir: outDir,
  });
  await cp(join(functionsDir, "_shared", "platform", "db", "migrations"), join(outDir, "migrations"), {
    recursive: true,
  });
  return {
    outDir,
    functions: outputsOf(result.metafile, outDir),
    seconds: (performance.now() - started) / 1000,
  };
}

/**
 * React renders emails with its production build (several times faster) whatever NODE_ENV says at
 * run time, and its development build stays out of the bundle. Only React's own files are read so:
 * our code asks NODE_ENV at run time (env.ts isProduction), where a bundle run locally is not.
 */
const reactProductionBuild: Plugin = {
  name: "react-production-build",
  setup(build) {
    build.onLoad({ filter: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/].*\.js$/ }, async (args) => ({
      contents: (await readFile(args.path, "utf8")).replaceAll("process.env.NODE_ENV", '"production"'),
      loader: "js",
    }));
  },
};

/**
 * zod exports every language's error messages as `z.locales` (≈ 200 KB of a function's 1 MB); our
 * messages are our own and in English, so a bundle keeps zod's English (its default) alone.
 */
const zodEnglishOnly: Plugin = {
  name: "zod-english-only",
  setup(build) {
    build.onResolve({ filter: /^\.\.\/locales\/index\.js$/ }, (args) =>
      /[\\/]zod[\\/]v4[\\/]/.test(args.importer)
        ? { path: join(args.resolveDir, "..", "locales", "en.js"), namespace: "zod-locales" }
        : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: "zod-locales" }, (args) => ({
      contents: `export { default as en } from ${JSON.stringify(args.path)};`,
      resolveDir: join(args.path, ".."),
    }));
  },
};

/** How a function is bundled (bench:cold-start bundles its other shapes the same way). */
export function bundleOptions(minify = true): BuildOptions & { metafile: true } {
  return {
    outExtension: { ".js": ".mjs" },
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node22",
    external: EXTERNAL,
    minify,
    legalComments: "none",
    banner: { js: REQUIRE_SHIM },
    plugins: [reactProductionBuild, zodEnglishOnly],
    metafile: true,
    logLevel: "warning",
  };
}

function functionName(file: string): string {
  const stem = basename(file).replace(/\.[^.]+$/, "");
  return stem === "index" ? basename(join(file, "..")) : stem;
}

function outputsOf(metafile: Metafile, outDir: string): BundledFunction[] {
  return Object.entries(metafile.outputs)
    .map(([file, output]) => ({
      name: basename(file).replace(/\.mjs$/, ""),
      file: relative(process.cwd(), file) || join(outDir, basename(file)),
      bytes: output.bytes,
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}
