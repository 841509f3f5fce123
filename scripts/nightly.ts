import { mkdir, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { getDatabase } from "../functions/_shared/platform/db/client.ts";
import { pushBuildChanges } from "../functions/_shared/rebuilds/build-pushes.ts";
import { writeBuildJournals } from "../functions/_shared/rebuilds/journals.ts";
import { mapWithConcurrency } from "#lib/async/pool.ts";
import { stockJournalPath } from "#lib/inventory/stock-journal.ts";
import { contentJournalPath } from "#lib/content/content-journal.ts";
import { priceJournalPath } from "#lib/pricing/price-journal.ts";
import { loadTenantConfig } from "#lib/tenant/load-tenant.ts";
import type { TenantConfig } from "#lib/tenant/schema.ts";
import { discoverTenants } from "./build/discover.ts";
import { buildDay, codeVersion, tenantFingerprint } from "./build/input-hash.ts";
import { type GoodBuild, lastGoodBuild, rememberGoodBuild, siteKey } from "./build/last-good-build.ts";
import { parseShard, selectTenants, UsageError } from "./build/options.ts";
import { planDealer, settlePlan } from "./deploy/dealer-plan.ts";
import type { UploadReport } from "./deploy/digest-diff.ts";
import { bundleFunctions } from "./build/functions-bundle.ts";
import { FUNCTION_ZIPS_DIR, zipBundledFunctions } from "./build/functions-zip.ts";
import { functionsDirOf } from "./deploy/plan.ts";
import { buildDirOf, buildTenant } from "./build/run-tenant.ts";
import { type DeployOutcome, deployToNetlify } from "./nightly/deploy.ts";
import { netlifySiteOf } from "./nightly/env.ts";
import { refreshFeed } from "./nightly/refresh-feed.ts";
import {
  builtTenant,
  countsOf,
  countsText,
  failedTenant,
  type NightlyReport,
  type NightlyTenant,
  nightlyJson,
  nightlyMarkdown,
  unchangedTenant,
  uploadTotals,
  uploadTotalsText,
  withDeploy,
  withUpload,
} from "./nightly/report.ts";

const USAGE = `Usage: npm run nightly -- [slug ...] [--shard i/n] [--deploy] [--force] [--tenants-dir d] [--dist d] [--concurrency n] [--functions d]
  Refreshes each tenant's feeds (feed.url), builds it with an atomic swap (a failed tenant keeps its last
  good site), deploys it with --deploy (netlify deploy --no-build --prod --dir dist/<slug> --site <id from ops.netlifySiteIdEnv>
  --config .build/deploy/<slug>.netlify.toml, the shared netlify.toml plus the dealer's image hosts),
  and writes .build/nightly/<date>.json and .md. With --deploy (and no --functions) the functions are bundled
  and zipped once (npm run build:functions, then Netlify's zip-it-and-ship-it into .netlify/functions), and
  every dealer's deploy reuses those zips, with its own files as the deploy's blob. Each dealer's line says what its deploy uploads: the files
  and function zips (--functions d, else .netlify/functions if it exists) whose digests its last deploy (or,
  without --deploy, its last plan) did not have. A tenant whose inputs (config, feeds, content, public files,
  stock journal, code, date) are those of its last good build is not rebuilt: "unchanged"; --force rebuilds it.
  Exit 1 if any tenant failed.`;

interface NightlyOptions {
  tenantsDir: string;
  distDir: string;
  deploy: boolean;
  force: boolean;
  /** codeVersion(), once per run. */
  code: string;
  /** The folder of function zips the deploy plans count (null: not bundled). */
  functionsDir: string | null;
}

/** With --deploy: the live site goes to its Netlify site, remembered with its build so that an unchanged night needs no deploy. */
async function deployed(
  slug: string,
  outDir: string,
  config: TenantConfig,
  build: GoodBuild | undefined,
  tenantsDir: string,
): Promise<DeployOutcome> {
  const { siteId, where } = netlifySiteOf(config.ops);
  // An unchanged build may not be live yet: it was built without --deploy, or its deploy failed.
  if (siteId && build?.deployedTo === siteKey(siteId))
    return { status: "not needed", message: `${slug}: unchanged since its deploy to site ${siteId}` };
  const outcome = await deployToNetlify(slug, outDir, siteId, where, tenantsDir);
  if (outcome.status === "deployed" && siteId && build)
    await rememberGoodBuild(slug, { ...build, deployedTo: siteKey(siteId) });
  return outcome;
}

/**
 * The dealer's deploy plan (scripts/deploy/), then its deploy with --deploy. The plan compares with
 * what its site holds (with --deploy) or with its last plan, and its manifest is kept as the site's
 * once the site holds this build (deployed, or not needed because it already had it).
 */
async function deployWithPlan(
  slug: string,
  outDir: string,
  config: TenantConfig,
  build: GoodBuild | undefined,
  options: NightlyOptions,
): Promise<{ deploy: DeployOutcome | undefined; upload: UploadReport | null }> {
  const { siteId } = netlifySiteOf(config.ops);
  const key = siteId ? siteKey(siteId) : undefined;
  const against = options.deploy ? "deploy" : "plan";
  const planned = await planDealer(slug, outDir, { functionsDir: options.functionsDir, against, siteKey: key });
  const deploy = options.deploy ? await deployed(slug, outDir, config, build, options.tenantsDir) : undefined;
  if ("error" in planned) {
    console.error(planned.error);
    return { deploy, upload: null };
  }
  const live = deploy?.status === "deployed" || deploy?.status === "not needed";
  const upload = await settlePlan(planned, { sent: deploy?.status === "deployed", liveOn: live ? key : undefined });
  return { deploy, upload };
}

/** One tenant's night: refresh its feed, build unless unchanged, deploy. Never throws: a failure is a line of the report. */
async function nightlyTenant(slug: string, options: NightlyOptions): Promise<NightlyTenant> {
  const started = performance.now();
  const seconds = () => (performance.now() - started) / 1000;
  let config: TenantConfig;
  let feed: string;
  try {
    config = await loadTenantConfig(options.tenantsDir, slug);
    feed = await refreshFeed(join(options.tenantsDir, slug), config);
  } catch (error) {
    return failedTenant(slug, seconds(), (error as Error).message, { deploying: options.deploy });
  }
  const outDir = join(options.distDir, slug);
  // Stock hook changes and reservations (RESERVED, SOLD) stored since the feed: with a shared
  // Postgres the nightly reads them itself; PGlite is the local server's, whose rebuilds write them.
  // So are the editors' published changes: a nightly from files never undoes them.
  if (process.env.DATABASE_URL)
    await writeBuildJournals(slug).catch((error: Error) =>
      console.error(`${slug}: stock, content or price journal not written: ${error.message}`),
    );
  const env: Record<string, string> = config.feed.url ? { FORECOURT_FEED_LOCAL: "1" } : {};
  // Taken before the build: inputs that change during it leave a fingerprint that no longer
  // matches, so the next night builds again.
  const fingerprint = await tenantFingerprint({
    tenantDir: join(options.tenantsDir, slug),
    journalFile: stockJournalPath(slug),
    contentFile: contentJournalPath(slug),
    pricesFile: priceJournalPath(slug),
    codeVersion: options.code,
    options: { ...env, day: buildDay(config), outDir: resolve(outDir) },
  }).catch((error: Error) => {
    console.error(`${slug}: inputs not fingerprinted, so it is built: ${error.message}`);
    return undefined;
  });
  const last = await lastGoodBuild(slug, outDir);
  if (fingerprint && fingerprint === last?.fingerprint && !options.force) {
    const { deploy, upload } = await deployWithPlan(slug, outDir, config, last, options);
    return withUpload(withDeploy(unchangedTenant(slug, seconds(), feed, last.builtAt), deploy), upload);
  }
  const built = await buildTenant(slug, { tenantsDir: options.tenantsDir, outDir, env });
  if (!built.ok)
    return failedTenant(slug, seconds(), built.error ?? "build failed", {
      deploying: options.deploy,
      feed,
      skipped: built.issueLines,
      skippedByReason: built.issueSummary,
    });
  // With the shared Postgres, what the build changed goes to the dealer's syndication destinations.
  if (process.env.DATABASE_URL)
    await pushBuildChanges((await getDatabase()).db, slug, built.changes).catch((error: Error) =>
      console.error(`${slug}: stock pushes not sent: ${error.message}`),
    );
  const good = fingerprint ? { fingerprint, builtAt: new Date().toISOString() } : undefined;
  if (good) await rememberGoodBuild(slug, good);
  const { deploy, upload } = await deployWithPlan(slug, outDir, config, good, options);
  return withUpload(withDeploy(builtTenant(slug, seconds(), feed, built), deploy), upload);
}

function progress(done: number, total: number, result: NightlyTenant): string {
  const head = `[${done}/${total}]`;
  if (result.status === "failed")
    return `${head} ✗ ${result.tenant} FAILED after ${result.seconds.toFixed(1)} s (last good site kept): ${result.error}`;
  const deploy =
    (result.deploy.status === "not requested" ? "" : `; deploy ${result.deploy.status}: ${result.deploy.message}`) +
    (result.upload ? `; ${result.upload.text}` : "");
  if (result.status === "unchanged")
    return `${head} = ${result.tenant} ${result.reason}, ${result.seconds.toFixed(1)} s${deploy}`;
  return `${head} ✓ ${result.tenant} ${result.pages} pages, ${result.skipped.length} skipped, ${result.seconds.toFixed(1)} s: ${result.changesText}${deploy}`;
}

/** The functions, bundled and zipped once as `netlify build` would: the same zips for every dealer tonight. */
async function bundleForTheNight(): Promise<void> {
  console.log("Bundling the functions once for every dealer's deploy…");
  const bundle = await bundleFunctions();
  const zipped = await zipBundledFunctions();
  console.log(
    `${bundle.functions.length} functions bundled in ${bundle.seconds.toFixed(1)} s, ${zipped.zips} zipped in ${zipped.seconds.toFixed(1)} s (${FUNCTION_ZIPS_DIR})`,
  );
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      shard: { type: "string" },
      deploy: { type: "boolean", default: false },
      force: { type: "boolean", default: false },
      "tenants-dir": { type: "string" },
      dist: { type: "string", default: "dist" },
      concurrency: { type: "string", default: "2" },
      out: { type: "string" },
      functions: { type: "string" },
    },
  });
  const tenantsDir = values["tenants-dir"] ?? process.env.TENANTS_DIR ?? "tenants";
  const shard = values.shard === undefined ? undefined : parseShard(values.shard);
  const concurrency = Number(values.concurrency);
  if (!Number.isInteger(concurrency) || concurrency < 1)
    throw new UsageError("--concurrency must be a whole number ≥ 1");
  // A night that deploys bundles the functions once, for every dealer (unless --functions names zips made already).
  if (values.deploy && !values.functions) await bundleForTheNight();
  const functionsDir = await functionsDirOf(values.functions).catch((error: Error) => {
    throw new UsageError(`--functions: ${error.message}`);
  });
  const slugs = selectTenants(await discoverTenants(tenantsDir), {
    slugs: positionals.flatMap((p) => p.split(",")).filter(Boolean),
    shard,
  });
  const startedAt = new Date();
  const started = performance.now();
  console.log(
    `Nightly ${startedAt.toISOString()}: ${slugs.length} tenant(s)${shard ? ` (shard ${values.shard})` : ""}, ${concurrency} at a time${values.deploy ? ", deploying" : ""}${values.force ? ", rebuilding unchanged ones too (--force)" : ""}`,
  );
  const code = await codeVersion();
  let done = 0;
  const results = await mapWithConcurrency(slugs, concurrency, async (slug) => {
    const result = await nightlyTenant(slug, {
      tenantsDir,
      distDir: values.dist,
      deploy: values.deploy,
      force: values.force,
      code,
      functionsDir,
    });
    console.log(progress(++done, slugs.length, result));
    return result;
  });
  const report: NightlyReport = {
    date: startedAt.toISOString().slice(0, 10),
    startedAt: startedAt.toISOString(),
    seconds: (performance.now() - started) / 1000,
    shard: values.shard,
    peakRssMb: Math.max(Math.round(process.resourceUsage().maxRSS / 1024), ...results.map((r) => r.maxRssMb ?? 0)),
    counts: countsOf(results),
    uploads: uploadTotals(results),
    tenants: results,
  };
  const outDir = resolve(values.out ?? join(buildDirOf({}), "nightly"));
  const name = shard ? `${report.date}-shard-${shard.index}-of-${shard.count}` : report.date;
  await mkdir(outDir, { recursive: true });
  await writeFile(join(outDir, `${name}.json`), nightlyJson(report));
  await writeFile(join(outDir, `${name}.md`), nightlyMarkdown(report));
  if (process.env.DATABASE_URL) await (await getDatabase()).close();
  const failed = results.filter((r) => r.status === "failed");
  console.log(`\n${countsText(results)} in ${report.seconds.toFixed(1)} s. Report: ${join(outDir, `${name}.md`)}`);
  if (report.uploads) console.log(uploadTotalsText(report.uploads));
  if (failed.length > 0) {
    console.error(`Failed (each keeps its last good site): ${failed.map((r) => r.tenant).join(", ")}`);
    process.exitCode = 1;
  }
}

main().catch((error) => {
  console.error(error instanceof UsageError ? `${error.message}\n\n${USAGE}` : error);
  process.exitCode = error instanceof UsageError ? 2 : 1;
});
