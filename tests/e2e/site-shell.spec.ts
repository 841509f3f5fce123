import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./test.ts";
import { dollars, pricedCar, SAMPLE_TENANTS, siteUrl, tenantConfig } from "./sample-data.ts";

for (const slug of SAMPLE_TENANTS) {
  const config = tenantConfig(slug);

  test.describe(`${slug}`, () => {
    test("home page shows the dealer, its template and priced stock", async ({ page }) => {
      await page.goto(siteUrl(slug));
      await expect(page).toHaveTitle(config.name);
      await expect(page.locator("html")).toHaveAttribute("data-template", config.template);
      await expect(page.getByRole("banner").getByRole("link", { name: `${config.name} home` })).toBeVisible();
      const cards = page.locator(".car-card");
      await expect(cards.first()).toBeVisible();
      await expect(cards.first().locator(".price__amount")).toHaveText(
        /^\$\d{1,3}(,\d{3})*|Enquire for price|PREORDER/,
      );
      await expect(page.getByRole("contentinfo").getByText("We accept:")).toBeVisible();
      for (const method of ["Mastercard", "Visa", "Maestro", "Google Pay", "Apple Pay"]) {
        await expect(page.getByRole("contentinfo").getByRole("img", { name: method })).toBeAttached();
      }
    });

    test("a car page shows the car with its price", async ({ page }) => {
      const car = pricedCar(slug);
      await page.goto(siteUrl(slug, `/cars/${car.slug}`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(car.name);
      await expect(page.locator(".sidebar .price__amount")).toHaveText(dollars(car.price));
      if (car.price_type === "Drive Away" || car.price_type === "Excl. Govt. Charges") {
        await expect(page.locator(".sidebar .price__label")).toHaveText(car.price_type);
      }
    });

    test("home and car pages have no accessibility violations", async ({ page }) => {
      test.slow(); // axe over several pages
      for (const path of ["/", `/cars/${pricedCar(slug).slug}`]) {
        await page.goto(siteUrl(slug, path));
        const results = await new AxeBuilder({ page })
          .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
          .analyze();
        expect(
          results.violations.map(
            (v) =>
              `${path}: ${v.id}: ${v.nodes
                .map((n) => n.target.join(" "))
                .slice(0, 3)
                .join(", ")}`,
          ),
        ).toEqual([]);
      }
    });

    test("nothing overflows sideways at 320 px", async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 640 });
      for (const path of ["/", `/cars/${pricedCar(slug).slug}`]) {
        await page.goto(siteUrl(slug, path));
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, path).toBeLessThanOrEqual(0);
      }
    });
  });
}

test.describe("header menus by keyboard", () => {
  test("skip link, Models and Locations dropdowns open with Enter and close with Escape", async ({
    page,
    isMobile,
  }) => {
    await page.goto(siteUrl("harbour-city-motor-group"));
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
    if (isMobile) {
      const toggle = page.getByRole("button", { name: "Menu" });
      await toggle.focus();
      await page.keyboard.press("Enter");
      await expect(toggle).toHaveAttribute("aria-expanded", "true");
    }
    const models = page.locator("summary", { hasText: "Models" });
    await models.focus();
    await page.keyboard.press("Enter");
    const firstModel = page.locator("details[open] .menu__panel a").first();
    await expect(firstModel).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.locator("details[open]")).toHaveCount(0);
    await expect(models).toBeFocused();

    const locations = page.locator("summary", { hasText: "Locations" });
    await locations.focus();
    await page.keyboard.press("Enter");
    await expect(page.locator("details[open] .locations-menu li")).not.toHaveCount(0);
    const count = await page.locator("details[open] .locations-menu li").count();
    expect(count).toBeGreaterThanOrEqual(4);
  });

  test("the phone menu is folded until the Menu button opens it", async ({ page, isMobile }) => {
    test.skip(!isMobile, "the Menu button exists on small screens only");
    await page.goto(siteUrl("bayside-ford"));
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav).toBeHidden();
    await page.getByRole("button", { name: "Menu" }).click();
    await expect(nav).toBeVisible();
    await expect(nav.getByText("Models")).toBeVisible();
  });
});

test("the service banner stays dismissed until it changes", async ({ page }) => {
  const slug = SAMPLE_TENANTS.find((s) => tenantConfig(s).serviceBanner?.enabled);
  test.skip(!slug, "no sample dealer has the service banner on");
  await page.goto(siteUrl(slug!));
  const banner = page.getByRole("region", { name: "Service announcement" });
  await expect(banner).toBeVisible();
  await banner.getByRole("button", { name: "Dismiss service announcement" }).click();
  await expect(banner).toBeHidden();
  await page.reload();
  await expect(banner).toBeHidden();
  // A new banner (other words or link, as an editor publishes) shows again to one who closed the last.
  await page.evaluate(() => localStorage.setItem("forecourt:service-banner-dismissed", "an-older-one"));
  await page.reload();
  await expect(banner).toBeVisible();
});

test("result cards carry the watchlist button only where the garage is on, and it asks an anonymous shopper to sign in", async ({
  page,
}) => {
  await page.goto(siteUrl("bayside-ford"));
  await expect(page.locator(".car-card").first()).toBeVisible();
  await expect(page.locator(".car-card").getByRole("button", { name: /watchlist/ })).toHaveCount(0);

  await page.goto(siteUrl("harbour-city-motor-group"));
  const first = page
    .locator(".car-card")
    .first()
    .getByRole("button", { name: /watchlist/ });
  await first.scrollIntoViewIfNeeded();
  await expect
    .poll(() => first.evaluate((element) => element.closest("astro-island")?.hasAttribute("ssr") ?? false))
    .toBe(false);
  await first.click();
  await expect(page).toHaveURL(/\/sign-in\?type=watchlist&redirect=/);
});
