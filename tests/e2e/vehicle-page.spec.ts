import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "./test.ts";
import { dollars, SAMPLE_TENANTS, siteUrl } from "./sample-data.ts";
import { hydrated } from "./islands.ts";
import { findCar, sampleDealer } from "../../scripts/support/sample-feed.ts";
import type { Car } from "#lib/feed/car.ts";
import { estimatedWeekly } from "#lib/finance/repayment.ts";
import { overBudget, pageWeight } from "#lib/vehicle/page-budget.ts";

const HARBOUR = "harbour-city-motor-group";
const harbour = sampleDealer(HARBOUR);
const listed = harbour.listed;
const plain = (car: { price?: number; subscription_price?: number; preorder: boolean }) =>
  (car.price ?? 0) > 10 && !car.subscription_price;
const carUrl = (slug: string) => siteUrl(HARBOUR, `/cars/${slug}/`);
const sidebarPrice = (page: Page) => page.locator(".sidebar .price__amount");
const actions = (page: Page) => page.locator(".sidebar__actions a");
// The sticky bars' script has run (StickyVehicleBar.astro marks the header).
const stickyReady = (page: Page) => page.locator(".sticky-vehicle-header");

test.describe("vehicle page states", () => {
  test("in stock: price with its type, was-price rule, actions with the car preset", async ({ page }) => {
    const car = findCar(
      listed,
      "in-stock car with a was-price",
      (c) => c.status === "in_stock" && !c.reserved && plain(c) && (c.before_price ?? 0) > c.price!,
    );
    await page.goto(carUrl(car.slug));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(car.name);
    await expect(sidebarPrice(page)).toHaveText(dollars(car.price!));
    await expect(page.locator(".sidebar .price__was")).toContainText(dollars(car.before_price!));
    // Harbour runs the online purchase: Buy Online comes last.
    await expect(actions(page)).toHaveText([
      "Enquire",
      "Book a Test Drive",
      "Reserve",
      "Get Finance",
      "Trade-In Valuation",
      "Buy Online",
    ]);
    await expect(actions(page).filter({ hasText: "Buy Online" })).toHaveAttribute(
      "href",
      `/checkout-journey?car_id=${car.slug}`,
    );
    await expect(page.getByRole("link", { name: "Get Finance" }).first()).toHaveAttribute(
      "href",
      new RegExp(`car_id=${car.id}.*#finance-form$`),
    );
  });

  test("a was-price its price history does not back (the higher price stood under 28 days) is not shown", async ({
    page,
  }) => {
    const car = findCar(
      harbour.unbacked,
      "listed car whose was-price stood under 28 days",
      (c) => listed.some((shown) => shown.id === c.id) && c.status === "in_stock" && !c.reserved && plain(c),
    );
    await page.goto(carUrl(car.slug));
    await expect(sidebarPrice(page)).toHaveText(dollars(car.price!));
    await expect(page.locator(".sidebar .price__was")).toHaveCount(0);
  });

  test("coming soon: tagged, still priced and actionable", async ({ page }) => {
    const car = findCar(listed, "coming-soon car", (c) => c.status === "coming_soon" && plain(c) && !c.reserved);
    await page.goto(carUrl(car.slug));
    await expect(page.getByRole("list", { name: "Highlights" })).toContainText("COMING SOON");
    await expect(sidebarPrice(page)).toHaveText(dollars(car.price!));
    await expect(actions(page).first()).toHaveText("Enquire");
  });

  test("reserved: tagged RESERVED and cannot be reserved again", async ({ page }) => {
    const car = findCar(listed, "reserved car", (c) => c.reserved && c.status === "in_stock");
    await page.goto(carUrl(car.slug));
    await expect(page.getByRole("list", { name: "Highlights" })).toContainText("RESERVED");
    await expect(page.getByRole("link", { name: "Reserve", exact: true })).toHaveCount(0);
  });

  test("sold within the window: SOLD and Find Me Something Similar instead of price and buttons", async ({ page }) => {
    const car = findCar(listed, "recently sold car", (c) => c.status === "sold");
    await page.goto(carUrl(car.slug));
    await expect(page.locator(".sidebar__sold")).toContainText("SOLD");
    await expect(sidebarPrice(page)).toHaveCount(0);
    await expect(actions(page)).toHaveCount(0);
    await page.getByRole("link", { name: "Find Me Something Similar" }).click();
    await expect(page.locator("#similar-cars")).toBeInViewport();
  });

  test("sold long ago: not built, its URL redirects to a search for the same make and model", async ({ request }) => {
    const car = findCar(harbour.cars, "long-sold car", (c) => c.status === "sold" && !listed.includes(c));
    // Node cannot resolve *.localhost: ask the server directly and name the dealer in a header.
    const response = await request.get(`http://127.0.0.1:${process.env.E2E_PORT ?? 4399}/cars/${car.slug}`, {
      maxRedirects: 0,
      headers: { "x-forecourt-tenant": HARBOUR },
    });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toMatch(/^\/search\/[a-z0-9-]+\/[a-z0-9-]+$/);
  });

  test("no price: PREORDER for a pre-order, the no-price text otherwise", async ({ page }) => {
    const preorder = findCar(
      listed,
      "pre-order car",
      (c) => c.status !== "sold" && (c.price ?? 0) <= 10 && c.preorder && !c.subscription_price,
    );
    await page.goto(carUrl(preorder.slug));
    await expect(sidebarPrice(page)).toHaveText("PREORDER");
    const none = findCar(
      listed,
      "unpriced car",
      (c) => c.status === "in_stock" && (c.price ?? 0) <= 10 && !c.preorder && !c.subscription_price,
    );
    await page.goto(carUrl(none.slug));
    await expect(sidebarPrice(page)).toHaveText(harbour.config.pricing.noPriceText);
  });

  test("subscription price when the dealer has subscriptions on", async ({ page }) => {
    expect(harbour.config.features.subscriptionPricing).toBe(true);
    const car = findCar(listed, "subscription car", (c) => c.status === "in_stock" && (c.subscription_price ?? 0) > 0);
    await page.goto(carUrl(car.slug));
    // A weekly amount, written as one ("$361/week"), without the car's price type ("Drive Away").
    await expect(sidebarPrice(page)).toHaveText(`${dollars(car.subscription_price!)}/week`);
    await expect(page.locator(".sidebar .price__label")).toHaveCount(0);
  });
});

test.describe("vehicle page interactions", () => {
  const gallery = findCar(
    listed,
    "car with many photos",
    (c) => c.status === "in_stock" && c.images.length > 3 && c.spin_images.length === 0,
  );

  test("gallery: thumbnails, and a full-screen modal driven by the keyboard", async ({ page }) => {
    await page.goto(carUrl(gallery.slug));
    await expect(page.getByRole("list", { name: "All photos" }).getByRole("listitem")).toHaveCount(
      gallery.images.length,
    );
    const opener = await hydrated(page, page.getByRole("button", { name: /Open full screen/ }));
    await opener.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAccessibleName(new RegExp(`Photo 1 of ${gallery.images.length}`));
    await page.keyboard.press("ArrowRight");
    await expect(dialog).toHaveAccessibleName(new RegExp(`Photo 2 of ${gallery.images.length}`));
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test("features: 8 shown, Show All reveals the rest and Hide folds them", async ({ page }) => {
    const car = findCar(listed, "car with more than 8 features", (c) => c.standardEquipment.length > 8);
    await page.goto(carUrl(car.slug));
    const list = page.getByRole("list", { name: "Features" });
    const last = list.getByText(car.standardEquipment.at(-1)!, { exact: true });
    await expect(last).toBeHidden();
    await (await hydrated(page, page.getByRole("button", { name: "Show All" }))).click();
    await expect(last).toBeVisible();
    await page.getByRole("button", { name: "Hide" }).click();
    await expect(last).toBeHidden();
  });

  test("sticky header after 500 px of scroll; sticky bottom bar on phones after 900 px", async ({ page, isMobile }) => {
    await page.goto(carUrl(gallery.slug));
    const header = page.getByRole("complementary", { name: `${gallery.name}: quick actions` });
    await expect(page.locator(".sticky-vehicle-header")).toHaveAttribute("data-ready", "true");
    await expect(header).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 650));
    await expect(header).toBeVisible();
    await expect(header).toContainText(dollars(gallery.price!));
    await expect(header.getByRole("link", { name: "Get Finance" })).toBeVisible();
    const bar = page.getByRole("complementary", { name: `Enquire about ${gallery.name}` });
    await page.evaluate(() => window.scrollTo(0, 1000));
    if (isMobile) await expect(bar).toBeVisible();
    else await expect(bar).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toBeHidden();
  });

  // Spec §5: a repayment of 25 or less shows 'Enquire for Finance', never the tiny figure.
  test("sticky header: est. weekly finance, or 'Enquire for Finance' when the weekly figure is $25 or less", async ({
    page,
  }) => {
    const weeklyOf = (car: Car) => estimatedWeekly(car.price!, harbour.config.finance.calculator);
    const cheap = findCar(listed, "in-stock car financed at $25 a week or less", (c) => {
      return c.status === "in_stock" && plain(c) && weeklyOf(c) <= harbour.config.finance.calculator.enquireThreshold;
    });
    const header = page.getByRole("complementary", { name: `${cheap.name}: quick actions` });
    await page.goto(carUrl(cheap.slug));
    await expect(stickyReady(page)).toHaveAttribute("data-ready", "true");
    await page.evaluate(() => window.scrollTo(0, 650));
    await expect(header).toContainText(dollars(cheap.price!));
    await expect(header).toContainText("Enquire for Finance");
    await expect(header).not.toContainText("/wk");

    const header2 = page.getByRole("complementary", { name: `${gallery.name}: quick actions` });
    await page.goto(carUrl(gallery.slug));
    await expect(stickyReady(page)).toHaveAttribute("data-ready", "true");
    await page.evaluate(() => window.scrollTo(0, 650));
    await expect(header2).toContainText(`est. ${dollars(Math.round(weeklyOf(gallery)))}/wk`);
    await expect(header2).not.toContainText("Enquire for Finance");
  });

  test("phone reveal: masked until clicked, then a lead event is sent", async ({ page }) => {
    await page.goto(carUrl(gallery.slug));
    const card = page.getByRole("region", { name: "Call the dealer" });
    await expect(card).toContainText("XXXX");
    // The page reports its own events too (a car view); this is the one the click sends.
    const beacon = page.waitForRequest(
      (request) =>
        request.url().endsWith("/api/events") &&
        request.method() === "POST" &&
        (JSON.parse(request.postData() ?? "{}") as { id?: number }).id === 14,
    );
    await (await hydrated(page, card.getByRole("button", { name: /Show number/ }))).click();
    const request = await beacon;
    expect(JSON.parse(request.postData() ?? "{}")).toMatchObject({ id: 14, payload: { car_id: gallery.id } });
    // The events function accepted and stored it.
    expect((await request.response())?.status()).toBe(204);
    await expect(card.getByRole("link")).toHaveAttribute("href", /^tel:\d+$/);
  });

  test("favourite is kept after a reload", async ({ page }) => {
    await page.goto(carUrl(gallery.slug));
    const save = await hydrated(page, page.getByRole("button", { name: `Save ${gallery.name} to favourites` }));
    await expect(save).toHaveAttribute("aria-pressed", "false");
    await save.click();
    await expect(save).toHaveAttribute("aria-pressed", "true");
    await page.reload();
    await expect(await hydrated(page, save)).toHaveAttribute("aria-pressed", "true");
  });

  test("print: 'Preparing...' then the printable page, which prints itself; the old per-car address leads there too", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed++;
      };
    });
    await page.goto(carUrl(gallery.slug));
    const print = await hydrated(page, page.getByRole("link", { name: "Print" }));
    await print.click();
    await expect(page).toHaveURL(new RegExp(`/print\\?car_id=${gallery.slug}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(gallery.name);
    await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    await expect(page.getByRole("status")).toHaveText("Ready to print.");
    await page.goto(siteUrl(HARBOUR, `/cars/${gallery.slug}/print/`));
    await expect(page).toHaveURL(new RegExp(`/print\\?car_id=${gallery.slug}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(gallery.name);
  });

  test("360 spin: Spin / Images / Interior, and arrow keys turn the car", async ({ page }) => {
    const car = findCar(listed, "car with a spin", (c) => c.spin_images.length > 0);
    await page.goto(carUrl(car.slug));
    const modes = page.getByRole("group", { name: `How to view ${car.name}` });
    await expect(modes.getByRole("button")).toHaveText(["Spin", "Images", "Interior"]);
    await (await hydrated(page, modes.getByRole("button", { name: "Spin" }))).click();
    const spinner = page.getByRole("slider", { name: /360° view/ });
    await spinner.focus();
    const before = await spinner.getAttribute("aria-valuenow");
    await page.keyboard.press("ArrowRight");
    await expect(spinner).not.toHaveAttribute("aria-valuenow", before!);
  });

  test("video: nothing from the video host loads until the shopper asks", async ({ page }) => {
    const car = findCar(listed, "car with a video", (c) => Boolean(c.external_video_url) && c.status !== "sold");
    const external: string[] = [];
    page.on("request", (request) => {
      if (!request.url().includes(".localhost")) external.push(request.url());
    });
    await page.route(/youtube/, (route) => route.fulfill({ status: 204 }));
    await page.goto(carUrl(car.slug));
    await hydrated(page, page.getByRole("button", { name: /Play video/ }));
    expect(external).toEqual([]);
    await page.getByRole("button", { name: /Play video/ }).click();
    await expect(page.locator("iframe[src*='youtube-nocookie.com/embed/']")).toBeAttached();
  });
});

test.describe("vehicle page extras", () => {
  const elsewhere = findCar(
    listed,
    "car at a non-primary yard",
    (c) => c.status === "in_stock" && Boolean(c.location_id) && c.location_id !== harbour.config.primaryLocationId,
  );

  test("a car at another yard says where it is, with directions", async ({ page }) => {
    await page.goto(carUrl(elsewhere.slug));
    const city = elsewhere.city ?? "";
    await expect(page.getByText(`Located at ${city}`)).toBeVisible();
    await expect(page.getByRole("link", { name: /Get Directions/ }).first()).toHaveAttribute(
      "href",
      /^https:\/\/www\.google\.com\/maps\/dir\//,
    );
  });

  test("Share copies the link and says 'Copied' for a moment", async ({ page, context, isMobile }) => {
    test.skip(isMobile, "phones use the native share sheet");
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto(carUrl(elsewhere.slug));
    await page.evaluate(() => {
      Object.defineProperty(navigator, "share", { value: undefined, configurable: true });
    });
    const share = await hydrated(page, page.getByRole("button", { name: "Share" }));
    await share.click();
    await expect(page.getByRole("button", { name: "Copied" })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${harbour.config.siteUrl}/cars/${elsewhere.slug}/`,
    );
    await expect(page.getByRole("button", { name: "Share" })).toBeVisible({ timeout: 3000 });
  });

  test("visited cars are remembered, newest first", async ({ page }) => {
    const other = findCar(listed, "second in-stock car", (c) => c.status === "in_stock" && c.id !== elsewhere.id);
    for (const car of [elsewhere, other]) {
      await page.goto(carUrl(car.slug));
      await expect.poll(() => page.evaluate(() => localStorage.getItem("forecourt:viewed") ?? "")).toContain(car.slug);
    }
    const viewed = JSON.parse((await page.evaluate(() => localStorage.getItem("forecourt:viewed"))) ?? "[]") as {
      slug: string;
    }[];
    expect(viewed.slice(0, 2).map((entry) => entry.slug)).toEqual([other.slug, elsewhere.slug]);
  });

  test("reviews rated 4 or more rotate in a slider that can be paused", async ({ page }) => {
    await page.goto(carUrl(elsewhere.slug));
    const reviews = page.locator("#reviews");
    const pause = await hydrated(page, reviews.getByRole("button", { name: "Pause" }));
    await expect(reviews.getByText(/Rated [0-3] out of 5/)).toHaveCount(0);
    await pause.click();
    await expect(reviews.getByRole("button", { name: "Play" })).toBeVisible();
  });
});

test.describe("vehicle page for search engines and everyone", () => {
  test("JSON-LD Car with an Offer in AUD, and a breadcrumb", async ({ page }) => {
    const car = findCar(listed, "plain in-stock car", (c) => c.status === "in_stock" && plain(c) && Boolean(c.vin));
    await page.goto(carUrl(car.slug));
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const data = blocks.map((text) => JSON.parse(text));
    const carLd = data.find((item) => item["@type"] === "Car");
    expect(carLd).toMatchObject({
      vehicleIdentificationNumber: car.vin,
      offers: { "@type": "Offer", price: car.price, priceCurrency: "AUD", availability: "https://schema.org/InStock" },
    });
    expect(data.find((item) => item["@type"] === "BreadcrumbList")).toBeTruthy();
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /^https:\/\//);
  });

  test("no accessibility violations on coming-soon, sold, spin and video pages", async ({ page }) => {
    test.slow(); // axe over several pages
    const pages = [
      findCar(listed, "coming-soon car", (c) => c.status === "coming_soon"),
      findCar(listed, "sold car", (c) => c.status === "sold"),
      findCar(listed, "spin car", (c) => c.spin_images.length > 0),
      findCar(listed, "video car", (c) => Boolean(c.external_video_url)),
    ];
    for (const car of pages) {
      await page.goto(carUrl(car.slug));
      const results = await new AxeBuilder({ page })
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
        .analyze();
      expect(
        results.violations.map(
          (v) =>
            `${car.slug}: ${v.id}: ${v.nodes
              .map((n) => n.target.join(" "))
              .slice(0, 3)
              .join(", ")}`,
        ),
      ).toEqual([]);
    }
  });
});

for (const slug of SAMPLE_TENANTS) {
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a test asks for from this pattern; it needs none.
  test(`${slug}: every built car page within its islands and HTML budget`, async ({}, testInfo) => {
    test.skip(testInfo.project.name !== "desktop", "reads the built files once");
    const cars = join("dist", slug, "cars");
    test.skip(!existsSync(cars), `${slug} is not built (npm run build -- ${slug})`);
    const pages = readdirSync(cars).filter((name) => existsSync(join(cars, name, "car.json")));
    expect(pages.length).toBeGreaterThan(10);
    const over = pages.flatMap((name) => {
      const problems = overBudget(pageWeight(readFileSync(join(cars, name, "index.html"), "utf8")));
      return problems.length > 0 ? [`/cars/${name}/: ${problems.join(", ")}`] : [];
    });
    expect(over, "car pages over budget").toEqual([]);
  });
}
