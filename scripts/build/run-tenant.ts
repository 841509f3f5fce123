import { spawn } from "node:child_process";
import { createWriteStream } from "node:fs";
import { mkdir, readFile, rm } from "node:fs/promises";
import { resolve } from "node:path";
import type { TenantBuildReport } from "../../src/integrations/tenant-build.ts";
import { FEED_ENTITIES } from "../../src/lib/feed/entities.ts";

export interface TenantBuildResult {
  tenant: string;
  ok: boolean;
  seconds: number;
  pages?: number;
  skipped?: number;
  warnings?: string[];
  /** Skipped feed records, one line each. */
  issueLines: string[];
  error?: string;
  maxRssMb?: number;
  logFile: string;
}

const ASTRO_BIN = resolve("node_modules/astro/bin/astro.mjs");

function lastLines(text: string, count: number): string {
  return text.trim().split("\n").slice(-count).join("\n");
}

/**
 * Builds one tenant with its own Astro process (TENANT=<slug>), so that one tenant's failure or
 * memory never affects another. Output goes to a log file; the result comes from the report the
 * tenant-build integration writes.
 */
export async function buildTenant(
  tenant: string,
  options: { tenantsDir: string; outDir: string },
): Promise<TenantBuildResult> {
  const started = performance.now();
  const reportDir = resolve(".build/reports");
  const logFile = resolve(".build/logs", `${tenant}.log`);
  await mkdir(resolve(".build/logs"), { recursive: true });
  await rm(resolve(reportDir, `${tenant}.json`), { force: true });
  const log = createWriteStream(logFile);
  let output = "";

  const exitCode = await new Promise<number>((done) => {
    const child = spawn(process.execPath, [ASTRO_BIN, "build"], {
      env: {
        ...process.env,
        TENANT: tenant,
        TENANTS_DIR: resolve(options.tenantsDir),
        FORECOURT_REPORT_DIR: reportDir,
        FORECOURT_OUT_DIR: resolve(options.outDir),
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
  });
  log.end();

  const seconds = (performance.now() - started) / 1000;
  const report = await readFile(resolve(reportDir, `${tenant}.json`), "utf8").then(
    (text) => JSON.parse(text) as TenantBuildReport,
    () => undefined,
  );
  const issueLines = (report?.issues ?? []).map(
    (issue) =>
      `${FEED_ENTITIES[issue.entity].label} ${issue.id}: ${issue.path ? `${issue.path}: ` : ""}${issue.reason}`,
  );
  if (exitCode === 0 && report?.status === "built") {
    return {
      tenant,
      ok: true,
      seconds,
      pages: report.pages,
      skipped: report.issues?.length ?? 0,
      warnings: report.warnings ?? [],
      issueLines,
      maxRssMb: report.maxRssMb,
      logFile,
    };
  }
  const error =
    report?.status === "failed" && report.error
      ? report.error
      : lastLines(output, 15) || `astro build exited with code ${exitCode}`;
  return { tenant, ok: false, seconds, issueLines, error, logFile };
}
