import { mkdir, readFile, writeFile } from "node:fs/promises";
import { gzipSync } from "node:zlib";
import { createForecourtServer } from "../server/create-server.ts";
import { findCar, sampleDealer } from "../support/sample-feed.ts";
import { SAMPLE_TENANTS } from "../samples/tenants.ts";
import { createPageMeter } from "./page-metrics.ts";

/**
 * Car page benchmark, on the built sample dealers (run `npm run build` first): the JavaScript a car
 * page loads (gzip) before any interaction and after scrolling through it, its HTML size, and a
 * Lighthouse mobile run (performance score, LCP, CLS, TBT). Usage: npm run bench:car-page
 */
const site = createForecourtServer({ distDir: "dist", functionsDir: "functions" });
const { port } = await site.listen(0);
const meter = await createPageMeter();
const rows = [];

try {
  for (const { slug } of SAMPLE_TENANTS) {
    const { listed } = sampleDealer(slug);
    const car = findCar(
      listed,
      "in-stock car with photos",
      (c) => c.status === "in_stock" && c.images.length > 3 && (c.price ?? 0) > 10,
    );
    const html = await readFile(`dist/${slug}/cars/${car.slug}/index.html`);
    const metrics = await meter.measure(`http://${slug}.localhost:${port}/cars/${car.slug}/`);
    rows.push({
      tenant: slug,
      car: car.slug,
      htmlKb: Number((html.length / 1024).toFixed(1)),
      htmlGzipKb: Number((gzipSync(html).length / 1024).toFixed(1)),
      ...metrics,
    });
  }
} finally {
  await meter.close();
  await site.close();
}

await mkdir(".build/bench", { recursive: true });
await writeFile(".build/bench/car-page.json", JSON.stringify(rows, null, 2));
console.table(rows);
