import { expect, test, type Page, type Worker } from "./test.ts";
import { searchReady } from "./search-support.ts";
import { readFileSync } from "node:fs";
import { siteUrl, type SampleTenant } from "./sample-data.ts";

/**
 * The embedded search backend on and off the main thread (tenant search.workerThreshold): the
 * sample group's ~600 cars are above its threshold of 400 and search in a module Web Worker; the
 * caravan dealer's ~80 search on the page. Same UI, same answers.
 */
const DEFAULT = "/search/new-used-and-demo-cars";
type Doc = { make: string; model: string; body?: string; status: string };
const index = (slug: SampleTenant): Doc[] => JSON.parse(readFileSync(`dist/${slug}/search-index.json`, "utf8"));
const count = (page: Page) => page.locator(".search-stats");

async function openWatchingWorkers(page: Page, slug: SampleTenant) {
  const workers: Worker[] = [];
  page.on("worker", (worker) => workers.push(worker));
  await page.goto(siteUrl(slug, DEFAULT));
  await searchReady(page);
  return workers;
}

test.describe("embedded search backends", () => {
  test("a large inventory searches in a Web Worker: text, make and body refinements give the index's counts", async ({
    page,
    isMobile,
  }) => {
    const slug: SampleTenant = "harbour-city-motor-group";
    const docs = index(slug);
    const workers = await openWatchingWorkers(page, slug);
    expect(workers.map((worker) => worker.url()).filter((url) => url.includes("search.worker"))).toHaveLength(1);
    await expect(count(page)).toHaveText(`${docs.length} cars`);

    const make = docs[0]!.make;
    const body = docs.find((doc) => doc.make === make && doc.body)!.body!;
    if (isMobile) await page.getByRole("button", { name: "Filters", exact: true }).click();
    await page.locator(".make-card", { hasText: make }).first().click();
    await expect(count(page)).toHaveText(`${docs.filter((doc) => doc.make === make).length} cars`);
    await page
      .getByRole("group", { name: "Body type" })
      .getByRole("checkbox", { name: new RegExp(`^${body}\\b`) })
      .check();
    const expected = docs.filter((doc) => doc.make === make && doc.body === body).length;
    await expect(count(page)).toHaveText(`${expected} ${expected === 1 ? "car" : "cars"}`);
    if (isMobile) await page.getByRole("button", { name: /^Show Me .+ Cars?$/ }).click();
    await expect(page).toHaveURL(new RegExp(`body=${encodeURIComponent(body)}`));
  });

  test("a URL with a query and a make is answered by the worker", async ({ page }) => {
    const slug: SampleTenant = "harbour-city-motor-group";
    const docs = index(slug);
    const { make, model } = docs.find((doc) => doc.status !== "sold")!;
    const workers: Worker[] = [];
    page.on("worker", (worker) => workers.push(worker));
    await page.goto(
      `${siteUrl(slug, DEFAULT)}?query=${encodeURIComponent(model.toLowerCase())}&make=${encodeURIComponent(make)}`,
    );
    await searchReady(page);
    expect(workers.some((worker) => worker.url().includes("search.worker"))).toBe(true);
    await expect(page.locator("[data-result-card]").first()).toContainText(model);
  });

  test("a small inventory searches on the page, without a worker", async ({ page }) => {
    const slug: SampleTenant = "outback-caravans";
    const docs = index(slug);
    const workers = await openWatchingWorkers(page, slug);
    await expect(count(page)).toHaveText(`${docs.length} caravans`);
    expect(workers).toEqual([]);
  });
});
