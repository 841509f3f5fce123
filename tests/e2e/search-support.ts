import { expect, type Page } from "./test.ts";
import { readFileSync } from "node:fs";
import { siteUrl, type SampleTenant } from "./sample-data.ts";

/** Shared by the search specs: the built index the browser also loads, and the page's landmarks. */
export const HARBOUR = "harbour-city-motor-group";
export const DEFAULT = "/search/new-used-and-demo-cars";
export type Doc = {
  id: string;
  name: string;
  make: string;
  model: string;
  body?: string;
  price?: number;
  km?: number;
  status: string;
  car_type?: string;
  location_name?: string;
  dealership_name?: string;
};
export const searchIndex = (tenantSlug: SampleTenant = HARBOUR): Doc[] =>
  JSON.parse(readFileSync(`dist/${tenantSlug}/search-index.json`, "utf8"));

export const slug = (text: string) =>
  text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");

export const cards = (page: Page) => page.locator("[data-result-card]");
export const count = (page: Page) => page.locator(".search-stats");

/**
 * The live search starts on the shopper's first interaction (a pointer moving will do), then loads
 * the index and answers: on a busy machine that takes a while.
 */
export async function searchReady(page: Page) {
  await page.mouse.move(5, 5);
  await expect(page.locator("[data-search-ready]")).toBeAttached({ timeout: 90_000 });
}

export async function openSearch(page: Page, path: string, tenantSlug: SampleTenant = HARBOUR) {
  await page.goto(siteUrl(tenantSlug, path));
  await searchReady(page);
}

/** On phones the filters sit in a drawer. */
export async function inFilters(page: Page, isMobile: boolean, action: (page: Page) => Promise<void>) {
  if (isMobile) await page.getByRole("button", { name: "Filters", exact: true }).click();
  await action(page);
  if (isMobile) await page.getByRole("button", { name: /^Show Me .+ Cars?$/ }).click();
}
