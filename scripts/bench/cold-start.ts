import { build } from "esbuild";
import { existsSync } from "node:fs";
import { mkdir, readdir, rm, stat, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { readTenantSnapshot } from "#lib/tenant/tenant-snapshot.ts";
import { bundleFunctions, bundleOptions } from "../build/functions-bundle.ts";
import { FUNCTION_ZIPS_DIR } from "../build/functions-zip.ts";
import { startPostgresCluster } from "../db/postgres-cluster.ts";
import { findFunctionFiles } from "../server/function-routes.ts";
import { listen, type Runner, SAMPLE_LEAD, send, startDeployBlobs, startRunner } from "../netlify-check/harness.ts";

/**
 * `npm run bench:cold-start`: how long a shopper waits on a cold function, from a fresh Node
 * process to its first answer, as Netlify runs the bundles (production, Postgres, the deploy's
 * dealer files through Netlify's blobs server), for three shapes:
 * - `functions`: one function per endpoint (what netlify.toml deploys): the zips of the last
 *   `netlify build` in .netlify/functions, else `npm run build:functions`' files;
 * - `router`: one function for every /api path, every endpoint's code loaded at start;
 * - `router-lazy`: one function, each endpoint's code loaded on its first request (code splitting).
 * Each round starts fresh processes for POST /api/leads and GET /api/staff/me. Reports medians of
 * the import, the first answer and the whole (spawn to answer), bundle sizes and bundle time.
 *   npm run bench:cold-start -- [--rounds 5] [--tenant bayside-ford] [--shapes functions,router,router-lazy]
 */
const { values } = parseArgs({
  options: {
    rounds: { type: "string", default: "5" },
    tenant: { type: "string", default: "bayside-ford" },
    shapes: { type: "string", default: "functions,router,router-lazy" },
  },
});
const rounds = Number(values.rounds);
const slug = values.tenant;
const HOST = `${slug}.example.com`;
const OUT = join(".build", "bench", "cold-start");

interface Shape {
  name: string;
  /** The file a process starts for an endpoint. */
  entryFor: (fn: "leads" | "staff-me") => string;
  bytes: number;
  /** null: zips made by the last `netlify build`, not timed here. */
  bundleSeconds: number | null;
  files: number;
}

const shapes: Shape[] = [];
const wanted = values.shapes.split(",");
if (wanted.includes("functions")) shapes.push(await perFunctionShape());
if (wanted.includes("router")) shapes.push(await routerShape(false));
if (wanted.includes("router-lazy")) shapes.push(await routerShape(true));

console.log("Starting Postgres, a Postmark stub and Netlify's blobs server…");
const cluster = process.env.DATABASE_URL ? null : await startPostgresCluster();
const databaseUrl = process.env.DATABASE_URL ?? cluster?.url;
if (!databaseUrl) throw new Error("bench:cold-start needs Postgres: set DATABASE_URL or install Debian's postgresql");
const postmark = await listen(() => {}, { MessageID: "bench", ErrorCode: 0 });
const blobs = await startDeployBlobs(Buffer.from(JSON.stringify(await readTenantSnapshot("tenants", slug))));
const env: NodeJS.ProcessEnv = {
  PATH: process.env.PATH,
  NODE_ENV: "production",
  TENANT: slug,
  DATABASE_URL: databaseUrl,
  SESSION_SECRET: "bench-cold-start-session-secret-0123456789",
  POSTMARK_SERVER_TOKEN: "bench",
  POSTMARK_API_URL: postmark.url,
  NETLIFY_BLOBS_CONTEXT: blobs.context,
  BUILD_TRIGGER: "off",
};

// One warm-up lead migrates the database, so no round pays for that.
await coldAnswer(shapes[0]!, "leads", 0);

interface Sample {
  importMs: number;
  firstAnswerMs: number;
  totalMs: number;
}
const samples = new Map<string, Sample[]>();
for (let round = 1; round <= rounds; round++) {
  for (const shape of shapes) {
    for (const fn of ["leads", "staff-me"] as const) {
      const sample = await coldAnswer(shape, fn, round);
      const key = `${shape.name} ${fn}`;
      samples.set(key, [...(samples.get(key) ?? []), sample]);
    }
  }
  console.log(`round ${round}/${rounds} done`);
}
await blobs.stop();
postmark.close();
cluster?.stop();

const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)] ?? 0;
const rows = [...samples].map(([key, list]) => ({
  case: key,
  importMs: Math.round(median(list.map((s) => s.importMs))),
  firstAnswerMs: Math.round(median(list.map((s) => s.firstAnswerMs))),
  totalMs: Math.round(median(list.map((s) => s.totalMs))),
}));
console.log(`\nCold starts, medians of ${rounds} (${slug}, Postgres, NODE_ENV=production):`);
console.log("case                      import ms  first answer ms  spawn→answer ms");
for (const row of rows)
  console.log(
    `${row.case.padEnd(26)}${String(row.importMs).padStart(9)}${String(row.firstAnswerMs).padStart(17)}${String(row.totalMs).padStart(17)}`,
  );
console.log("\nshape          files  bytes      bundle s");
for (const shape of shapes)
  console.log(
    `${shape.name.padEnd(15)}${String(shape.files).padStart(5)}  ${`${(shape.bytes / 1024 / 1024).toFixed(1)} MB`.padEnd(11)}${shape.bundleSeconds === null ? "- (zipped by netlify build)" : shape.bundleSeconds.toFixed(1)}`,
  );
await mkdir(OUT, { recursive: true });
await writeFile(
  join(OUT, "..", "cold-start.json"),
  `${JSON.stringify({ at: new Date().toISOString(), tenant: slug, rounds, rows, shapes }, null, 2)}\n`,
);
console.log(`\nWritten to ${join(OUT, "..", "cold-start.json")}`);

/** A fresh process for one endpoint: spawned, imported, asked once. */
async function coldAnswer(shape: Shape, fn: "leads" | "staff-me", round: number): Promise<Sample> {
  const started = performance.now();
  const runner: Runner = await startRunner(shape.entryFor(fn), env);
  const asked = performance.now();
  const answer =
    fn === "leads"
      ? await send(HOST, runner, "POST", "/api/leads", {
          ...SAMPLE_LEAD,
          email: `cold-${shape.name}-${round}-${Date.now()}@example.com`,
        })
      : await send(HOST, runner, "GET", "/api/staff/me");
  const done = performance.now();
  runner.child.kill();
  const expected = fn === "leads" ? 201 : 401;
  if (answer.status !== expected)
    throw new Error(`${shape.name} ${fn} answered ${answer.status}: ${JSON.stringify(answer.json).slice(0, 300)}`);
  return { importMs: runner.importMs, firstAnswerMs: done - asked, totalMs: done - started };
}

async function perFunctionShape(): Promise<Shape> {
  const zips = FUNCTION_ZIPS_DIR;
  if (existsSync(join(zips, "leads.zip"))) {
    const names = (await readdir(zips)).filter((name) => name.endsWith(".zip"));
    const sizes = await Promise.all(names.map((name) => stat(join(zips, name)).then((s) => s.size)));
    return {
      name: "functions",
      entryFor: (fn) => join(zips, `${fn}.zip`),
      bytes: sizes.reduce((a, b) => a + b, 0),
      bundleSeconds: null,
      files: names.length,
    };
  }
  const bundle = await bundleFunctions("functions", join(OUT, "functions"));
  return {
    name: "functions",
    entryFor: (fn) => join(bundle.outDir, `${fn}.mjs`),
    bytes: bundle.functions.reduce((sum, fn) => sum + fn.bytes, 0),
    bundleSeconds: bundle.seconds,
    files: bundle.functions.length,
  };
}

/** One entry routing every endpoint with a path (scheduled functions stay their own). */
async function routerShape(lazy: boolean): Promise<Shape> {
  const name = lazy ? "router-lazy" : "router";
  const dir = join(OUT, name);
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  const lines: string[] = [
    `import { routerOf } from ${JSON.stringify(resolve("scripts/bench/cold-start/router.ts"))};`,
  ];
  const entries: string[] = [];
  for (const [index, file] of (await findFunctionFiles("functions")).entries()) {
    const mod = (await import(resolve(file))) as {
      config?: { path?: string | string[]; method?: string[]; schedule?: string };
    };
    if (!mod.config?.path || mod.config.schedule) continue;
    const paths = JSON.stringify([mod.config.path].flat());
    const methods = JSON.stringify(mod.config.method ?? null);
    const path = JSON.stringify(resolve(file));
    if (lazy) entries.push(`{ paths: ${paths}, methods: ${methods}, load: () => import(${path}) }`);
    else {
      lines.push(`import * as m${index} from ${path};`);
      entries.push(`{ paths: ${paths}, methods: ${methods}, load: async () => m${index} }`);
    }
  }
  lines.push(`export default routerOf([\n${entries.join(",\n")}\n]);`, `export const config = { path: "/api/*" };`);
  const source = join(dir, "api-source.ts");
  await writeFile(source, `${lines.join("\n")}\n`);
  const started = performance.now();
  const result = await build({
    ...bundleOptions(),
    entryPoints: { api: source },
    outdir: dir,
    splitting: lazy,
    chunkNames: "_chunks/[name]-[hash]",
  });
  const bundleSeconds = (performance.now() - started) / 1000;
  const outputs = Object.values(result.metafile?.outputs ?? {});
  return {
    name,
    entryFor: () => join(dir, "api.mjs"),
    bytes: outputs.reduce((sum, output) => sum + output.bytes, 0),
    bundleSeconds,
    files: outputs.length,
  };
}
