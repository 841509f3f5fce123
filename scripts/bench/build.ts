import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { buildTenant } from "../build/run-tenant.ts";
import { generateLargeTenant } from "../samples/generate.ts";
import { benchAgainst, type BuildRow } from "./build-against.ts";

/**
 * Build benchmark: generates synthetic tenants (outside the repository) and builds each with the
 * real multi-tenant build path, reporting wall time, pages per second and peak memory (max RSS of
 * the Astro process).
 *
 * Machines differ by 2×, so a figure means something only beside another taken on the same
 * machine at the same time: `--against <commit>` checks that commit out beside the working tree
 * (git archive, sharing node_modules), runs its own bench:build for each size, then this tree's,
 * alternating, and prints this tree's time as a ratio of the pinned commit's.
 *
 * `--sale` measures a rebuild after one car is sold (and one with nothing changed): the pages
 * Astro's incremental build renders again, and how long it takes, beside the cold build.
 *
 * Usage: npm run bench:build -- [--cars 2000,10000] [--against 2a6d6dd] [--rounds 1] [--sale]
 */
const { values } = parseArgs({
  args: process.argv.slice(2),
  options: {
    cars: { type: "string", default: "2000,10000" },
    against: { type: "string" },
    rounds: { type: "string", default: "1" },
    sale: { type: "boolean", default: false },
  },
});
const sizes = values.cars.split(",").map(Number);
const root = resolve(".build/bench");
const tenantsDir = resolve(root, "tenants");

const buildDir = resolve(root, "build");
const distOf = (slug: string) => resolve(root, "dist", slug);

/** Builds the generated dealer `slug` into its live folder with this tree, keeping what it rendered. */
async function build(slug: string, cars: number): Promise<BuildRow & { rendered: number }> {
  const result = await buildTenant(slug, { tenantsDir, outDir: distOf(slug), buildDir });
  if (!result.ok) {
    console.error(`${slug} failed: ${result.error}\nlog: ${result.logFile}`);
    process.exit(1);
  }
  // Astro lists every file it writes, and marks those it copied from the last build rather than rendered.
  const log = await readFile(result.logFile, "utf8");
  const written = (log.match(/[├└]─/g) ?? []).length;
  const copied = (log.match(/\((?:cached|restored)\)/g) ?? []).length;
  return {
    tenant: slug,
    cars,
    pages: result.pages!,
    seconds: Number(result.seconds.toFixed(1)),
    pagesPerSecond: Math.round(result.pages! / result.seconds),
    peakRssMb: result.maxRssMb,
    skippedRecords: result.skipped,
    rendered: written - copied,
  };
}

/** Builds a generated dealer of `count` cars with this working tree, cold. */
async function benchHere(count: number): Promise<BuildRow> {
  await mkdir(tenantsDir, { recursive: true });
  await generateLargeTenant(tenantsDir, count);
  const slug = `bench-${count}`;
  // Cold each time, on both sides of a comparison: no content store, page cache or site left from a run before.
  await rm(buildDir, { recursive: true, force: true });
  await rm(distOf(slug), { recursive: true, force: true });
  const { rendered, ...row } = await build(slug, count);
  return row;
}

/**
 * A sale after a build: the feed says one car is sold, and the dealer is rebuilt with the page
 * cache of the build before (what a stock hook's rebuild does); then a rebuild with nothing changed.
 */
async function benchSale(count: number) {
  const cold = await benchHere(count);
  const slug = `bench-${count}`;
  const feedFile = resolve(tenantsDir, slug, "feed/cars.json");
  const cars = JSON.parse(await readFile(feedFile, "utf8")) as { status: string }[];
  const sold = cars.find((car) => car.status === "in_stock")!;
  sold.status = "sold";
  await writeFile(feedFile, JSON.stringify(cars, null, 2));
  const sale = await build(slug, count);
  const unchanged = await build(slug, count);
  return { cars: count, coldSeconds: cold.seconds, pages: cold.pages, sale, unchanged };
}

const describe = (row: BuildRow) =>
  `${row.pages} pages in ${row.seconds} s (${row.pagesPerSecond} pages/s), peak RSS ${row.peakRssMb} MB`;

await rm(root, { recursive: true, force: true });
const rows: object[] = [];
if (values.sale) {
  for (const count of sizes) {
    const { sale, unchanged, ...cold } = await benchSale(count);
    console.log(`bench-${count}: cold build of ${cold.pages} pages in ${cold.coldSeconds} s`);
    console.log(`  one car sold: ${sale.seconds} s, ${sale.rendered} files rendered, the rest copied`);
    console.log(`  nothing changed: ${unchanged.seconds} s, ${unchanged.rendered} files rendered`);
    rows.push({ ...cold, saleSeconds: sale.seconds, saleRendered: sale.rendered, unchangedSeconds: unchanged.seconds });
  }
  await writeFile(resolve(root, "build-sale.json"), JSON.stringify(rows, null, 2));
} else if (!values.against) {
  for (const count of sizes) {
    const row = await benchHere(count);
    rows.push(row);
    console.log(`${row.tenant}: ${describe(row)}`);
  }
  await writeFile(resolve(root, "build-results.json"), JSON.stringify(rows, null, 2));
  console.table(rows);
} else {
  const comparison = await benchAgainst(values.against, sizes, Number(values.rounds), async (count) => {
    const row = await benchHere(count);
    console.log(`  this tree, ${count} cars: ${describe(row)}`);
    return row;
  });
  await writeFile(resolve(root, "build-comparison.json"), JSON.stringify(comparison, null, 2));
  console.table(comparison.map(({ here, pinned, ...summary }) => summary));
}
