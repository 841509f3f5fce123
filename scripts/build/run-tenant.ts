import { spawn } from "node:child_process";
import { createWriteStream, existsSync } from "node:fs";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { resolve } from "node:path";
import type { TenantBuildReport } from "../../src/integrations/tenant-build.ts";
import type { ChannelReport } from "#lib/syndication/channel-feeds.ts";
import { FEED_ENTITIES } from "#lib/feed/entities.ts";
import { formatIssueGroup, groupIssues } from "#lib/feed/issue-groups.ts";
import { diffStock, type StockChanges } from "#lib/inventory/stock-diff.ts";
import { waitForPidLock } from "./pid-lock.ts";
import { buildPathOf, discardNext, moveBuildBesideLive, swapIntoPlace } from "./swap.ts";
import { claimViteCacheSlot } from "./vite-cache-slot.ts";

export interface TenantBuildResult {
  slug: string;
  ok: boolean;
  seconds: number;
  pages?: number;
  /** Of the pages, those rendered; the other files were the live site's, reused. */
  rendered?: number;
  reused?: number;
  skipped?: number;
  warnings?: string[];
  /** Skipped feed records, one line each. */
  issueLines: string[];
  /** The same, one line per reason with a count and the first rows ("135 rows: year: … — e.g. line 2 …"). */
  issueSummary: string[];
  /** What changed since the previous good build; undefined on the first build. */
  changes?: StockChanges;
  error?: string;
  maxRssMb?: number;
  /** The channel feeds written, with the cars each left out. */
  channels?: ChannelReport[];
  logFile: string;
}

interface BuildTenantOptions {
  tenantsDir: string;
  /** The live site folder (dist/<slug>); the build goes to a hidden sibling and is swapped in when it succeeds. */
  outDir: string;
  /** Reports and logs go under <buildDir>/reports and <buildDir>/logs (default $FORECOURT_BUILD_DIR or .build). */
  buildDir?: string;
  /** Extra environment for the Astro process. */
  env?: NodeJS.ProcessEnv;
  /** Publish even when the publish guard refuses (a feed that lost most of its cars on purpose). */
  acceptDrop?: boolean;
}

const ASTRO_BIN = resolve("node_modules/astro/bin/astro.mjs");

export function buildDirOf(options: { buildDir?: string }): string {
  return resolve(options.buildDir ?? process.env.FORECOURT_BUILD_DIR ?? ".build");
}

function lastLines(text: string, count: number): string {
  return text.trim().split("\n").slice(-count).join("\n");
}

async function readReport(file: string): Promise<TenantBuildReport | undefined> {
  return readFile(file, "utf8").then(
    (text) => JSON.parse(text) as TenantBuildReport,
    () => undefined,
  );
}

/**
 * Builds one tenant with its own Astro process (TENANT=<slug>), so that one tenant's failure or
 * memory never affects another. Astro writes to a hidden sibling of the live folder, swapped in
 * only when the build succeeds: a failed build keeps the last good site. Output goes to a log
 * file; the result comes from the report the tenant-build integration writes.
 */
export async function buildTenant(slug: string, options: BuildTenantOptions): Promise<TenantBuildResult> {
  // One build of a dealer at a time per build folder: the nightly and a rebuild asked for by an
  // editor's publish share its report (the baseline of the next stock diff) and its live site,
  // whose files a rebuild reuses.
  const release = await waitForPidLock(resolve(buildDirOf(options), "locks", `${slug}.lock`), (holder) =>
    console.log(`${slug}: waiting for its other build (process ${holder}) to finish`),
  );
  try {
    return await buildTenantAlone(slug, options);
  } finally {
    await release();
  }
}

async function buildTenantAlone(slug: string, options: BuildTenantOptions): Promise<TenantBuildResult> {
  const started = performance.now();
  const buildDir = buildDirOf(options);
  const reportDir = resolve(buildDir, "reports");
  const reportFile = resolve(reportDir, `${slug}.json`);
  const logFile = resolve(buildDir, "logs", `${slug}.log`);
  const liveDir = resolve(options.outDir);
  const cacheDir = resolve(buildDir, "cache", slug);
  await mkdir(resolve(buildDir, "logs"), { recursive: true });
  const previousStock = (await readReport(reportFile))?.stock;
  await rm(reportFile, { force: true });
  await discardNext(liveDir);
  const log = createWriteStream(logFile);
  let output = "";
  const viteCache = await claimViteCacheSlot();

  const exitCode = await new Promise<number>((done) => {
    // BENCH_CPU_PROF=<dir>: the Astro process writes its CPU profile there (as bench:functions does).
    const profile = process.env.BENCH_CPU_PROF
      ? ["--cpu-prof", `--cpu-prof-dir=${resolve(process.env.BENCH_CPU_PROF)}`]
      : [];
    const child = spawn(process.execPath, [...profile, ASTRO_BIN, "build"], {
      env: {
        ...process.env,
        ...options.env,
        TENANT: slug,
        TENANTS_DIR: resolve(options.tenantsDir),
        FORECOURT_REPORT_DIR: reportDir,
        FORECOURT_OUT_DIR: buildPathOf(liveDir),
        FORECOURT_CACHE_DIR: cacheDir,
        // Unchanged pages are the live site's files, hard-linked in (src/data/page-reuse.ts).
        ...(existsSync(liveDir) ? { FORECOURT_REUSE_FROM: liveDir } : {}),
        FORECOURT_VITE_CACHE_DIR: viteCache.dir,
        // The publish guard compares with the last good build (src/lib/feed/publish-guard.ts).
        ...(previousStock ? { FORECOURT_PREVIOUS_CARS: String(previousStock.length) } : {}),
        ...(options.acceptDrop ? { FORECOURT_ACCEPT_DROP: "1" } : {}),
        ASTRO_TELEMETRY_DISABLED: "1",
        FORCE_COLOR: "0",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    const collect = (chunk: Buffer) => {
      log.write(chunk);
      output += chunk.toString();
      if (output.length > 200_000) output = output.slice(-100_000);
    };
    child.stdout.on("data", collect);
    child.stderr.on("data", collect);
    child.on("error", (error) => {
      output += String(error);
      done(1);
    });
    child.on("close", (code) => done(code ?? 1));
  }).finally(() => viteCache.release());
  log.end();

  const report = await readReport(reportFile);
  const issueLines = (report?.issues ?? []).map(
    (issue) =>
      `${FEED_ENTITIES[issue.entity].label} ${issue.id}: ${issue.path ? `${issue.path}: ` : ""}${issue.reason}`,
  );
  const issueSummary = groupIssues(report?.issues ?? []).map(formatIssueGroup);
  if (exitCode === 0 && report?.status === "built") {
    await moveBuildBesideLive(liveDir);
    await swapIntoPlace(liveDir);
    const changes = previousStock && report.stock ? diffStock(previousStock, report.stock) : undefined;
    await writeFile(reportFile, JSON.stringify({ ...report, changes }, null, 2));
    return {
      slug,
      ok: true,
      seconds: (performance.now() - started) / 1000,
      pages: report.pages,
      rendered: report.rendered,
      reused: report.reused,
      skipped: report.issues?.length ?? 0,
      warnings: report.warnings ?? [],
      issueLines,
      issueSummary,
      changes,
      maxRssMb: report.maxRssMb,
      channels: report.channels,
      logFile,
    };
  }
  await discardNext(liveDir);
  const error =
    report?.status === "failed" && report.error
      ? report.error
      : lastLines(output, 15) || `astro build exited with code ${exitCode}`;
  // The live site is still the last good build, so its stock stays the baseline for the next diff.
  await mkdir(reportDir, { recursive: true });
  await writeFile(
    reportFile,
    JSON.stringify({ ...report, tenant: slug, status: "failed", error, stock: previousStock }, null, 2),
  );
  return { slug, ok: false, seconds: (performance.now() - started) / 1000, issueLines, issueSummary, error, logFile };
}
