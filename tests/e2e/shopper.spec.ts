import { existsSync, readFileSync } from "node:fs";
import { expect, type Page, test } from "./test.ts";
import { hydrated } from "./islands.ts";
import { directRequest } from "./sample-locations.ts";
import { signInWithCode } from "./lead-support.ts";
import { pricedCar, SAMPLE_TENANTS, type SampleTenant, siteUrl } from "./sample-data.ts";
import { findCar, sampleDealer } from "../../scripts/support/sample-feed.ts";

/** What a shopper meets: menus, phone widths, the budget box, dead ends and the small print. */

const built = (slug: SampleTenant) => existsSync(`dist/${slug}/index.html`);
const MAIN_JOURNEYS = [
  /^Browse (cars|caravans)$/,
  /^Finance$/,
  /^Special offers$/,
  /^Service$/,
  /^Trade-in$/,
  /^Contact$/,
];

async function openMenu(page: Page, isMobile: boolean) {
  if (!isMobile) return;
  const toggle = page.getByRole("button", { name: "Menu" });
  await toggle.focus();
  await page.keyboard.press("Enter");
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
}

async function sideways(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

for (const slug of SAMPLE_TENANTS) {
  test.describe(slug, () => {
    test.beforeEach(() => test.skip(!built(slug), `${slug} is not built`));
    const { config } = sampleDealer(slug);

    test("the header offers the main journeys, each opening a page", async ({ page, isMobile }) => {
      await page.goto(siteUrl(slug));
      await openMenu(page, isMobile);
      const nav = page.getByRole("navigation", { name: "Main" });
      for (const name of MAIN_JOURNEYS) {
        const link = nav.getByRole("link", { name });
        await expect(link).toBeVisible();
        const href = await link.getAttribute("href");
        const response = await page.request.get(...directRequest(slug, href!));
        expect(response.status(), `${name} → ${href}`).toBe(200);
      }
    });

    test("nothing scrolls sideways at 320 or 390 px on the main page types", async ({ page }) => {
      test.slow();
      const car = pricedCar(slug);
      const paths = [
        "/",
        `/cars/${car.slug}`,
        "/search/new-used-and-demo-cars",
        "/special-offers",
        "/models",
        config.finance.link,
        "/contact",
        "/no-such-page",
      ];
      for (const width of [320, 390]) {
        await page.setViewportSize({ width, height: 800 });
        for (const path of paths) {
          await page.goto(siteUrl(slug, path));
          expect(await sideways(page), `${path} at ${width}px`).toBeLessThanOrEqual(0);
        }
      }
    });

    test("an unknown address answers 404 with the dealer's own page: header, search and links", async ({ page }) => {
      const response = await page.goto(siteUrl(slug, "/no-such-page/at-all"));
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("banner").getByRole("link", { name: `${config.name} home` })).toBeVisible();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sorry, we can't find that page");
      const links = page.getByRole("navigation", { name: "Popular pages" });
      await expect(links.getByRole("link", { name: "Finance" })).toBeVisible();
      const search = page.getByRole("searchbox", { name: `Search ${config.itemLabel.plural}` });
      await search.fill("white");
      await search.press("Enter");
      await expect(page).toHaveURL(/\/search\/new-used-and-demo-cars\/?\?query=white$/);
    });

    test("the budget box counts what its search shows, clamps 0 to 1,000,000 and never searches min above max", async ({
      page,
    }) => {
      await page.goto(siteUrl(slug, "/search/new-used-and-demo-cars"));
      const searchCount = await page.locator(".search-stats[data-count]").getAttribute("data-count");
      expect(searchCount).toMatch(/^\d+$/);
      await page.goto(siteUrl(slug));
      const box = page.locator("form[aria-labelledby='budget-heading']");
      await hydrated(page, box);
      await expect(box).toHaveAttribute("data-ready", "true");
      await expect(box.getByRole("status")).toHaveAttribute("data-budget-count", searchCount!);

      const min = box.getByRole("textbox", { name: "Minimum price" });
      const max = box.getByRole("textbox", { name: "Maximum price" });
      await min.fill("-5");
      await max.fill("2000000");
      await max.press("Enter");
      await expect(page).toHaveURL(/\?price=0%3A1000000$/);

      await page.goto(siteUrl(slug));
      await hydrated(page, box);
      await expect(box).toHaveAttribute("data-ready", "true");
      await min.fill("50000");
      await max.fill("20000");
      await max.press("Enter");
      await expect(page).toHaveURL(/\?price=20000%3A50000$/);
    });

    test("a car page: reviews dated as people write dates, one Specifications heading, finance small print", async ({
      page,
    }) => {
      const car = pricedCar(slug);
      await page.goto(siteUrl(slug, `/cars/${car.slug}`));
      const reviews = page.locator("#reviews");
      if ((await reviews.count()) > 0) {
        await expect(reviews).not.toContainText(/\d{4}-\d{2}-\d{2}T/);
        await expect(reviews.locator("[class*='date']").first()).toHaveText(/^\d{1,2} [A-Z][a-z]{2} \d{4}$/);
      }
      await expect(page.getByText("Specifications", { exact: true })).toHaveCount(1);

      const calculator = page.locator("#finance-calculator");
      const price = calculator.getByRole("textbox", { name: "Purchase price" });
      await hydrated(page, price);
      await calculator.getByRole("radio", { name: "Monthly" }).check();
      await expect(calculator.locator(".finance-calculator__basis")).toHaveText(/p\.a\.$/);
      await expect(calculator.locator(".finance-calculator__basis")).not.toContainText("..");
      // A loan too small to quote (§5: $25 or less): the dealer's lowest price, nearly all deposit.
      const lowest = config.finance.calculator.purchasePrice.min;
      await price.fill(String(lowest));
      await calculator.getByRole("textbox", { name: "Deposit" }).fill(String(lowest - 800));
      const enquire = calculator.getByRole("link", { name: "Enquire for Finance" });
      await expect(enquire).toBeVisible();
      await enquire.click();
      await expect(page).toHaveURL(new RegExp(`${config.finance.link}\\?.*car_id=${car.id}.*#finance-form$`));
    });

    test("on a phone a car page's sticky header and bottom bar together cover under a sixth of the screen (27%)", async ({
      page,
      isMobile,
    }) => {
      test.skip(!isMobile, "the bottom bar is a phone's");
      const car = pricedCar(slug);
      await page.goto(siteUrl(slug, `/cars/${car.slug}`));
      await expect(page.locator(".sticky-vehicle-header")).toHaveAttribute("data-ready", "true");
      await page.evaluate(() => window.scrollTo(0, 1000));
      const header = page.locator(".sticky-vehicle-header");
      const bar = page.locator(".sticky-vehicle-bar");
      await expect(header).toBeVisible();
      await expect(bar).toBeVisible();
      const covered = (await header.boundingBox())!.height + (await bar.boundingBox())!.height;
      const screen = page.viewportSize()!;
      expect(covered / screen.height, `${covered} px of ${screen.height}`).toBeLessThan(1 / 6);
      // Still a finger-sized target each, side by side on the screen.
      for (const link of await header.getByRole("link").all()) {
        const box = (await link.boundingBox())!;
        expect(box.height).toBeGreaterThanOrEqual(44);
        expect(box.x + box.width).toBeLessThanOrEqual(screen.width);
      }
    });

    test("the print page loads without a console error (favicon included)", async ({ page }) => {
      const errors: string[] = [];
      page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
      await page.goto(siteUrl(slug, `/print?car_id=${pricedCar(slug).slug}`));
      await page.waitForLoadState("networkidle");
      expect(errors).toEqual([]);
    });

    test("the home page never says '1 cars'", async ({ page }) => {
      await page.goto(siteUrl(slug));
      await expect(page.locator("body")).not.toContainText(new RegExp(`\\b1 ${config.itemLabel.plural}\\b`));
    });

    test("an enquiry with errors lists them in page order and moves focus to the list", async ({ page }) => {
      await page.goto(siteUrl(slug, "/contact"));
      const form = page.locator(".enquiry-form[data-ready]");
      await expect(form).toBeAttached();
      await form.getByRole("button", { name: /Send enquiry|Next/ }).click();
      const summary = page.getByRole("alert");
      await expect(summary).toBeFocused();
      const listed = await summary.getByRole("link").allTextContents();
      const fields = await form
        .locator("[aria-invalid='true']")
        .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).labels?.[0]?.textContent ?? ""));
      expect(listed.length).toBeGreaterThan(1);
      expect(listed[0]).toBe("First name");
      expect(listed).toEqual(fields.map((label) => label.replace(/\s*\*\s*$/, "").trim()));
    });
  });
}

test.describe("sign in and out from the header", () => {
  const slug = "outback-caravans";
  test.beforeEach(() => test.skip(!built(slug), `${slug} is not built`));

  test("My Garage and Sign in where the garage is on; signed in, Sign out signs out", async ({ page, isMobile }) => {
    await page.goto(siteUrl(slug));
    await openMenu(page, isMobile);
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "My Garage" })).toBeVisible();
    const signIn = nav.getByRole("link", { name: "Sign in" });
    await (isMobile ? signIn.tap() : signIn.click());
    await expect(page).toHaveURL(/\/sign-in\?type=garage&redirect=%2Fmy-garage$/);

    await signInWithCode(page);
    await expect(page).toHaveURL(siteUrl(slug, "/my-garage"));

    await openMenu(page, isMobile);
    const signOut = nav.getByRole("button", { name: "Sign out" });
    await expect(signOut).toBeVisible();
    await expect(nav.getByRole("link", { name: "Sign in" })).toBeHidden();
    await signOut.click();
    await expect(page).toHaveURL(siteUrl(slug, "/"));
    const session = await page.evaluate(
      async () => (await (await fetch("/api/session")).json()) as { signedIn: boolean },
    );
    expect(session.signedIn).toBe(false);
  });

  test("Sign out while My Garage is still loading goes home, not to sign in", async ({ page, isMobile }) => {
    await page.goto(siteUrl(slug, "/sign-in?type=garage&redirect=%2Fmy-garage"));
    // The watchlist answers only after the shopper has signed out: it is refused then.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/watchlist", async (route) => {
      await released;
      await route.continue();
    });
    await signInWithCode(page);
    await expect(page).toHaveURL(siteUrl(slug, "/my-garage"));
    await expect(page.getByText("Loading your watchlist…")).toBeVisible();
    // The header has asked who is signed in (its script has run).
    await expect(page.locator('[data-account="signed-in"]:not([hidden])')).toBeAttached();
    await openMenu(page, isMobile);
    const signedOut = page.waitForResponse(
      (response) => response.url().endsWith("/api/session") && response.request().method() === "DELETE",
    );
    await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Sign out" }).click();
    await signedOut;
    release();
    await expect(page).toHaveURL(siteUrl(slug, "/"));
    await page.unrouteAll({ behavior: "wait" });
  });

  test("a dealer without the garage shows neither", async ({ page }) => {
    test.skip(!built("bayside-ford"), "bayside-ford is not built");
    await page.goto(siteUrl("bayside-ford"));
    await expect(page.getByRole("link", { name: "My Garage" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Sign in" })).toHaveCount(0);
  });
});

test.describe("dead ends", () => {
  const slug = "harbour-city-motor-group";
  test.beforeEach(() => test.skip(!built(slug), `${slug} is not built`));

  test("an offer that has ended sends both its addresses to /special-offers?ended={id} (301)", async ({ request }) => {
    const asOf = new Date(sampleDealer(slug).config.feed.asOf ?? Date.now());
    const offers = JSON.parse(readFileSync(`tenants/${slug}/feed/offers.json`, "utf8")) as {
      id: string;
      manufacturer?: string;
      ends_at?: string;
    }[];
    const ended = offers.find((offer) => offer.ends_at && new Date(offer.ends_at) < asOf && offer.manufacturer);
    expect(ended, "the sample feed has an offer that has ended").toBeTruthy();
    for (const path of [`/offers/${ended!.id}`, `/offers/${ended!.manufacturer}/${ended!.id}`]) {
      const [url, options] = directRequest(slug, path);
      const response = await request.get(url, { ...options, maxRedirects: 0 });
      expect(response.status(), path).toBe(301);
      // Naming the offer, so the listing can say that it has ended.
      expect(response.headers().location, path).toBe(`/special-offers?ended=${ended!.id}`);
    }
  });

  test("a sold car's address keeps working", async ({ request }) => {
    const { listed } = sampleDealer(slug);
    const car = findCar(listed, "recently sold car", (c) => c.status === "sold");
    expect((await request.get(...directRequest(slug, `/cars/${car.slug}`))).status()).toBe(200);
  });
});
