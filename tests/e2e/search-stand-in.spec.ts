import type { Page, Route } from "@playwright/test";
import { expect, test } from "./test.ts";
import { siteUrl } from "./sample-data.ts";
import { cards, count, DEFAULT, HARBOUR, searchIndex, searchReady } from "./search-support.ts";

/**
 * The search page before its live search: the build renders it whole with the live
 * search's own widgets, and the live search starts on the shopper's first interaction. What the
 * shopper does before it is ready is carried over, not lost.
 */
const docs = searchIndex();
const bodies = [...new Set(docs.map((d) => d.body).filter(Boolean))] as string[];
const countOf = (body: string) => docs.filter((d) => d.body === body).length;
const body = bodies.sort((a, b) => countOf(b) - countOf(a))[1]!;
const standIn = (page: Page) => page.locator("[data-search-stand-in]");

/** Holds the search index (so the live search cannot answer) until the returned release is called. */
async function holdIndex(page: Page) {
  const held: Route[] = [];
  let released = false;
  await page.context().route("**/search-index.json", (route) => (released ? route.continue() : held.push(route)));
  return async () => {
    released = true;
    await Promise.all(held.map((route) => route.continue()));
  };
}

test.describe("search before its live search", () => {
  test("the page is whole before any interaction, and loads no search code until one", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(siteUrl(HARBOUR, DEFAULT));
    await page.waitForLoadState("networkidle");
    await expect(count(page)).toHaveText(`${docs.length} cars`);
    await expect(cards(page)).toHaveCount(21);
    // On a phone the filters wait in the closed drawer.
    const bodyFilter = page.getByRole("group", { name: "Body type", includeHidden: true });
    for (const each of bodies)
      await expect(
        bodyFilter.getByRole("checkbox", { name: new RegExp(`^${each}`), includeHidden: true }),
      ).toBeAttached();
    await expect(bodyFilter.locator(".facet__option", { hasText: body }).locator(".facet__count")).toHaveText(
      String(countOf(body)),
    );
    await expect(
      page.getByRole("navigation", { name: "Pages of results" }).getByRole("link", { name: "Page 2" }),
    ).toHaveAttribute("href", `${DEFAULT}?page=2`);
    expect(scripts.filter((path) => /SearchApp|search\.worker/.test(path))).toEqual([]);
    await searchReady(page);
    expect(scripts.some((path) => /SearchApp/.test(path))).toBe(true);
    await expect(standIn(page)).toHaveCount(0);
  });

  test("a filter ticked and a query typed before the search is ready both apply", async ({ page, isMobile }) => {
    test.skip(isMobile, "the filters column is a drawer on a phone: the next test");
    const release = await holdIndex(page);
    await page.goto(siteUrl(HARBOUR, DEFAULT));
    await standIn(page)
      .getByRole("group", { name: "Body type" })
      .getByRole("checkbox", { name: new RegExp(`^${body}`) })
      .check();
    const make = docs.find((d) => d.body === body)!.make;
    await standIn(page).getByRole("searchbox").fill(make);
    await expect(standIn(page)).toBeVisible();
    await release();
    await searchReady(page);
    const expected = docs.filter((d) => d.body === body && d.make === make).length;
    await expect(count(page)).toHaveText(`${expected} ${expected === 1 ? "car" : "cars"}`);
    await expect(page.getByRole("searchbox")).toHaveValue(make);
    await expect(page.getByRole("searchbox")).toBeFocused();
    await expect(page.getByRole("button", { name: `${body}: remove filter` })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`[?&]body=${encodeURIComponent(body)}`));
  });

  test("Filters and a page link pressed before the search is ready are not lost", async ({ page, isMobile }) => {
    const release = await holdIndex(page);
    await page.goto(siteUrl(HARBOUR, DEFAULT));
    if (isMobile) {
      await standIn(page).getByRole("button", { name: "Filters", exact: true }).click();
      await expect(standIn(page)).toBeVisible();
      await release();
      await searchReady(page);
      await expect(page.getByRole("button", { name: /^Show Me .+ Cars$/ })).toBeVisible();
      return;
    }
    const firstCar = await cards(page).first().locator("h3").textContent();
    await standIn(page).getByRole("link", { name: "Page 2" }).click();
    await expect(page).toHaveURL(siteUrl(HARBOUR, DEFAULT));
    await expect(standIn(page)).toBeVisible();
    await release();
    await searchReady(page);
    await expect(page).toHaveURL(new RegExp(`${DEFAULT}\\?page=2$`));
    await expect(page.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
    await expect(cards(page).first().locator("h3")).not.toHaveText(firstCar!);
  });

  test("a keyboard shopper on a car's link stays on it when the live search takes over", async ({ page }) => {
    const release = await holdIndex(page);
    await page.goto(siteUrl(HARBOUR, DEFAULT));
    const link = standIn(page).locator("[data-result-card] h3 a").nth(2);
    const href = await link.getAttribute("href");
    await link.focus();
    await expect(standIn(page)).toBeVisible();
    await release();
    await searchReady(page);
    await expect(standIn(page)).toHaveCount(0);
    await expect(page.locator(`[data-result-card] h3 a[href="${href}"]`)).toBeFocused();
  });
});
