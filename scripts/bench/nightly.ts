import { execFile } from "node:child_process";
import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { resolve } from "node:path";
import { parseArgs, promisify } from "node:util";
import { parseShard, selectTenants } from "../build/options.ts";
import { bytesText } from "../deploy/digest-diff.ts";
import type { NightlyReport } from "../nightly/report.ts";
import { generateLargeTenant } from "../samples/generate.ts";
import { benchNightlyMix } from "./nightly-mix.ts";

/**
 * Nightly benchmark: generates --tenants synthetic dealers of about --cars cars each (outside the
 * repository's tenants/) and runs the real `npm run nightly` over them, reporting total time,
 * per-tenant time, peak memory and what the planned deploys upload. Usage:
 * npm run bench:nightly -- [--tenants 50] [--cars 40] [--same-size] [--shard i/n] [--price-changed 0.1] [--concurrency 2]
 * With --shard only that share of the dealers is built (all of them exist, as on a runner of a real
 * night); with --price-changed a second night follows after one price moved in that share of dealers.
 * With --mix "24x40,2x2000": that mix of dealers over two nights (the second after --changed of
 * them changed), projected to 500 dealers on 1–16 runners (scripts/bench/nightly-mix.ts).
 */
const { values } = parseArgs({
  options: {
    tenants: { type: "string", default: "50" },
    cars: { type: "string", default: "40" },
    concurrency: { type: "string", default: "2" },
    mix: { type: "string" },
    changed: { type: "string", default: "0.2" },
    shard: { type: "string" },
    "same-size": { type: "boolean", default: false },
    "price-changed": { type: "string" },
  },
});
if (values.mix) {
  await benchNightlyMix({
    mix: values.mix,
    changed: Number(values.changed),
    concurrency: Number(values.concurrency),
    // 500 dealers: mostly small yards, some groups, a few with 2,000–10,000 cars.
    project: {
      dealers: [
        [400, 60],
        [80, 600],
        [15, 2000],
        [5, 10_000],
      ],
      changed: Number(values.changed),
      runners: [1, 4, 8, 16],
    },
  });
  process.exit(0);
}
const count = Number(values.tenants);
const cars = Number(values.cars);
const shard = values.shard ? parseShard(values.shard) : undefined;
const root = resolve(".build/bench/nightly");
const tenantsDir = resolve(root, "tenants");
await rm(root, { recursive: true, force: true });
await mkdir(tenantsDir, { recursive: true });
// By default each dealer has one car more than the last (bench-40, bench-41, …); --same-size gives
// every dealer --cars cars (bench-40-001, bench-40-002, …), the shape of 500 small dealers.
const slugs: string[] = [];
const generating = performance.now();
for (let i = 0; i < count; i++) {
  const slug = values["same-size"] ? `bench-${cars}-${String(i + 1).padStart(3, "0")}` : undefined;
  slugs.push((await generateLargeTenant(tenantsDir, values["same-size"] ? cars : cars + i, { slug })).slug);
}
console.log(`${count} dealers generated in ${((performance.now() - generating) / 1000).toFixed(1)} s (${tenantsDir})`);

/** One run of the real nightly over the generated dealers (this shard's share with --shard), deploys planned, not sent. */
async function night(label: string) {
  const out = resolve(root, `reports-${label}`);
  const started = performance.now();
  const run = await promisify(execFile)(
    process.execPath,
    [
      "scripts/nightly.ts",
      ...["--tenants-dir", tenantsDir, "--dist", resolve(root, "dist"), "--out", out],
      ...["--concurrency", values.concurrency],
      ...(values.shard ? ["--shard", values.shard] : []),
    ],
    { env: { ...process.env, FORECOURT_BUILD_DIR: resolve(root, ".build") }, maxBuffer: 64 * 1024 * 1024 },
  ).catch((error: { stdout?: string; stderr?: string }) => error);
  const wallSeconds = (performance.now() - started) / 1000;
  const file = (await readdir(out)).find((name) => name.endsWith(".json"))!;
  const report = JSON.parse(await readFile(resolve(out, file), "utf8")) as NightlyReport;
  const failed = report.tenants.filter((line) => line.status === "failed").map((line) => line.tenant);
  if (failed.length > 0) console.error((run as { stdout?: string }).stdout ?? "");
  const times = report.tenants.map((line) => line.seconds).sort((a, b) => a - b);
  const uploads = report.uploads;
  const summary = {
    dealers: report.tenants.length,
    built: report.tenants.filter((line) => line.status === "built").length,
    unchanged: report.tenants.filter((line) => line.status === "unchanged").length,
    failed,
    totalSeconds: Number(wallSeconds.toFixed(1)),
    perDealerSeconds: {
      min: Number(times[0]?.toFixed(1)),
      median: Number(times[Math.floor(times.length / 2)]?.toFixed(1)),
      max: Number(times.at(-1)?.toFixed(1)),
    },
    pages: report.tenants.reduce((sum, line) => sum + (line.pages ?? 0), 0),
    peakRssMb: report.peakRssMb,
    uploads: uploads && {
      files: uploads.files,
      fileBytes: bytesText(uploads.fileBytes),
      functionZips: uploads.functions,
      functionBytes: bytesText(uploads.functionBytes),
    },
  };
  console.log(`${label}: ${JSON.stringify(summary)}`);
  return { summary, report };
}

const first = await night("first-night");
// --price-changed 0.1: one price moved (down $500) in that share of the night's dealers' feeds, then a second night.
const share = Number(values["price-changed"] ?? 0);
let second: Awaited<ReturnType<typeof night>> | undefined;
if (share > 0) {
  const every = Math.max(1, Math.round(1 / share));
  for (const slug of selectTenants(slugs, { slugs: [], shard }).filter((_, i) => i % every === 0)) {
    const file = resolve(tenantsDir, slug, "feed", "cars.json");
    const feed = JSON.parse(await readFile(file, "utf8")) as { status: string; price: number }[];
    const car = feed.find((c) => c.status === "in_stock" && c.price > 1000);
    if (car) car.price -= 500;
    await writeFile(file, JSON.stringify(feed));
  }
  second = await night("price-night");
}
const results = {
  tenants: count,
  carsPerTenant: values["same-size"] ? `${cars}` : `${cars}–${cars + count - 1}`,
  shard: values.shard ?? "all",
  concurrency: Number(values.concurrency),
  firstNight: first.summary,
  ...(second ? { priceNight: { changedShare: share, ...second.summary } } : {}),
  // Every shard runs as this one did (the same dealers' sizes): the whole night on one runner.
  ...(shard
    ? { allShardsOnOneRunnerMinutes: Number(((first.summary.totalSeconds * shard.count) / 60).toFixed(1)) }
    : {}),
};
await writeFile(resolve(".build/bench/nightly-results.json"), `${JSON.stringify(results, null, 2)}\n`);
console.log(JSON.stringify(results, null, 2));
