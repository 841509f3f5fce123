import { spawn } from "node:child_process";
import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describeStockChanges, type StockChanges } from "#lib/inventory/stock-diff.ts";
import type { RebuildResult } from "./types.ts";

export interface LocalBuildOptions {
  /** The project root (where scripts/build.ts lives); defaults to this checkout. */
  root?: string;
  tenantsDir: string;
  distDir: string;
  /** Where build reports go (<buildDir>/reports/<slug>.json); default .build. */
  buildDir?: string;
  /** Runs before each build (the server writes the stock journal the build applies); a failure is reported, not fatal. */
  beforeBuild?: (slug: string, buildDir: string) => Promise<unknown>;
  /** Runs after each good build with what it changed (the stock pushes); a failure is logged, not fatal. */
  afterBuild?: (slug: string, changes: StockChanges | undefined) => Promise<unknown>;
}

const PROJECT_ROOT = fileURLToPath(new URL("../../../../../", import.meta.url));

/**
 * Builds one tenant with a child `scripts/build.ts` run, which builds into a hidden folder and
 * swaps it into dist/<slug> only when it succeeds: the local server never serves a half-written
 * site, and a failed build leaves the last good one live. The result comes from the build report.
 */
export function localBuild(options: LocalBuildOptions) {
  const root = options.root ?? PROJECT_ROOT;
  const buildDir = resolve(root, options.buildDir ?? process.env.FORECOURT_BUILD_DIR ?? ".build");
  return async (slug: string, reasons: string[]): Promise<RebuildResult> => {
    const started = performance.now();
    let output = "";
    await options.beforeBuild?.(slug, buildDir).catch((error: Error) => {
      output = `before the build: ${error.message}\n`;
    });
    const exitCode = await new Promise<number>((done) => {
      const child = spawn(
        process.execPath,
        [
          "scripts/build.ts",
          slug,
          "--concurrency",
          "1",
          "--tenants-dir",
          resolve(options.tenantsDir),
          "--dist",
          resolve(options.distDir),
        ],
        { cwd: root, env: { ...process.env, FORECOURT_BUILD_DIR: buildDir }, stdio: ["ignore", "pipe", "pipe"] },
      );
      const collect = (chunk: Buffer) => {
        output = (output + chunk.toString()).slice(-20_000);
      };
      child.stdout.on("data", collect);
      child.stderr.on("data", collect);
      child.on("error", (error) => {
        output += String(error);
        done(1);
      });
      child.on("close", (code) => done(code ?? 1));
    });
    const report = await readFile(resolve(buildDir, "reports", `${slug}.json`), "utf8").then(
      (text) => JSON.parse(text) as { status?: string; error?: string; pages?: number; changes?: StockChanges },
      () => undefined,
    );
    const seconds = (performance.now() - started) / 1000;
    if (exitCode === 0 && report?.status === "built") {
      await options
        .afterBuild?.(slug, report.changes)
        .catch((error: Error) => console.error(`[build] ${slug}: after the build: ${error.message}`));
      return {
        slug,
        provider: "local",
        status: "built",
        reasons,
        seconds,
        pages: report.pages,
        changes: report.changes ? describeStockChanges(report.changes) : "first build",
      };
    }
    const error = report?.error ?? (output.trim().split("\n").slice(-10).join("\n") || `build exited with ${exitCode}`);
    return { slug, provider: "local", status: "failed", reasons, seconds, error };
  };
}
