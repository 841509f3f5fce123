import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { basename, dirname, join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { tenantFeedLocation } from "../src/lib/feed/feed-location.ts";
import { type FeedLocation, readRawEntity, validatedEntity } from "../src/lib/feed/load-feed.ts";
import { downloadFeedFile } from "../src/lib/feed/source.ts";
import { formatFeedIssue } from "../src/lib/feed/validate.ts";
import type { Car } from "../src/lib/feed/car.ts";
import { isInStock } from "../src/lib/inventory/stock.ts";
import { leftOutByReason, renderFeeds } from "../src/lib/syndication/channel-feeds.ts";
import type { TenantConfig } from "../src/lib/tenant/schema.ts";
import { loadTenantConfig } from "../src/lib/tenant/load-tenant.ts";
import { discoverTenants } from "./build/discover.ts";

const USAGE = `Usage: npm run feed:check -- <slug> [file | url] [--rows N] [--tenants-dir d]
  Reads a dealer's stock export with the mapping in tenants/<slug>/tenant.json, without building:
  the columns found, how many rows leave each mapped field empty, the first rows as cars, every
  problem, counts (rows, cars, in stock, sold, skipped), and what each channel feed (Google, Meta,
  marketplace) would carry, with the cars it leaves out and why. With a file or URL, that export is read
  instead of the tenant's own (to check a new dealer's file before it goes live).
  Exit 1 when the tenant would fail to build or no row becomes a car.`;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    rows: { type: "string", default: "3" },
    "tenants-dir": { type: "string" },
    help: { type: "boolean", default: false },
  },
});
const tenantsDir = values["tenants-dir"] ?? process.env.TENANTS_DIR ?? "tenants";
const known = await discoverTenants(tenantsDir);
const [slug, override] = positionals;
if (values.help || !slug || positionals.length > 2 || !known.includes(slug)) {
  if (slug && !values.help)
    console.error(`No tenant "${slug}" in ${tenantsDir} (have: ${known.join(", ") || "none"})\n`);
  console.error(USAGE);
  process.exit(2);
}

const scratch = await mkdtemp(join(tmpdir(), "feed-check-"));
try {
  process.exitCode = await check(slug, override);
} catch (error) {
  console.error(`✗ ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await rm(scratch, { recursive: true, force: true });
}

async function check(tenant: string, source: string | undefined): Promise<number> {
  const config = await loadTenantConfig(tenantsDir, tenant);
  const where = await locate(tenantFeedLocation(config, tenantsDir), source);
  const stockFile = where.stock?.fileName ?? "cars.json";
  console.log(
    `${tenant}: format ${config.feed.format}, reading ${where.url ? `${where.url}/` : `${where.dir}/`}${stockFile}`,
  );
  const raw = await readRawEntity(where, "cars");
  if (!raw) {
    console.error(`✗ no stock file (${stockFile})`);
    return 1;
  }
  const { records, issues: problems } = validatedEntity(tenant, "cars", raw);
  const rows = raw.validated ? raw.rows : raw.records.length;

  if (raw.validated) {
    const { columns } = raw;
    if (columns.length) console.log(`\nColumns found (${columns.length}): ${columns.join(", ")}`);
    console.log("\nMapped fields (field ← column: rows where it is empty):");
    for (const [field, column] of raw.sourceColumns) {
      const empty = raw.emptyFields.get(field) ?? 0;
      console.log(
        `  ${field.padEnd(20)} ← ${column.padEnd(28)} ${empty ? `${empty} of ${rows} empty` : "filled in every row"}`,
      );
    }
  }

  const shown = Math.max(0, Number(values.rows) || 0);
  if (records.length && shown) {
    console.log(`\nFirst ${Math.min(shown, records.length)} car(s):`);
    for (const car of records.slice(0, shown)) {
      const price = car.price === undefined ? "no price" : `$${car.price.toLocaleString("en-AU")}`;
      const km = car.km === undefined ? "" : `, ${car.km.toLocaleString("en-AU")} km`;
      console.log(
        `  ${car.id}: ${car.name} (${car.car_type}, ${car.status}${car.reserved ? ", reserved" : ""}) ${price}${km}, ${car.images.length} image(s) → /cars/${car.slug}`,
      );
    }
  }

  if (problems.length) {
    console.log(`\nProblems (${problems.length}), each row skipped:`);
    for (const problem of problems) console.log(`  ${formatFeedIssue(problem)}`);
  }
  const inStock = records.filter(isInStock).length;
  const sold = records.filter((car) => car.status === "sold").length;
  console.log(
    `\n${rows} row(s): ${records.length} car(s), ${inStock} in stock, ${sold} sold, ${records.length - inStock - sold} other, ${problems.length} skipped`,
  );
  if (!records.length) {
    console.error("✗ no row became a car: the build would have no stock");
    return 1;
  }
  await reportChannels(config, tenantFeedLocation(config, tenantsDir), records);
  console.log(problems.length ? "✓ readable; fix the skipped rows above in the export" : "✓ every row is a car");
  return 0;
}

/** Issue 25: what each channel feed would carry, and the cars it leaves out with the reason. */
async function reportChannels(config: TenantConfig, own: FeedLocation, cars: Car[]): Promise<void> {
  const raw = await readRawEntity(own, "locations").catch(() => undefined);
  const locations = validatedEntity(config.slug, "locations", raw).records;
  const feeds = renderFeeds(config, cars, locations);
  if (!feeds.length) return;
  console.log("\nChannel feeds (cars for sale in each, and those left out):");
  for (const { file, feed } of feeds) {
    console.log(`  ${file}: ${feed.included} car(s)${feed.leftOut.length ? `, ${feed.leftOut.length} left out:` : ""}`);
    for (const { reason, ids } of leftOutByReason(feed.leftOut)) {
      const shown = ids.slice(0, 5).join(", ") + (ids.length > 5 ? ", …" : "");
      console.log(`    ${String(ids.length).padStart(4)} × ${reason} (${shown})`);
    }
  }
}

/** The tenant's own feed, or a file or URL given on the command line read with its settings. */
async function locate(where: FeedLocation, source: string | undefined): Promise<FeedLocation> {
  if (!source) return where;
  const remote = /^https?:\/\//.test(source);
  const fileName = remote ? decodeURIComponent(basename(new URL(source).pathname)) : basename(source);
  const stock = where.stock && { ...where.stock, fileName };
  if (remote) {
    const base = source.slice(0, source.lastIndexOf("/"));
    const options = where.remote ?? { timeoutMs: 15_000, retries: 1 };
    if (!(await downloadFeedFile(base, fileName, join(scratch, fileName), options))) throw new Error(`${source}: 404`);
    return { ...where, url: undefined, dir: scratch, stock };
  }
  return { ...where, url: undefined, dir: dirname(resolve(source)), stock };
}
