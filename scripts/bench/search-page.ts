import { mkdir, readFile, writeFile } from "node:fs/promises";
import { gzipSync } from "node:zlib";
import { createForecourtServer } from "../server/create-server.ts";
import { SAMPLE_TENANTS } from "../samples/tenants.ts";
import { createPageMeter } from "./page-metrics.ts";

/**
 * Search page benchmark, on the built sample dealers (run `npm run build` first): the default
 * search route's HTML and index asset sizes, the JavaScript it loads (gzip), and a Lighthouse
 * mobile run (goal: performance 95 or more). Usage: npm run bench:search-page
 */
const PATH = "/search/new-used-and-demo-cars/";
const site = createForecourtServer({ distDir: "dist", functionsDir: "functions" });
const { port } = await site.listen(0);
const meter = await createPageMeter();
const rows = [];
const kb = (bytes: number) => Number((bytes / 1024).toFixed(1));

try {
  for (const { slug } of SAMPLE_TENANTS) {
    const html = await readFile(`dist/${slug}${PATH}index.html`);
    const index = await readFile(`dist/${slug}/search-index.json`);
    const metrics = await meter.measure(`http://${slug}.localhost:${port}${PATH}`);
    rows.push({
      tenant: slug,
      htmlGzipKb: kb(gzipSync(html).length),
      indexGzipKb: kb(gzipSync(index).length),
      ...metrics,
    });
  }
} finally {
  await meter.close();
  await site.close();
}

await mkdir(".build/bench", { recursive: true });
await writeFile(".build/bench/search-page.json", JSON.stringify(rows, null, 2));
console.table(rows);
