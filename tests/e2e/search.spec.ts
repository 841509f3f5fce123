import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./test.ts";
import { siteUrl } from "./sample-data.ts";
import {
  cards,
  count,
  DEFAULT,
  HARBOUR,
  inFilters as filters,
  openSearch as open,
  searchIndex,
  searchReady,
  slug,
} from "./search-support.ts";

/** Search pages, on the built harbour-city-motor-group index the browser also loads. */
const docs = searchIndex();
const countOf = (make: string) => docs.filter((d) => d.make === make).length;
const topMake = [...new Set(docs.map((d) => d.make))].sort((a, b) => countOf(b) - countOf(a))[1]!;

test.describe("search", () => {
  test("the default route shows 21 cards and a count, and its first page is in the HTML", async ({ page }) => {
    await open(page, DEFAULT);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("New, Used and Demo Cars");
    await expect(count(page)).toHaveText(`${docs.length} cars`);
    await expect(cards(page)).toHaveCount(21);
  });

  test("refining by a make narrows the count and writes it to the URL; reload restores it", async ({
    page,
    isMobile,
  }) => {
    await open(page, DEFAULT);
    await filters(page, isMobile, async (p) => {
      await p.locator(".make-card", { hasText: topMake }).first().click();
      await expect(count(p)).toHaveText(`${countOf(topMake)} cars`);
    });
    await expect(page).toHaveURL(new RegExp(`[?&]make=${encodeURIComponent(topMake)}`));
    await page.reload();
    await searchReady(page);
    await expect(count(page)).toHaveText(`${countOf(topMake)} cars`);
    await page.goBack();
    await expect(page).toHaveURL(siteUrl(HARBOUR, DEFAULT));
  });

  test("a facet parameter in the URL restores the refinement", async ({ page, isMobile }) => {
    const body = docs.find((d) => d.body)!.body!;
    await open(page, `${DEFAULT}?body=${encodeURIComponent(body)}`);
    await expect(count(page)).toHaveText(`${docs.filter((d) => d.body === body).length} cars`);
    await expect(page.getByRole("button", { name: `${body}: remove filter` })).toBeVisible();
    if (isMobile) await page.getByRole("button", { name: "Filters", exact: true }).click();
    await expect(
      page.getByRole("group", { name: "Body type" }).getByRole("checkbox", { name: new RegExp(`^${body}`) }),
    ).toBeChecked();
  });

  test("a text query with a typo finds the car", async ({ page }) => {
    const car = docs.find((d) => /^[A-Za-z]{6,}$/.test(d.model) && d.status !== "sold")!;
    const typo = car.model.slice(0, 2) + car.model.slice(3);
    await open(page, DEFAULT);
    await page.getByRole("searchbox", { name: "Search" }).fill(typo);
    await expect(page).toHaveURL(new RegExp(`query=${typo}`));
    await expect(cards(page).first()).toContainText(car.model);
  });

  test("moving the price slider by keyboard changes the results", async ({ page, isMobile }) => {
    let floor = 0;
    await open(page, DEFAULT);
    await filters(page, isMobile, async (p) => {
      const min = p.getByRole("slider", { name: "Minimum price" });
      await min.focus();
      for (let i = 0; i < 20; i++) await min.press("ArrowRight");
      floor = Number(await min.inputValue());
      expect(floor % 1000, "price rounds to 1000").toBe(0);
      await expect(p).toHaveURL(new RegExp(`[?&]price=${floor}%3A`));
    });
    await expect(count(page)).toHaveText(`${docs.filter((d) => (d.price ?? -1) >= floor).length} cars`);
  });

  test("sorting by price low to high orders the prices", async ({ page }) => {
    await open(page, DEFAULT);
    await page.getByRole("combobox", { name: "Sort by" }).selectOption({ label: "Price: low to high" });
    await expect(page).toHaveURL(/sortBy=price%3Aasc/);
    await expect
      .poll(async () => {
        const prices = (await cards(page).evaluateAll((els) => els.map((el) => el.getAttribute("data-price"))))
          .filter(Boolean)
          .map(Number);
        return prices.length > 5 && prices.every((p, i) => i === 0 || prices[i - 1]! <= p);
      })
      .toBe(true);
  });

  test("pagination goes to page 2 and back to the top", async ({ page }) => {
    await open(page, DEFAULT);
    const first = await cards(page).first().textContent();
    await page.getByRole("navigation", { name: "Pages of results" }).getByRole("link", { name: "Page 2" }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(page.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
    await expect(cards(page).first()).not.toHaveText(first!);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("a make and model route presets the refinement and has its first page in the static HTML", async ({
    page,
    request,
  }) => {
    const car = docs.find((d) => d.make === topMake)!;
    const path = `/search/${slug(car.make)}/${slug(car.model)}`;
    const expected = docs.filter((d) => d.make === car.make && d.model === car.model).length;
    const response = await request.get(`http://127.0.0.1:${process.env.E2E_PORT ?? 4399}${path}`, {
      headers: { "x-forecourt-tenant": HARBOUR },
    });
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html.match(/data-result-card/g)?.length).toBe(Math.min(21, expected));
    expect(html).toContain(car.name.replaceAll("&", "&amp;"));
    expect(html).toContain(`<link rel="canonical" href="`);
    await open(page, path);
    await expect(page).toHaveTitle(new RegExp(`^${car.make} ${car.model} \\|`));
    await expect(count(page)).toHaveText(`${expected} ${expected === 1 ? "car" : "cars"}`);
    await expect(page.getByRole("button", { name: `${car.make} ${car.model}: remove filter` })).toBeVisible();
  });

  test("the empty state offers Clear Filters, which brings the cars back", async ({ page }) => {
    await open(page, `${DEFAULT}?query=zzqxvvq`);
    await expect(page.getByRole("heading", { name: "No Results Available" })).toBeVisible();
    await expect(
      page.getByText(
        "No results found for your search at this time. Please try adjusting the filters for more results.",
      ),
    ).toBeVisible();
    await page.locator(".no-results").getByRole("button", { name: "Clear Filters" }).click();
    await expect(cards(page)).toHaveCount(21);
    await expect(count(page)).toHaveText(`${docs.length} cars`);
  });

  test("a search with no results suggests similar cars in stock near the price asked", async ({ page }) => {
    await open(page, `${DEFAULT}?query=zzqxvvq&price=20000:30000`);
    await expect(page.getByRole("heading", { name: "No Results Available" })).toBeVisible();
    const similar = page.getByRole("region", { name: "Similar cars you might like" });
    const names = await similar.locator("[data-result-card] h3").allTextContents();
    expect(names.length).toBeGreaterThan(0);
    expect(names.length).toBeLessThanOrEqual(6);
    for (const name of names) {
      // §9 window: ±10,000 around the middle of the range asked for, in stock only.
      expect(
        docs.some(
          (d) =>
            d.name === name &&
            ["in_stock", "coming_soon"].includes(d.status) &&
            d.price! >= 15_000 &&
            d.price! <= 35_000,
        ),
        name,
      ).toBe(true);
    }
    await similar.getByRole("button", { name: "Next similar cars" }).click();
    await expect(similar.getByRole("link").first()).toBeVisible();
  });

  test("the dealer's promo tile sits eighth among the results, in the static HTML too", async ({ page, request }) => {
    const response = await request.get(`http://127.0.0.1:${process.env.E2E_PORT ?? 4399}${DEFAULT}`, {
      headers: { "x-forecourt-tenant": HARBOUR },
    });
    expect(await response.text()).toContain("Promotion: Get pre-approved in minutes");
    await open(page, DEFAULT);
    const eighth = page.locator(".result-grid > li").nth(7);
    await expect(eighth.getByRole("heading")).toHaveText("Get pre-approved in minutes");
    await expect(eighth.getByRole("link", { name: "Get pre-approved" })).toHaveAttribute("href", "/finance");
    await expect(cards(page)).toHaveCount(21);
  });

  test("makes are logo cards", async ({ page, isMobile }) => {
    await open(page, DEFAULT);
    if (isMobile) await page.getByRole("button", { name: "Filters", exact: true }).click();
    const card = page.locator(".make-card", { hasText: topMake });
    await expect(card.locator("img.make-card__logo")).toHaveAttribute("src", `/images/makes/${slug(topMake)}.svg`);
    await expect
      .poll(() => card.locator("img").evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
  });

  test("a dealership route presets that dealership", async ({ page }) => {
    const name = "Harbour City Used Cars";
    await open(page, "/search/harbour-city-used-cars");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Cars at ${name}`);
    const expected = docs.filter((d) => d.dealership_name === name).length;
    expect(expected).toBeGreaterThan(0);
    await expect(count(page)).toHaveText(`${expected} cars`);
  });

  test("on a phone the filters open in a drawer closed by 'Show Me N Cars'", async ({ page, isMobile }) => {
    test.skip(!isMobile, "the drawer is for small screens");
    await open(page, DEFAULT);
    const drawer = page.getByRole("region", { name: "Filters" });
    await expect(drawer).toBeHidden();
    await page.getByRole("button", { name: "Filters", exact: true }).click();
    await expect(drawer).toBeVisible();
    await drawer.getByRole("checkbox", { name: /^used/i }).check();
    const used = docs.filter((d) => (d as { car_type?: string }).car_type === "used").length;
    await drawer.getByRole("button", { name: `Show Me ${used} Cars` }).click();
    await expect(drawer).toBeHidden();
    await expect(count(page)).toHaveText(`${used} cars`);
  });

  test("axe finds no violations on the search page", async ({ page, isMobile }) => {
    test.slow(); // axe over a page of 21 cards and every facet
    await open(page, DEFAULT);
    if (isMobile) await page.getByRole("button", { name: "Filters", exact: true }).click();
    const results = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
      .analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
  });

  test("a caravan dealer's search speaks of caravans and is linked from the header", async ({ page, isMobile }) => {
    await page.goto(siteUrl("outback-caravans"));
    if (isMobile) await page.getByRole("button", { name: "Menu" }).click();
    await page.getByRole("banner").getByRole("link", { name: "Browse caravans" }).click();
    await expect(page).toHaveURL(siteUrl("outback-caravans", DEFAULT));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("New, Used and Demo Caravans");
    await searchReady(page);
    await expect(count(page)).toHaveText(/^\d+ caravans$/);
  });
});
