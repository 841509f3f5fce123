import { expect, test, type Page } from "./test.ts";
import { siteUrl } from "./sample-data.ts";
import { directRequest, sampleLocations } from "./sample-locations.ts";
import { cards, count, DEFAULT, HARBOUR, inFilters, openSearch as open, searchIndex, slug } from "./search-support.ts";

/** Search defects a shopper hit, on the built harbour-city-motor-group site. */
const docs = searchIndex();
const countOf = (make: string) => docs.filter((d) => d.make === make).length;
const topMake = [...new Set(docs.map((d) => d.make))].sort((a, b) => countOf(b) - countOf(a))[0]!;
const heading = (page: Page) => page.getByRole("heading", { level: 1 });
const cars = (n: number) => `${n} ${n === 1 ? "car" : "cars"}`;
const shown = async (page: Page) => Number((await count(page).textContent())!.replace(/\D/g, ""));

test.describe("search, as a shopper meets it", () => {
  test("stop words in a query are left out, as the index leaves them out", async ({ page }) => {
    for (const [withStops, without] of [
      ["the one owner", "one owner"],
      ["with a sunroof", "sunroof"],
    ]) {
      await open(page, `${DEFAULT}?query=${encodeURIComponent(without!)}`);
      const expected = await shown(page);
      expect(expected, without).toBeGreaterThan(0);
      await open(page, `${DEFAULT}?query=${encodeURIComponent(withStops!)}`);
      await expect(count(page), withStops).toHaveText(cars(expected));
    }
  });

  test("a condition route keeps its address; unticking its condition moves to the default route and the heading follows", async ({
    page,
    isMobile,
  }) => {
    await open(page, "/search/used-cars");
    await expect(page).toHaveURL(siteUrl(HARBOUR, "/search/used-cars"));
    await expect(heading(page)).toHaveText("Used Cars");
    await inFilters(page, isMobile, async (p) => {
      await p.getByRole("group", { name: "Condition" }).getByRole("checkbox", { name: /^used/i }).uncheck();
      await expect(count(p)).toHaveText(cars(docs.length));
    });
    await expect(page).toHaveURL(siteUrl(HARBOUR, DEFAULT));
    await expect(heading(page)).toHaveText("New, Used and Demo Cars");
    await page.goBack();
    await expect(page).toHaveURL(siteUrl(HARBOUR, "/search/used-cars"));
    await expect(heading(page)).toHaveText("Used Cars");
  });

  test("make and location routes keep their address while the shopper refines further", async ({ page, isMobile }) => {
    const path = `/search/${slug(topMake)}`;
    const body = docs.find((d) => d.make === topMake && d.body)!.body!;
    await open(page, path);
    await expect(page).toHaveURL(siteUrl(HARBOUR, path));
    await inFilters(page, isMobile, async (p) => {
      await p
        .getByRole("group", { name: "Body type" })
        .getByRole("checkbox", { name: new RegExp(`^${body}\\b`) })
        .check();
      await expect(count(p)).toHaveText(cars(docs.filter((d) => d.make === topMake && d.body === body).length));
    });
    await expect(page).toHaveURL(siteUrl(HARBOUR, `${path}?body=${encodeURIComponent(body)}`));
    await expect(heading(page)).toHaveText(`${topMake} Cars`);

    const location = sampleLocations(HARBOUR).find((l) => docs.some((d) => d.location_name === l.name))!;
    await open(page, `/search/${slug(location.slug)}`);
    await expect(page).toHaveURL(siteUrl(HARBOUR, `/search/${slug(location.slug)}`));
    await expect(heading(page)).toHaveText(`Cars at ${location.name}`);
  });

  test("facet values in the URL match in any case", async ({ page, isMobile, request }) => {
    await open(page, `${DEFAULT}?make=${topMake.toLowerCase()}`);
    await expect(count(page)).toHaveText(cars(countOf(topMake)));
    await expect(page.getByRole("button", { name: `${topMake}: remove filter` })).toBeVisible();
    if (isMobile) await page.getByRole("button", { name: "Filters", exact: true }).click();
    await expect(page.locator(".make-card", { hasText: topMake }).getByRole("checkbox")).toBeChecked();
    // No second, lower-case card (a "ghost" of the URL's spelling); hasText with a string ignores case.
    await expect(page.locator(".make-card", { hasText: new RegExp(`\\b${topMake.toLowerCase()}\\b`) })).toHaveCount(0);

    for (const [lower, upper] of [
      ["/models?body=suv", "/models?body=SUV"],
      ["/special-offers?make=kia", "/special-offers?make=Kia"],
    ]) {
      const expected = await (await request.get(...directRequest(HARBOUR, lower!))).text();
      const response = await request.get(...directRequest(HARBOUR, upper!));
      expect(response.status(), upper).toBe(200);
      expect(await response.text(), upper).toBe(expected);
    }
  });

  test("an address opened as it is keeps every car it names: the sliders sit at their ends and write no range", async ({
    page,
    isMobile,
  }) => {
    await open(page, `${DEFAULT}?make=${encodeURIComponent(topMake)}`);
    await expect(count(page)).toHaveText(cars(countOf(topMake)));
    if (isMobile) await page.getByRole("button", { name: "Filters", exact: true }).click();
    for (const field of ["price", "km", "year"]) {
      // A handle the browser snapped below the dearest car would leave that car out once touched.
      const top = page.locator(`.facet.range[data-range="${field}"] [data-handle="max"]`);
      await expect(top, field).toHaveJSProperty("value", (await top.getAttribute("max")) ?? "");
    }
    await expect(page).toHaveURL(siteUrl(HARBOUR, `${DEFAULT}?make=${encodeURIComponent(topMake)}`));
    await expect(count(page)).toHaveText(cars(countOf(topMake)));
  });

  test("an address's range is searched as the shopper meant it: ends swapped, rounded outward, never narrowed", async ({
    page,
  }) => {
    const inRange = (low: number, high: number) =>
      docs.filter((d) => d.price !== undefined && d.price >= low && d.price <= high).length;
    await open(page, `${DEFAULT}?price=20000:10000`);
    await expect(page).toHaveURL(siteUrl(HARBOUR, `${DEFAULT}?price=10000%3A20000`));
    await expect(count(page)).toHaveText(cars(inRange(10_000, 20_000)));
    await expect(page.getByRole("button", { name: "From $10,000: remove filter" })).toBeVisible();
    const dearest = Math.max(...docs.flatMap((d) => (d.km === undefined ? [] : [d.km])));
    await open(page, `${DEFAULT}?km=:${dearest}`);
    // Rounded up, not down: the car with the most kilometres is still found.
    await expect(page).toHaveURL(siteUrl(HARBOUR, `${DEFAULT}?km=%3A${Math.ceil(dearest / 1000) * 1000}`));
    await expect(count(page)).toHaveText(cars(docs.filter((d) => d.km !== undefined).length));
  });

  test("no results: the sidebar shows no empty '$0 – $0' ranges; a query no car matches all of says which words it used", async ({
    page,
  }) => {
    await open(page, `${DEFAULT}?query=${encodeURIComponent("zzzz qqqq")}`);
    await expect(count(page)).toHaveText(cars(0));
    // No word found anything: no claim about cars that match fewer words.
    await expect(page.locator("[data-fewer-words]")).toHaveCount(0);
    await expect(page.locator(".facet.range")).toHaveCount(0);
    await expect(page.getByText("$0 – $0")).toHaveCount(0);
    const tesla = docs.filter((d) => d.make === "Tesla").length;
    await open(page, `${DEFAULT}?query=${encodeURIComponent("tesla xyzzy")}`);
    await expect(count(page)).toHaveText(cars(tesla));
    await expect(page.locator("[data-fewer-words]")).toHaveText(
      "No cars match all of 'tesla xyzzy'; showing cars that match 'tesla'.",
    );
    await open(page, `${DEFAULT}?query=tesla`);
    await expect(page.locator("[data-fewer-words]")).toHaveCount(0);
  });

  test("the count says how many of its cars are recently sold, as the home page counts only stock", async ({
    page,
  }) => {
    const sold = docs.filter((d) => d.status === "sold").length;
    expect(sold).toBeGreaterThan(0);
    await open(page, DEFAULT);
    await expect(count(page)).toHaveText(cars(docs.length));
    await expect(page.locator(".search-count__sold")).toHaveText(`(${sold} recently sold)`);
  });

  test("a page past the last says so and links to the last page", async ({ page }) => {
    const last = Math.ceil(docs.length / 21);
    await open(page, `${DEFAULT}?page=99`);
    await expect(page.getByRole("heading", { name: "No results on page 99" })).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
    await page.getByRole("link", { name: `Go to page ${last}` }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]page=${last}$`));
    await expect(cards(page).first()).toBeVisible();
  });

  test("price is one two-handle slider: both handles on one track, labelled, keyboard operable, never crossing", async ({
    page,
    isMobile,
  }) => {
    await open(page, DEFAULT);
    if (isMobile) await page.getByRole("button", { name: "Filters", exact: true }).click();
    const min = page.getByRole("slider", { name: "Minimum price" });
    const max = page.getByRole("slider", { name: "Maximum price" });
    const [a, b] = [(await min.boundingBox())!, (await max.boundingBox())!];
    expect(Math.abs(a.y + a.height / 2 - (b.y + b.height / 2)), "handles share one track").toBeLessThan(2);
    await expect(page.locator(".range__track").filter({ has: min }).filter({ has: max })).toHaveCount(1);
    await expect(max).toHaveAttribute("aria-valuetext", /^\$\d{1,3}(,\d{3})+$/);

    await max.focus();
    for (let i = 0; i < 5; i++) await max.press("ArrowLeft");
    await min.focus();
    await min.press("End");
    await expect(min).toHaveValue(await max.inputValue());
    await expect(min).toHaveAttribute("aria-valuetext", (await max.getAttribute("aria-valuetext"))!);
    await expect(page).toHaveURL(/[?&]price=\d+%3A\d+/);
  });

  test("make names never break mid-word on phones, and each has its logo", async ({ page, isMobile }) => {
    test.skip(!isMobile, "phone widths");
    for (const width of [320, 390, 430]) {
      await page.setViewportSize({ width, height: 800 });
      await open(page, DEFAULT);
      await page.getByRole("button", { name: "Filters", exact: true }).click();
      const broken = await page.locator(".make-card__name").evaluateAll((names) =>
        names.flatMap((name) => {
          const text = name.firstChild as Text;
          const words = [...text.data.matchAll(/[^\s-]+/g)];
          return words
            .filter((word) => {
              const range = document.createRange();
              range.setStart(text, word.index!);
              range.setEnd(text, word.index! + word[0].length);
              return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size > 1;
            })
            .map((word) => word[0]);
        }),
      );
      expect(broken, `${width}px`).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width}px`).toBeLessThanOrEqual(width);
      await expect(page.locator(".make-card").first().locator("img.make-card__logo")).toBeVisible();
    }
  });

  test("result cards have an Enquire link to that car's enquiry and, where the garage is on, Save to watchlist", async ({
    page,
  }) => {
    await open(page, DEFAULT);
    const inStock = new Set(docs.filter((d) => ["in_stock", "coming_soon"].includes(d.status)).map((d) => d.name));
    const names = await cards(page).getByRole("heading").allTextContents();
    const sold = names.filter((name) => !inStock.has(name.trim()));
    for (const name of sold) {
      await expect(
        cards(page)
          .filter({ hasText: name })
          .getByRole("link", { name: /^Enquire/ }),
      ).toHaveCount(0);
    }
    const name = names.find((name) => inStock.has(name.trim()))!.trim();
    const card = cards(page)
      .filter({ has: page.getByRole("heading", { name, exact: true }) })
      .first();
    const save = card.getByRole("button", { name: `Save to watchlist ${name}` });
    await expect(save).toBeEnabled();
    await save.click();
    await expect(page).toHaveURL(/\/sign-in\?type=watchlist/);

    await open(page, DEFAULT);
    const enquire = page.getByRole("link", { name: `Enquire about ${name}` }).first();
    await expect(enquire).toHaveAttribute("href", /^\/cars\/[^/]+#vehicle-enquiry$/);
    await enquire.click();
    await expect(page).toHaveURL(/\/cars\/[^/#]+\/?#vehicle-enquiry$/);
    await expect(page.locator("#vehicle-enquiry")).toBeVisible();
  });
});
