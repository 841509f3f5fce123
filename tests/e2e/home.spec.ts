import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "./test.ts";
import { hydrated } from "./islands.ts";
import { SAMPLE_TENANTS, siteUrl } from "./sample-data.ts";
import { sampleContent } from "./sample-content.ts";
import { searchReady } from "./search-support.ts";

const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** The prices the budget box counts: the searchable cars in the site's own search index, and the sold ones among them. */
async function indexPrices(page: Page): Promise<{ prices: number[]; sold: number[] }> {
  const docs = await page.evaluate(
    async () => (await fetch("/search-index.json")).json() as Promise<{ price?: number; status: string }[]>,
  );
  const priced = docs.filter((d) => typeof d.price === "number");
  return { prices: priced.map((d) => d.price!), sold: priced.filter((d) => d.status === "sold").map((d) => d.price!) };
}

/** The budget box, once its island is interactive. */
async function budgetBox(page: Page, plural: string) {
  const box = page.getByRole("form", { name: `Find ${plural} for your budget` });
  await hydrated(page, box);
  await expect(box).toHaveAttribute("data-ready", "true");
  return box;
}

for (const slug of SAMPLE_TENANTS) {
  const content = sampleContent(slug);
  const { config } = content;
  const item = config.itemLabel;

  test.describe(`${slug} home page`, () => {
    test("shows the hero, budget box, body types, cars, offers, reviews, sales counter and trade-in FAQ", async ({
      page,
    }) => {
      await page.goto(siteUrl(slug));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(config.hero.heading);
      await expect(page.getByRole("heading", { name: `Find ${item.plural} for your budget` })).toBeVisible();
      const bodyLinks = page.getByRole("region", { name: "Browse by body type" }).getByRole("link");
      expect(await bodyLinks.count()).toBeGreaterThan(0);
      await expect(bodyLinks.first()).toHaveAttribute("href", /^\/search\/new-used-and-demo-cars\?body=/);
      await expect(page.getByRole("heading", { name: `Featured ${item.plural}` })).toBeVisible();
      await expect(
        page
          .getByRole("region", { name: `Featured ${item.plural}` })
          .locator(".car-card")
          .first(),
      ).toBeVisible();
      if (content.current.length > 0) {
        const offers = page.getByRole("region", { name: "Special offers" });
        await expect(offers.locator(".offer-card")).toHaveCount(Math.min(3, content.current.length));
        await expect(
          offers.getByRole("link", { name: `All special offers (${content.current.length})` }),
        ).toHaveAttribute("href", "/special-offers");
      }
      // Sold this calendar month (Sydney or the dealer's zone), counted from the feed.
      const month = new Intl.DateTimeFormat("en-CA", { year: "numeric", month: "2-digit", timeZone: config.timeZone })
        .format(content.now)
        .slice(0, 7);
      const sold = content.cars.filter(
        (c) =>
          c.status === "sold" &&
          c.sold_at &&
          Date.parse(c.sold_at) <= content.now.getTime() &&
          new Intl.DateTimeFormat("en-CA", { year: "numeric", month: "2-digit", timeZone: config.timeZone })
            .format(new Date(c.sold_at))
            .slice(0, 7) === month,
      ).length;
      await expect(page.locator(".sales-counter")).toHaveText(`${sold} Sales this Month`);
      // Trade-in FAQ: native disclosure, opens from the keyboard.
      const question = page.getByText("What should I bring?");
      await question.focus();
      await page.keyboard.press("Enter");
      await expect(page.getByText("Your driver's licence, the registration papers")).toBeVisible();
    });

    test("reviews: only 4 stars and up, text cut at 160 with the rest readable", async ({ page }) => {
      // The 12 newest reviews rated 4 or more.
      const shown = content.reviews
        .filter((r) => r.rating >= 4 && r.text)
        .sort((a, b) => (b.date ?? "").localeCompare(a.date ?? ""))
        .slice(0, 12);
      expect(shown.length, "the sample has more than 3 good reviews").toBeGreaterThan(3);
      await page.goto(siteUrl(slug));
      const slider = page.getByRole("region", { name: "Customer reviews" });
      await hydrated(page, slider.getByRole("button", { name: /automatic rotation/ }));
      await expect(slider.locator("[aria-roledescription=slide]")).toHaveCount(shown.length);
      await expect(slider.getByRole("img", { name: /Rated [123](\.\d)? out of 5/ })).toHaveCount(0);
      const long = shown.find((r) => r.text!.length > 160);
      if (long) {
        const slide = slider.locator("[aria-roledescription=slide]").filter({ hasText: long.author }).first();
        await expect(slide.locator("blockquote")).toHaveText(/…$/);
        expect((await slide.locator("blockquote").textContent())!.length).toBeLessThanOrEqual(161);
        await expect(slide.getByRole("button", { name: `Read more of the review by ${long.author}` })).toBeAttached();
      }
    });

    test("the budget box counts matching stock as you type and searches that price range", async ({ page }) => {
      await page.goto(siteUrl(slug));
      const { prices, sold } = await indexPrices(page);
      const sorted = [...prices].sort((a, b) => a - b);
      const min = Math.floor(sorted[Math.floor(sorted.length / 4)]! / 1000) * 1000;
      const max = Math.ceil(sorted[Math.floor((sorted.length * 3) / 4)]! / 1000) * 1000;
      const within = (p: number) => p >= min && p <= max;
      const expected = prices.filter(within).length;
      // Search lists recently sold cars too; the box says how many of its count they are.
      const soldWithin = sold.filter(within).length;
      const soldNote = soldWithin > 0 ? ` (${soldWithin} recently sold)` : "";
      const box = await budgetBox(page, item.plural);
      await box.getByRole("textbox", { name: "Minimum price" }).focus();
      await page.keyboard.type(String(min));
      await page.keyboard.press("Tab");
      await expect(box.getByRole("textbox", { name: "Maximum price" })).toBeFocused();
      await page.keyboard.type(String(max));
      await expect(box.getByRole("status")).toHaveText(
        expected === 1
          ? `1 ${item.singular} matches your budget${soldNote}`
          : `${expected} ${item.plural} match your budget${soldNote}`,
      );
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(new RegExp(`/search/new-used-and-demo-cars\\?price=${min}(%3A|:)${max}$`));
      await searchReady(page);
      await expect(page.locator(".search-stats")).toHaveAttribute("data-count", String(expected));
    });

    test("the budget box clamps to 0 to 1,000,000 and says when nothing matches", async ({ page }) => {
      await page.goto(siteUrl(slug));
      const box = await budgetBox(page, item.plural);
      const maxInput = box.getByRole("textbox", { name: "Maximum price" });
      await maxInput.fill("2500000");
      await maxInput.press("Tab");
      await expect(maxInput).toHaveValue("1000000");
      const minInput = box.getByRole("textbox", { name: "Minimum price" });
      await minInput.fill("999500");
      await expect(box.getByRole("status")).toHaveText(`No ${item.singular}s found for this budget`);
      // The slider moves in steps of 500 from the keyboard.
      await minInput.fill("");
      await minInput.press("Tab");
      const slider = box.getByRole("slider", { name: "Minimum price slider" });
      await slider.focus();
      await page.keyboard.press("ArrowRight");
      await expect(minInput).toHaveValue("500");
    });

    test("no accessibility violations", async ({ page }) => {
      await page.goto(siteUrl(slug));
      const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
      expect(
        results.violations.map(
          (v) =>
            `${v.id}: ${v.nodes
              .map((n) => n.target.join(" "))
              .slice(0, 3)
              .join(", ")}`,
        ),
      ).toEqual([]);
    });
  });
}

test.describe("home page islands", () => {
  test("the reviews slider pauses on hover and focus, and by its Pause button", async ({ page, isMobile }) => {
    await page.goto(siteUrl("harbour-city-motor-group"));
    const slider = page.getByRole("region", { name: "Customer reviews" });
    const control = await hydrated(page, slider.getByRole("button", { name: /automatic rotation/ }));
    const track = slider.locator("[aria-live]");
    // While rotating, the track is not announced; paused, it is.
    await expect(track).toHaveAttribute("aria-live", "off");
    if (!isMobile) {
      await slider.hover();
      await expect(track).toHaveAttribute("aria-live", "polite");
      await page.mouse.move(0, 0);
      await expect(track).toHaveAttribute("aria-live", "off");
    }
    await slider.getByRole("button", { name: "Next review" }).focus();
    await expect(track).toHaveAttribute("aria-live", "polite");
    await control.focus();
    await page.keyboard.press("Enter");
    await expect(control).toHaveText(/^Play/);
    await page.mouse.move(0, 0);
    await expect(track).toHaveAttribute("aria-live", "polite");
  });

  test("under prefers-reduced-motion the reviews slider starts paused", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto(siteUrl("bayside-ford"));
    const slider = page.getByRole("region", { name: "Customer reviews" });
    const control = await hydrated(page, slider.getByRole("button", { name: /automatic rotation/ }));
    await expect(control).toHaveText(/^Play/);
  });

  test("the sales counter re-reads /sales-this-month.json every 150 seconds", async ({ page }) => {
    await page.clock.install();
    await page.goto(siteUrl("harbour-city-motor-group"));
    const counter = page.locator(".sales-counter");
    await hydrated(page, counter);
    const refetch = page.waitForRequest((req) => new URL(req.url()).pathname === "/sales-this-month.json");
    await page.clock.runFor(150_000);
    const response = await (await refetch).response();
    const data = (await response!.json()) as { count: number };
    await expect(counter.locator("strong")).toHaveText(String(data.count));
  });
});
