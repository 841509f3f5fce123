import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./test.ts";
import { hydrated } from "./islands.ts";
import { SAMPLE_TENANTS, siteUrl } from "./sample-data.ts";
import { jsonLdOfType, sampleContent } from "./sample-content.ts";

const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
const NO_OFFERS = "There appears to be no offers currently available that meet the conditions of your search";

for (const slug of SAMPLE_TENANTS) {
  const { current } = sampleContent(slug);

  test(`${slug}: /special-offers lists the running offers, 21 a page`, async ({ page }) => {
    await page.goto(siteUrl(slug, "/special-offers"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Special Offers");
    await expect(page.locator(".offers__count")).toHaveText(`${current.length} offers`);
    await expect(page.locator(".offer-card")).toHaveCount(Math.min(21, current.length));
    // Cards cut the description at 160 characters; the offer page has it all.
    const long = current.find((o) => (o.description ?? "").length > 160 && current.indexOf(o) < 21);
    if (long) {
      const text = await page.locator(`.offer-card[data-offer-id="${long.id}"] .offer-card__text`).textContent();
      expect(text!.endsWith("…")).toBe(true);
      expect(text!.length).toBeLessThanOrEqual(161);
    }
  });
}

test.describe("harbour-city-motor-group offers", () => {
  const { current, config } = sampleContent("harbour-city-motor-group");

  test("pagination: page 2 holds the rest, at its own address", async ({ page }) => {
    expect(current.length, "the sample has more than one page of offers").toBeGreaterThan(21);
    await page.goto(siteUrl("harbour-city-motor-group", "/special-offers"));
    await page.getByRole("navigation", { name: "Offer pages" }).getByRole("link", { name: "Next page" }).click();
    await expect(page).toHaveURL(/\/special-offers\?page=2$/);
    await expect(page.locator(".offer-card")).toHaveCount(current.length - 21);
    await expect(
      page.getByRole("navigation", { name: "Offer pages" }).getByRole("link", { name: "Page 2" }),
    ).toHaveAttribute("aria-current", "page");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      `${config.siteUrl}/special-offers?page=2`,
    );
  });

  test("filters by make and offer type with plain links", async ({ page }) => {
    const kia = current.filter((o) => o.manufacturer === "kia");
    await page.goto(siteUrl("harbour-city-motor-group", "/special-offers"));
    await page.getByRole("navigation", { name: "Make" }).getByRole("link", { name: /^Kia/ }).click();
    await expect(page).toHaveURL(/\/special-offers\?make=kia$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kia Special Offers");
    await expect(page.locator(".offer-card")).toHaveCount(kia.length);
    await expect(page.locator(".offer-card__kicker").first()).toHaveText(/^Kia/);
    const kiaDemo = kia.filter((o) => o.car_type === "demo");
    await page.getByRole("navigation", { name: "Offer type" }).getByRole("link", { name: /^Demo/ }).click();
    await expect(page).toHaveURL(/\/special-offers\?make=kia&type=demo$/);
    await expect(page.locator(".offer-card")).toHaveCount(kiaDemo.length);
  });

  test("no matching offers: the spec's message and Clear Filters back to /special-offers", async ({ page }) => {
    const makes = [...new Set(current.map((o) => o.manufacturer))];
    const empty = makes.find((make) => !current.some((o) => o.manufacturer === make && o.car_type === "demo"));
    expect(empty, "a make without demo offers").toBeTruthy();
    await page.goto(siteUrl("harbour-city-motor-group", `/special-offers?make=${empty}&type=demo`));
    await expect(page.getByText(NO_OFFERS)).toBeVisible();
    await expect(page.locator(".offer-card")).toHaveCount(0);
    await page.getByRole("link", { name: "Clear Filters" }).click();
    await expect(page).toHaveURL(/\/special-offers$/);
    await expect(page.locator(".offer-card")).toHaveCount(21);
  });

  test("an offer page: short address redirects, whole description, terms, Offer JSON-LD and an enquiry with the offer", async ({
    page,
  }) => {
    const offer = current.find((o) => (o.description ?? "").length > 200 && o.terms)!;
    await page.goto(siteUrl("harbour-city-motor-group", `/offers/${offer.id}`));
    await expect(page).toHaveURL(new RegExp(`/offers/${offer.manufacturer}/${offer.id}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(offer.title);
    await expect(page.locator(".offer__description")).toHaveText(offer.description!);
    await expect(page.getByRole("region", { name: "Terms and conditions" })).toContainText(offer.terms!);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      `${config.siteUrl}/offers/${offer.manufacturer}/${offer.id}`,
    );
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLdOfType(blocks, "Offer")).toMatchObject({
      name: offer.title,
      price: offer.price,
      priceCurrency: "AUD",
      url: `${config.siteUrl}/offers/${offer.manufacturer}/${offer.id}`,
    });
    expect(jsonLdOfType(blocks, "BreadcrumbList")).toMatchObject({
      itemListElement: [{ name: "Home" }, { name: "Special Offers" }, { name: offer.title }],
    });
    await page.getByRole("link", { name: "Enquire about this offer" }).click();
    await expect(page).toHaveURL(new RegExp(`/contact-us\\?offer=${offer.id}&offer_title=`));
    const comments = page.getByRole("textbox", { name: /Comments/ });
    await hydrated(page, comments);
    // The enquiry names the offer the shopper saw, not its feed id.
    await expect(comments).toHaveValue(`I'd like to know more about the special offer "${offer.title}".`);
  });

  test("an ended offer's address lands on the listing, which says the offer has ended", async ({ page }) => {
    const { offers, now } = sampleContent("harbour-city-motor-group");
    const ended = offers.find((o) => o.ends_at && Date.parse(o.ends_at) < now.getTime() && o.manufacturer);
    expect(ended, "the sample feed has an offer that has ended").toBeTruthy();
    for (const path of [`/offers/${ended!.manufacturer}/${ended!.id}`, `/offers/${ended!.id}`]) {
      await page.goto(siteUrl("harbour-city-motor-group", path));
      await expect(page).toHaveURL(new RegExp(`/special-offers\\?ended=${ended!.id}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Special Offers");
      await expect(page.locator("[data-offer-ended]")).toBeVisible();
      await expect(page.locator("[data-offer-ended]")).toHaveText("That offer has ended. Here are our current offers.");
      await expect(page.locator(".offer-card")).toHaveCount(Math.min(21, current.length));
    }
    // The listing reached any other way says nothing of it.
    await page.goto(siteUrl("harbour-city-motor-group", "/special-offers"));
    await expect(page.locator(".offer-card").first()).toBeVisible();
    await expect(page.locator("[data-offer-ended]")).toBeHidden();
  });

  test("no accessibility violations on the list, an empty filter and an offer page", async ({ page }) => {
    test.slow(); // axe over several pages
    const offer = current[0]!;
    for (const path of [
      "/special-offers",
      "/special-offers?make=volkswagen&type=demo",
      `/offers/${offer.manufacturer}/${offer.id}`,
    ]) {
      await page.goto(siteUrl("harbour-city-motor-group", path));
      const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
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
});
