import { readFile, mkdir, writeFile } from "node:fs/promises";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { createForecourtServer } from "../server/create-server.ts";
import { chromiumExecutable } from "../../tests/e2e/browser.ts";
import { findCar, sampleDealer } from "../../tests/e2e/sample-feed.ts";
import { SAMPLE_TENANTS } from "../../tests/e2e/sample-data.ts";

/**
 * Car page benchmark, on the built sample dealers (run `npm run build` first): the JavaScript a car
 * page loads (gzip) before any interaction and after scrolling through it, its HTML size, and a
 * Lighthouse mobile run (performance score, LCP, CLS, TBT). Usage: npm run bench:car-page
 */
const CHROME_FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"];

const site = createForecourtServer({ distDir: "dist", functionsDir: "functions" });
const { port } = await site.listen(0);
const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: CHROME_FLAGS });
const chrome = await chromeLauncher.launch({ chromePath: chromiumExecutable(), chromeFlags: CHROME_FLAGS });
const rows = [];

try {
  for (const slug of SAMPLE_TENANTS) {
    const { listed } = sampleDealer(slug);
    const car = findCar(listed, "in-stock car with photos", (c) => c.status === "in_stock" && c.images.length > 3 && (c.price ?? 0) > 10);
    const url = `http://${slug}.localhost:${port}/cars/${car.slug}/`;
    const html = await readFile(`dist/${slug}/cars/${car.slug}/index.html`);

    const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
    const scripts = new Map<string, number>();
    page.on("requestfinished", async (request) => {
      if (request.resourceType() === "script") scripts.set(request.url(), (await request.sizes()).responseBodySize);
    });
    await page.goto(url, { waitUntil: "networkidle" });
    await page.waitForTimeout(500);
    const initialJs = [...scripts.values()].reduce((sum, size) => sum + size, 0);
    for (let y = 0; y < 20_000; y += 600) await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(500);
    const scrolledJs = [...scripts.values()].reduce((sum, size) => sum + size, 0);
    await page.close();

    const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] });
    const audits = result!.lhr.audits;
    rows.push({
      tenant: slug,
      car: car.slug,
      htmlKb: Number((html.length / 1024).toFixed(1)),
      htmlGzipKb: Number((gzipSync(html).length / 1024).toFixed(1)),
      jsBeforeInteractionGzipKb: Number((initialJs / 1024).toFixed(1)),
      jsAfterScrollGzipKb: Number((scrolledJs / 1024).toFixed(1)),
      lighthousePerformance: Math.round((result!.lhr.categories.performance!.score ?? 0) * 100),
      lcpMs: Math.round(audits["largest-contentful-paint"]!.numericValue!),
      cls: Number(audits["cumulative-layout-shift"]!.numericValue!.toFixed(3)),
      tbtMs: Math.round(audits["total-blocking-time"]!.numericValue!),
    });
  }
} finally {
  await browser.close();
  chrome.kill();
  await site.close();
}

await mkdir(".build/bench", { recursive: true });
await writeFile(".build/bench/car-page.json", JSON.stringify(rows, null, 2));
console.table(rows);
