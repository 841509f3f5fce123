import { appendFile, mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { FILE_CONCURRENCY, mapWithConcurrency } from "#lib/async/pool.ts";
import { mergeNightlyReports, type NightlyReport, nightlyJson, nightlyMarkdown } from "./nightly/report.ts";

/**
 * `npm run nightly:merge -- <dir>`: merges the shard reports found under <dir> (the downloaded
 * artifacts) into <dir>/merged/<date>.json and .md, and appends the Markdown to the GitHub step
 * summary when run in Actions. Exit 1 if any tenant failed.
 */
const dir = process.argv[2];
if (!dir) {
  console.error("Usage: npm run nightly:merge -- <folder with the shard reports (*.json)>");
  process.exit(2);
}
const files = (await readdir(dir, { recursive: true }))
  .filter((file) => file.endsWith(".json") && !file.startsWith("merged"))
  .map((file) => join(dir, file));
const reports = await mapWithConcurrency(
  files,
  FILE_CONCURRENCY,
  async (file) => JSON.parse(await readFile(file, "utf8")) as NightlyReport,
);
const merged = mergeNightlyReports(reports.filter((report) => Array.isArray(report.tenants)));
const markdown = nightlyMarkdown(merged);
await mkdir(join(dir, "merged"), { recursive: true });
await writeFile(join(dir, "merged", `${merged.date}.json`), nightlyJson(merged));
await writeFile(join(dir, "merged", `${merged.date}.md`), markdown);
if (process.env.GITHUB_STEP_SUMMARY) await appendFile(process.env.GITHUB_STEP_SUMMARY, markdown);
console.log(markdown);
const failed = merged.tenants.filter((line) => line.status === "failed").length;
if (reports.length === 0) {
  console.error(`No shard reports found under ${dir}.`);
  process.exitCode = 1;
} else if (failed > 0) process.exitCode = 1;
