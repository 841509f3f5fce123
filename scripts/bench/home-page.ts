import { mkdir, readFile, writeFile } from "node:fs/promises";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import { createForecourtServer } from "../server/create-server.ts";
import { chromiumExecutable } from "../support/chromium.ts";
import { SAMPLE_TENANTS } from "../samples/tenants.ts";
import { CHROME_FLAGS, lighthouseMetrics } from "./page-metrics.ts";

/**
 * Home page benchmark, on the built sample dealers (run `npm run build` first): HTML size and a
 * Lighthouse mobile run (the default form factor and throttling) per dealer: performance score,
 * FCP, LCP, CLS, TBT. The goal is performance 95 or more. Usage: npm run bench:home
 * (`-- --runs 3` takes the median of three runs per dealer).
 */
const runsArg = process.argv.indexOf("--runs");
const RUNS = runsArg > 0 ? Math.max(1, Number(process.argv[runsArg + 1]) || 1) : 1;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const site = createForecourtServer({ distDir: "dist", functionsDir: "functions" });
const { port } = await site.listen(0);
const chrome = await chromeLauncher.launch({ chromePath: chromiumExecutable(), chromeFlags: CHROME_FLAGS });
const rows = [];

try {
  for (const { slug } of SAMPLE_TENANTS) {
    const url = `http://${slug}.localhost:${port}/`;
    const html = await readFile(`dist/${slug}/index.html`);
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) {
      console.error(`${slug}: Lighthouse run ${run + 1} of ${RUNS}…`);
      const {
        lighthousePerformance: performance,
        fcpMs,
        lcpMs,
        cls,
        tbtMs,
      } = await lighthouseMetrics(url, chrome.port);
      runs.push({ performance, fcpMs, lcpMs, cls, tbtMs });
    }
    rows.push({
      tenant: slug,
      runs: RUNS,
      htmlKb: Number((html.length / 1024).toFixed(1)),
      htmlGzipKb: Number((gzipSync(html).length / 1024).toFixed(1)),
      lighthousePerformance: median(runs.map((r) => r.performance)),
      fcpMs: median(runs.map((r) => r.fcpMs)),
      lcpMs: median(runs.map((r) => r.lcpMs)),
      cls: median(runs.map((r) => r.cls)),
      tbtMs: median(runs.map((r) => r.tbtMs)),
    });
  }
} finally {
  chrome.kill();
  await site.close();
}

await mkdir(".build/bench", { recursive: true });
await writeFile(".build/bench/home-page.json", JSON.stringify(rows, null, 2));
console.table(rows);
