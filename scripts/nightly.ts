import { mkdir, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { getDatabase } from "../functions/_shared/db/client.ts";
import { writeStockJournal } from "../functions/_shared/stock/journal.ts";
import { loadTenantConfig } from "../src/lib/tenant/load-tenant.ts";
import { discoverTenants } from "./build/discover.ts";
import { parseShard, selectTenants, UsageError } from "./build/options.ts";
import { mapWithConcurrency } from "../src/lib/async/pool.ts";
import { buildDirOf, buildTenant } from "./build/run-tenant.ts";
import { deployToNetlify } from "./nightly/deploy.ts";
import { namedSecret } from "./nightly/env.ts";
import { refreshFeed } from "./nightly/refresh-feed.ts";
import { changesTextOf, type NightlyReport, type NightlyTenant, nightlyMarkdown } from "./nightly/report.ts";

const USAGE = `Usage: npm run nightly -- [slug ...] [--shard i/n] [--deploy] [--tenants-dir d] [--dist d] [--concurrency n]
  Refreshes each tenant's feeds (feed.url), builds it with an atomic swap (a failed tenant keeps its last
  good site), deploys it with --deploy (netlify deploy --prod --dir dist/<slug> --site <id from ops.netlifySiteIdEnv>),
  and writes .build/nightly/<date>.json and .md. Exit 1 if any tenant failed.`;

/** One tenant's night: refresh its feed, build, deploy. Never throws: a failure is a line of the report. */
async function nightlyTenant(
  tenant: string,
  options: { tenantsDir: string; distDir: string; deploy: boolean },
): Promise<NightlyTenant> {
  const started = performance.now();
  const seconds = () => (performance.now() - started) / 1000;
  const failed = (error: string, feed?: string): NightlyTenant => ({
    tenant,
    status: "failed",
    seconds: seconds(),
    feed,
    skipped: [],
    warnings: [],
    changesText: "-",
    error,
  });
  let config: Awaited<ReturnType<typeof loadTenantConfig>>;
  let feed: string;
  try {
    config = await loadTenantConfig(options.tenantsDir, tenant);
    feed = await refreshFeed(join(options.tenantsDir, tenant), config);
  } catch (error) {
    return failed((error as Error).message);
  }
  const outDir = join(options.distDir, tenant);
  // Stock hook changes and reservations (RESERVED, SOLD) stored since the feed: with a shared
  // Postgres the nightly reads them itself; PGlite is the local server's, whose rebuilds write them.
  if (process.env.DATABASE_URL)
    await writeStockJournal(tenant).catch((error: Error) =>
      console.error(`${tenant}: stock journal not written: ${error.message}`),
    );
  const built = await buildTenant(tenant, {
    tenantsDir: options.tenantsDir,
    outDir,
    env: config.feed.url ? { FORECOURT_FEED_LOCAL: "1" } : {},
  });
  if (!built.ok) return { ...failed(built.error ?? "build failed", feed), skipped: built.issueLines };
  const deploy = options.deploy
    ? await deployToNetlify(tenant, outDir, namedSecret(config.ops.netlifySiteIdEnv), config.ops.netlifySiteIdEnv)
    : undefined;
  return {
    tenant,
    status: deploy?.status === "failed" ? "failed" : "built",
    seconds: seconds(),
    feed,
    pages: built.pages,
    skipped: built.issueLines,
    warnings: built.warnings ?? [],
    changes: built.changes,
    changesText: changesTextOf(built.changes),
    deploy,
    error: deploy?.status === "failed" ? deploy.message : undefined,
    maxRssMb: built.maxRssMb,
  };
}

function progress(done: number, total: number, result: NightlyTenant): string {
  const head = `[${done}/${total}]`;
  if (result.status === "failed")
    return `${head} ✗ ${result.tenant} FAILED after ${result.seconds.toFixed(1)} s (last good site kept): ${result.error}`;
  const deploy = result.deploy ? `; deploy ${result.deploy.status}: ${result.deploy.message}` : "";
  return `${head} ✓ ${result.tenant} ${result.pages} pages, ${result.skipped.length} skipped, ${result.seconds.toFixed(1)} s: ${result.changesText}${deploy}`;
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      shard: { type: "string" },
      deploy: { type: "boolean", default: false },
      "tenants-dir": { type: "string" },
      dist: { type: "string", default: "dist" },
      concurrency: { type: "string", default: "2" },
      out: { type: "string" },
    },
  });
  const tenantsDir = values["tenants-dir"] ?? process.env.TENANTS_DIR ?? "tenants";
  const shard = values.shard === undefined ? undefined : parseShard(values.shard);
  const concurrency = Number(values.concurrency);
  if (!Number.isInteger(concurrency) || concurrency < 1)
    throw new UsageError("--concurrency must be a whole number ≥ 1");
  const tenants = selectTenants(await discoverTenants(tenantsDir), {
    tenants: positionals.flatMap((p) => p.split(",")).filter(Boolean),
    shard,
  });
  const startedAt = new Date();
  const started = performance.now();
  console.log(
    `Nightly ${startedAt.toISOString()}: ${tenants.length} tenant(s)${shard ? ` (shard ${values.shard})` : ""}, ${concurrency} at a time${values.deploy ? ", deploying" : ""}`,
  );
  let done = 0;
  const results = await mapWithConcurrency(tenants, concurrency, async (tenant) => {
    const result = await nightlyTenant(tenant, { tenantsDir, distDir: values.dist, deploy: values.deploy });
    console.log(progress(++done, tenants.length, result));
    return result;
  });
  const report: NightlyReport = {
    date: startedAt.toISOString().slice(0, 10),
    startedAt: startedAt.toISOString(),
    seconds: (performance.now() - started) / 1000,
    shard: values.shard,
    peakRssMb: Math.max(Math.round(process.resourceUsage().maxRSS / 1024), ...results.map((r) => r.maxRssMb ?? 0)),
    tenants: results,
  };
  const outDir = resolve(values.out ?? join(buildDirOf({}), "nightly"));
  const name = shard ? `${report.date}-shard-${shard.index}-of-${shard.count}` : report.date;
  await mkdir(outDir, { recursive: true });
  await writeFile(join(outDir, `${name}.json`), JSON.stringify(report, null, 2));
  await writeFile(join(outDir, `${name}.md`), nightlyMarkdown(report));
  if (process.env.DATABASE_URL) await (await getDatabase()).close();
  const failed = results.filter((r) => r.status === "failed");
  console.log(
    `\n${results.length - failed.length} built, ${failed.length} failed in ${report.seconds.toFixed(1)} s. Report: ${join(outDir, `${name}.md`)}`,
  );
  if (failed.length > 0) {
    console.error(`Failed (each keeps its last good site): ${failed.map((r) => r.tenant).join(", ")}`);
    process.exitCode = 1;
  }
}

main().catch((error) => {
  console.error(error instanceof UsageError ? `${error.message}\n\n${USAGE}` : error);
  process.exitCode = error instanceof UsageError ? 2 : 1;
});
