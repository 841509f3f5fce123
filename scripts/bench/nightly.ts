import { execFile } from "node:child_process";
import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { resolve } from "node:path";
import { parseArgs, promisify } from "node:util";
import type { NightlyReport } from "../nightly/report.ts";
import { generateLargeTenant } from "../samples/generate.ts";
import { benchNightlyMix } from "./nightly-mix.ts";

/**
 * Nightly benchmark: generates --tenants synthetic dealers of about --cars cars each (outside the
 * repository's tenants/) and runs the real `npm run nightly` over them, reporting total time,
 * per-tenant time and peak memory. Usage: npm run bench:nightly -- [--tenants 50] [--cars 40] [--concurrency 2]
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
const root = resolve(".build/bench/nightly");
const tenantsDir = resolve(root, "tenants");
await rm(root, { recursive: true, force: true });
await mkdir(tenantsDir, { recursive: true });
// generateLargeTenant names each tenant bench-<cars>, so sizes differ by one car per dealer.
for (let i = 0; i < count; i++) await generateLargeTenant(tenantsDir, cars + i);

const started = performance.now();
const result = await promisify(execFile)(
  process.execPath,
  [
    "scripts/nightly.ts",
    ...["--tenants-dir", tenantsDir, "--dist", resolve(root, "dist"), "--out", resolve(root, "reports")],
    ...["--concurrency", values.concurrency],
  ],
  { env: { ...process.env, FORECOURT_BUILD_DIR: resolve(root, ".build") }, maxBuffer: 64 * 1024 * 1024 },
).catch((error: { stdout?: string; stderr?: string }) => error);
const wallSeconds = (performance.now() - started) / 1000;
const reports = (await readdir(resolve(root, "reports"))).filter((file) => file.endsWith(".json"));
const report = JSON.parse(await readFile(resolve(root, "reports", reports[0]!), "utf8")) as NightlyReport;
const times = report.tenants.map((tenant) => tenant.seconds).sort((a, b) => a - b);
const summary = {
  tenants: report.tenants.length,
  carsPerTenant: `${cars}–${cars + count - 1}`,
  concurrency: Number(values.concurrency),
  built: report.tenants.filter((tenant) => tenant.status === "built").length,
  failed: report.tenants.filter((tenant) => tenant.status === "failed").map((tenant) => tenant.tenant),
  totalSeconds: Number(wallSeconds.toFixed(1)),
  perTenantSeconds: {
    min: Number(times[0]?.toFixed(1)),
    median: Number(times[Math.floor(times.length / 2)]?.toFixed(1)),
    max: Number(times.at(-1)?.toFixed(1)),
  },
  pages: report.tenants.reduce((sum, tenant) => sum + (tenant.pages ?? 0), 0),
  peakRssMb: report.peakRssMb,
};
await writeFile(resolve(".build/bench/nightly-results.json"), JSON.stringify(summary, null, 2));
if (summary.failed.length > 0) console.error((result as { stdout?: string }).stdout ?? "");
console.log(JSON.stringify(summary, null, 2));
