import { writeFile } from "node:fs/promises";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";
import { chromiumExecutable } from "../support/chromium.ts";
import { startLiveDealer } from "../support/live-dealer.ts";
import { CHROME_FLAGS } from "./page-metrics.ts";

/**
 * Freshness benchmark: builds and serves a copy of the sample dealer (all its cars by
 * default) on its own server, then for a different in-stock car each time posts a signed "sold"
 * and measures until (a) /api/stock-status reports it, (b) a car page opened in Chromium shows
 * SOLD, (c) the search page no longer lists it (opened after the sale, and one left open since
 * before it), (d) the rebuilt static car page says SOLD.
 * Usage: npm run bench:freshness -- [--cars 600] [--port 4620]
 */
const { values } = parseArgs({
  options: { cars: { type: "string", default: "600" }, port: { type: "string", default: "4620" } },
});
const seconds = (since: number) => Number(((performance.now() - since) / 1000).toFixed(2));
async function until(check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`gave up after ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

console.log(`building a ${values.cars}-car copy of the sample dealer…`);
const setupStarted = performance.now();
const dealer = await startLiveDealer({ port: Number(values.port), cars: Number(values.cars) });
console.log(`built and serving in ${seconds(setupStarted)} s at ${dealer.origin}`);
const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: CHROME_FLAGS });
try {
  const api = `http://127.0.0.1:${dealer.port}`;
  const tenantHeader = { "x-forecourt-tenant": "bayside-ford" };
  const documents = (await (await fetch(`${api}/search-index.json`, { headers: tenantHeader })).json()) as {
    id: string;
    slug: string;
    status: string;
    price_display: { kind: string };
  }[];
  const cars = documents.filter((doc) => doc.status === "in_stock" && doc.price_display.kind === "price");
  const stockTime = await (async () => {
    const page = await browser.newPage();
    await page.goto(`${dealer.origin}/`);
    const time = await page.evaluate(() => document.documentElement.dataset.stockTime!);
    await page.close();
    return time;
  })();

  // (a) the API reports the sale
  const a = cars[0]!;
  const firstSale = performance.now();
  let started = firstSale;
  await dealer.sendStock([{ car_id: a.id, status: "sold" }]);
  const hookSeconds = seconds(started);
  await until(async () => {
    const answer = await fetch(`${api}/api/stock-status?since=${encodeURIComponent(stockTime)}`, {
      headers: tenantHeader,
    });
    const body = (await answer.json()) as { cars: { car_id: string }[] };
    return body.cars.some((car) => car.car_id === a.id);
  }, 30_000);
  const apiSeconds = seconds(started);

  // (b) a car page opened after the sale shows SOLD
  const b = cars[1]!;
  const page = await browser.newPage();
  started = performance.now();
  await dealer.sendStock([{ car_id: b.id, status: "sold" }]);
  await page.goto(`${dealer.origin}/cars/${b.slug}/`);
  await page.locator(".sidebar__sold--live").waitFor({ state: "visible", timeout: 30_000 });
  const carPageSeconds = seconds(started);

  // (c) the search page no longer lists it
  const c = cars[2]!;
  const searchUrl = `${dealer.origin}/search/new-used-and-demo-cars?query=${encodeURIComponent(c.slug.split("-").slice(1, 4).join(" "))}`;
  const cardOfC = page.locator(`.result-card a[href="/cars/${c.slug}"]`);
  await page.goto(searchUrl);
  await page.locator("[data-search-ready]").waitFor({ state: "attached", timeout: 30_000 });
  const listedBefore = await cardOfC.count();
  started = performance.now();
  await dealer.sendStock([{ car_id: c.id, status: "sold" }]);
  await page.goto(searchUrl);
  await page.locator("[data-search-ready]").waitFor({ state: "attached", timeout: 30_000 });
  // The first page can paint before the island has the stock changes: time until the card goes.
  await cardOfC.waitFor({ state: "detached", timeout: 60_000 }).catch(() => {});
  const listedAfter = await cardOfC.count();
  const searchSeconds = seconds(started);

  // (c') a search page already open drops a car sold after it loaded, without a reload (the 15 s poll)
  const d = cars[3]!;
  const openSearchUrl = `${dealer.origin}/search/new-used-and-demo-cars?query=${encodeURIComponent(d.slug.split("-").slice(1, 4).join(" "))}`;
  const cardOfD = page.locator(`.result-card a[href="/cars/${d.slug}"]`);
  await page.goto(openSearchUrl);
  await page.locator("[data-search-ready]").waitFor({ state: "attached", timeout: 30_000 });
  const openListedBefore = await cardOfD.count();
  started = performance.now();
  await dealer.sendStock([{ car_id: d.id, status: "sold" }]);
  await cardOfD.waitFor({ state: "detached", timeout: 90_000 }).catch(() => {});
  const openListedAfter = await cardOfD.count();
  const openSearchSeconds = seconds(started);

  // (d) the rebuilt static page of the first sale says SOLD, timed from that sale
  const staticPage = async () => (await fetch(`${api}/cars/${a.slug}/`, { headers: tenantHeader })).text();
  await until(async () => (await staticPage()).includes('data-status="sold"'), 600_000);
  const rebuiltSeconds = seconds(firstSale);
  const results = {
    cars: Number(values.cars),
    aHookAnsweredSeconds: hookSeconds,
    aStockStatusSeconds: apiSeconds,
    bCarPageSoldSeconds: carPageSeconds,
    cSearchDropsSeconds: searchSeconds,
    cListedBeforeAfter: `${listedBefore} → ${listedAfter}`,
    cOpenSearchDropsSeconds: openSearchSeconds,
    cOpenListedBeforeAfter: `${openListedBefore} → ${openListedAfter}`,
    dRebuiltPageSoldSeconds: rebuiltSeconds,
  };
  await writeFile(resolve(".build/bench/freshness-results.json"), JSON.stringify(results, null, 2)).catch(() => {});
  console.log(JSON.stringify(results, null, 2));
} finally {
  await browser.close();
  await dealer.stop();
}
