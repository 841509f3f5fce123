import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { buildTenant } from "../build/run-tenant.ts";
import { settleRemovals } from "../build/swap.ts";
import { generateLargeTenant } from "../samples/generate.ts";
import { benchAgainst, benchSaleAgainst, type BuildRow, type SaleRow } from "./build-against.ts";

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
 * rendered again and the files reused from the live site, how long it takes and its peak memory,
 * beside the cold build; with `--against` side by side with the pinned commit's own `--sale`.
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
async function build(slug: string, cars: number): Promise<BuildRow & { rendered: number; reused: number }> {
  const result = await buildTenant(slug, { tenantsDir, outDir: distOf(slug), buildDir });
  if (!result.ok) {
    console.error(`${slug} failed: ${result.error}\nlog: ${result.logFile}`);
    process.exit(1);
  }
  // The replaced site is removed after the new one is live; not while the next build is timed.
  await settleRemovals();
  return {
    tenant: slug,
    cars,
    pages: result.pages!,
    seconds: Number(result.seconds.toFixed(1)),
    pagesPerSecond: Math.round(result.pages! / result.seconds),
    peakRssMb: result.maxRssMb,
    skippedRecords: result.skipped,
    rendered: result.rendered ?? result.pages!,
    reused: result.reused ?? 0,
  };
}

/** Builds a generated dealer of `count` cars with this working tree, cold. */
async function benchHere(count: number): Promise<BuildRow> {
  await mkdir(tenantsDir, { recursive: true });
  await generateLargeTenant(tenantsDir, count);
  const slug = `bench-${count}`;
  // Cold each time, on both sides of a comparison: no content store or site left from a run before.
  await rm(buildDir, { recursive: true, force: true });
  await rm(distOf(slug), { recursive: true, force: true });
  const { rendered, reused, ...row } = await build(slug, count);
  return row;
}

/**
 * A sale after a build: the feed says one car is sold, and the dealer is rebuilt with the page
 * cache of the build before (what a stock hook's rebuild does); then a rebuild with nothing changed.
 */
async function benchSale(count: number): Promise<SaleRow & { sale: BuildRow; unchanged: BuildRow }> {
  const cold = await benchHere(count);
  const slug = `bench-${count}`;
  const feedFile = resolve(tenantsDir, slug, "feed/cars.json");
  const cars = JSON.parse(await readFile(feedFile, "utf8")) as { status: string }[];
  const sold = cars.find((car) => car.status === "in_stock")!;
  sold.status = "sold";
  await writeFile(feedFile, JSON.stringify(cars, null, 2));
  const sale = await build(slug, count);
  const unchanged = await build(slug, count);
  console.log(`bench-${count}: cold build of ${cold.pages} pages in ${cold.seconds} s, peak RSS ${cold.peakRssMb} MB`);
  for (const [name, row] of [
    ["one car sold", sale],
    ["nothing changed", unchanged],
  ] as const) {
    console.log(
      `  ${name}: ${row.seconds} s, ${row.rendered} pages rendered, ${row.reused} files reused, peak RSS ${row.peakRssMb} MB`,
    );
  }
  return {
    cars: count,
    pages: cold.pages,
    coldSeconds: cold.seconds,
    saleSeconds: sale.seconds,
    saleRendered: sale.rendered,
    unchangedSeconds: unchanged.seconds,
    coldPeakRssMb: cold.peakRssMb,
    salePeakRssMb: sale.peakRssMb,
    unchangedPeakRssMb: unchanged.peakRssMb,
    sale,
    unchanged,
  };
}

const describe = (row: BuildRow) =>
  `${row.pages} pages in ${row.seconds} s (${row.pagesPerSecond} pages/s), peak RSS ${row.peakRssMb} MB`;

await rm(root, { recursive: true, force: true });
const rows: object[] = [];
if (values.sale && values.against) {
  const comparison = await benchSaleAgainst(values.against, sizes, Number(values.rounds), async (count) => {
    const { sale, unchanged, ...row } = await benchSale(count);
    return row;
  });
  await writeFile(resolve(root, "build-sale-comparison.json"), JSON.stringify(comparison, null, 2));
} else if (values.sale) {
  for (const count of sizes) {
    const { sale, unchanged, ...row } = await benchSale(count);
    rows.push(row);
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
