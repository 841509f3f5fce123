import { mkdir, rm, writeFile } from "node:fs/promises";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { buildTenant } from "../build/run-tenant.ts";
import { generateLargeTenant } from "../samples/generate.ts";

/**
 * Build benchmark: generates synthetic tenants (outside the repository) and builds each with the
 * real multi-tenant build path, reporting wall time, pages per second and peak memory (max RSS of
 * the Astro process). Usage: npm run bench:build -- [--cars 2000,10000]
 */
const { values } = parseArgs({
  args: process.argv.slice(2),
  options: { cars: { type: "string", default: "2000,10000" } },
});
const sizes = values.cars.split(",").map(Number);
const root = resolve(".build/bench");
const tenantsDir = resolve(root, "tenants");
await rm(root, { recursive: true, force: true });
await mkdir(tenantsDir, { recursive: true });

const rows = [];
for (const count of sizes) {
  await generateLargeTenant(tenantsDir, count);
  const slug = `bench-${count}`;
  const result = await buildTenant(slug, { tenantsDir, outDir: resolve(root, "dist", slug) });
  if (!result.ok) {
    console.error(`${slug} failed: ${result.error}\nlog: ${result.logFile}`);
    process.exit(1);
  }
  const row = {
    tenant: slug,
    cars: count,
    pages: result.pages!,
    seconds: Number(result.seconds.toFixed(1)),
    pagesPerSecond: Math.round(result.pages! / result.seconds),
    peakRssMb: result.maxRssMb,
    skippedRecords: result.skipped,
  };
  rows.push(row);
  console.log(
    `${slug}: ${row.pages} pages in ${row.seconds} s (${row.pagesPerSecond} pages/s), peak RSS ${row.peakRssMb} MB`,
  );
}
await writeFile(resolve(root, "build-results.json"), JSON.stringify(rows, null, 2));
console.table(rows);
