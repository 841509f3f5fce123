import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { basename, dirname, join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { tenantFeedLocation } from "#lib/feed/feed-location.ts";
import { type FeedLocation, readRawEntity, validatedEntity } from "#lib/feed/load-feed.ts";
import { downloadFeedFile } from "#lib/feed/source.ts";
import { formatFeedIssue } from "#lib/feed/validate.ts";
import { FEED_ENTITIES, FEED_ENTITY_NAMES } from "#lib/feed/entities.ts";
import { formatIssueGroup, groupIssues } from "#lib/feed/issue-groups.ts";
import { publishRefusal, publishRefusalMessage } from "#lib/feed/publish-guard.ts";
import { feedImageOrigins } from "#lib/media/remote-images.ts";
import { mapWithConcurrency } from "#lib/async/pool.ts";
import type { Car } from "#lib/feed/car.ts";
import { isInStock } from "#lib/inventory/stock.ts";
import { leftOutByReason, renderFeeds } from "#lib/syndication/channel-feeds.ts";
import type { TenantConfig } from "#lib/tenant/schema.ts";
import { loadTenantConfig } from "#lib/tenant/load-tenant.ts";
import { discoverTenants } from "./build/discover.ts";

const USAGE = `Usage: npm run feed:check -- <slug> [file | url] [--rows N] [--verbose] [--images] [--tenants-dir d]
  Reads a dealer's stock export with the mapping in tenants/<slug>/tenant.json, without building:
  the columns found, how many rows leave each mapped field empty, the first rows as cars, the
  problems (one line per reason with a count and the first rows; --verbose: every row), counts
  (rows, cars, in stock, sold, skipped), the image hosts its photos come from, and what each channel
  feed (Google, Meta, marketplace) would carry, with the cars it leaves out and why. With a file or
  URL, that export is read instead of the tenant's own (to check a new dealer's file before it goes
  live). --images asks every photo's host for it (HEAD, a few at a time) and lists the broken ones by car.
  Runs the build's own checks (the other feeds, locations included, and the publish guard against
  the last good build) and exits as the build would: 1 when the dealer would fail to build.`;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    rows: { type: "string", default: "3" },
    verbose: { type: "boolean", default: false },
    images: { type: "boolean", default: false },
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

async function check(tenantSlug: string, source: string | undefined): Promise<number> {
  const config = await loadTenantConfig(tenantsDir, tenantSlug);
  const where = await locate(tenantFeedLocation(config, tenantsDir), source);
  const stockFile = where.stock?.fileName ?? "cars.json";
  console.log(
    `${tenantSlug}: format ${config.feed.format}, reading ${where.url ? `${where.url}/` : `${where.dir}/`}${stockFile}`,
  );
  const raw = await readRawEntity(where, "cars");
  if (!raw) {
    console.error(`✗ no stock file (${stockFile})`);
    return 1;
  }
  const { records, issues: problems } = validatedEntity(tenantSlug, "cars", raw);
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
    if (values.verbose) for (const problem of problems) console.log(`  ${formatFeedIssue(problem)}`);
    else for (const group of groupIssues(problems)) console.log(`  ${formatIssueGroup(group)}`);
  }
  const inStock = records.filter(isInStock).length;
  const sold = records.filter((car) => car.status === "sold").length;
  console.log(
    `\n${rows} row(s): ${records.length} car(s), ${inStock} in stock, ${sold} sold, ${records.length - inStock - sold} other, ${problems.length} skipped`,
  );
  const hosts = feedImageOrigins(records);
  const photos = records.reduce((count, car) => count + car.images.length, 0);
  console.log(
    `\nPhotos: ${photos} in ${records.length} car(s)${hosts.length ? `, from ${hosts.join(", ")} (allowed for the image CDN by the build)` : ""}`,
  );
  if (!records.length) {
    console.error("✗ no row became a car: the build would have no stock");
    return 1;
  }
  if (values.images && !(await checkImages(records))) return 1;
  const other = await otherFeedsProblem(tenantFeedLocation(config, tenantsDir));
  if (other) {
    console.error(`✗ ${other}`);
    return 1;
  }
  const refusal = publishRefusal(
    { rows, valid: records.length, previous: await lastGoodCars(tenantSlug) },
    config.feed,
  );
  if (refusal) {
    console.error(`✗ ${publishRefusalMessage(tenantSlug, refusal)}`);
    return 1;
  }
  await reportChannels(config, tenantFeedLocation(config, tenantsDir), records);
  console.log(problems.length ? "✓ readable; fix the skipped rows above in the export" : "✓ every row is a car");
  return 0;
}

/** The build fails a dealer whose other feeds are missing (locations) or unreadable: so does this. */
async function otherFeedsProblem(own: FeedLocation): Promise<string | undefined> {
  for (const entity of FEED_ENTITY_NAMES) {
    if (entity === "cars") continue;
    try {
      const raw = await readRawEntity(own, entity);
      if (!raw && FEED_ENTITIES[entity].required)
        return `${own.slug}: the ${entity} feed is missing (${own.url ?? own.dir}/${entity}.json): the build would fail`;
    } catch (error) {
      return `${(error as Error).message}: the build would fail`;
    }
  }
  return undefined;
}

/** The cars of the dealer's last good build (its report), which the publish guard compares with. */
async function lastGoodCars(tenantSlug: string): Promise<number | undefined> {
  const file = resolve(process.env.FORECOURT_BUILD_DIR ?? ".build", "reports", `${tenantSlug}.json`);
  const report = await readFile(file, "utf8").then(
    (text) => JSON.parse(text) as { stock?: unknown[] },
    () => undefined,
  );
  return report?.stock?.length;
}

/** --images: every photo asked for with HEAD, a few at a time; the broken ones listed by car. */
async function checkImages(cars: Car[]): Promise<boolean> {
  const urls = cars.flatMap((car) =>
    car.images.filter((image) => /^https?:/i.test(image.url)).map((image) => ({ car, url: image.url })),
  );
  console.log(`\nChecking ${urls.length} photo(s) on their hosts…`);
  const broken: string[] = [];
  let done = 0;
  await mapWithConcurrency(urls, 8, async ({ car, url }) => {
    const answer = await fetch(url, { method: "HEAD", redirect: "follow", signal: AbortSignal.timeout(10_000) }).then(
      (response) =>
        response.ok && /^image\//i.test(response.headers.get("content-type") ?? "")
          ? undefined
          : `${response.status} ${response.headers.get("content-type") ?? ""}`.trim(),
      (error: Error) => error.message,
    );
    if (answer) broken.push(`  car ${car.id} (${car.name}): ${url}: ${answer}`);
    if (++done % 100 === 0) console.log(`  … ${done} of ${urls.length}`);
  });
  if (!broken.length) {
    console.log(`✓ all ${urls.length} photo(s) answer as images`);
    return true;
  }
  console.error(`✗ ${broken.length} of ${urls.length} photo(s) broken (shoppers see the placeholder):`);
  for (const line of broken.sort()) console.error(line);
  return false;
}

/** What each channel feed would carry, and the cars it leaves out with the reason. */
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
