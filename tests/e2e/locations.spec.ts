import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "./test.ts";
import { greatCircleKm } from "#lib/geo/distance.ts";
import { lookupPostcode } from "#lib/geo/postcodes.ts";
import { SAMPLE_TENANTS, siteUrl, tenantConfig, type SampleTenant } from "./sample-data.ts";
import { directRequest, primaryLocation, sampleLocations } from "./sample-locations.ts";

const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

async function axeViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  return results.violations.map(
    (v) =>
      `${label}: ${v.id}: ${v.nodes
        .map((n) => n.target.join(" "))
        .slice(0, 3)
        .join(", ")}`,
  );
}

/** What a closed Sunday says on each sample dealer (tenant.json openingHours.closedText). */
const CLOSED_TEXT: Record<SampleTenant, string> = {
  "harbour-city-motor-group": "Closed",
  "bayside-ford": "Enquire Now",
  "outback-caravans": "By appointment only",
};

for (const slug of SAMPLE_TENANTS) {
  const locations = sampleLocations(slug);
  const primary = primaryLocation(slug);

  test.describe(slug, () => {
    test("/dealerships shows every location as a card", async ({ page }) => {
      await page.goto(siteUrl(slug, "/dealerships"));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Dealerships");
      const cards = page.locator("main .location-card");
      await expect(cards).toHaveCount(locations.length);
      for (const location of locations) {
        const card = cards.filter({ has: page.getByRole("link", { name: location.name, exact: true }) });
        await expect(card).toContainText(location.postcode!);
        if (location.phone)
          await expect(card.getByRole("link", { name: new RegExp(location.phone) })).toHaveAttribute(
            "href",
            `tel:${location.phone.replace(/\s/g, "")}`,
          );
      }
      await expect(cards.first().locator("[data-open-status]")).toHaveText(/^(Open now · closes|Closed now)/);
    });

    test("a location page shows address, map, phone and each department's hours by weekday", async ({ page }) => {
      await page.goto(siteUrl(slug, `/locations/${primary.slug}`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(primary.name);
      await expect(page.locator(".location-hero")).toContainText(
        `${primary.street}, ${primary.suburb} ${primary.state} ${primary.postcode}`,
      );
      await expect(page.getByRole("link", { name: /View on map/ }).first()).toHaveAttribute(
        "href",
        /google\.com\/maps\/search\/.*query=/,
      );
      await expect(page.getByRole("link", { name: /^Get Directions/ })).toHaveAttribute(
        "href",
        /google\.com\/maps\/dir\//,
      );
      await expect(page.getByRole("link", { name: primary.phone! }).first()).toBeVisible();
      for (const department of primary.departments) {
        const name = { sales: "Sales", service: "Service", parts: "Parts" }[department.type];
        const table = page.getByRole("table", { name: `${name} opening hours` });
        await expect(table.getByRole("rowheader")).toHaveText([
          "Monday",
          "Tuesday",
          "Wednesday",
          "Thursday",
          "Friday",
          "Saturday",
          "Sunday",
        ]);
      }
      const sales = page.getByRole("table", { name: "Sales opening hours" });
      await expect(sales.getByRole("row", { name: /Monday/ })).toContainText("8:30 am – 5:30 pm");
    });

    test("a closed day says what the dealer configured", async ({ page }) => {
      // Every sample has a department closed on Sunday (service/parts, or sales at a smaller yard).
      const location = locations.find((l) =>
        l.departments.some((d) => d.opening_hours.some((h) => h.weekday === 0 && h.closed)),
      )!;
      await page.goto(siteUrl(slug, `/locations/${location.slug}`));
      const sunday = page.locator(".hours tr[data-weekday='0']").filter({ hasNotText: /am|pm/ }).first();
      await expect(sunday.getByRole("cell")).toHaveText(CLOSED_TEXT[slug]);
      if (CLOSED_TEXT[slug] === "Enquire Now")
        await expect(sunday.getByRole("link", { name: "Enquire Now" })).toHaveAttribute(
          "href",
          `/contact-us/${location.slug}`,
        );
    });

    test("/our-location/{slug} is a permanent redirect to /locations/{slug}", async ({ page, request }) => {
      const [url, options] = directRequest(slug, `/our-location/${primary.slug}`);
      const response = await request.get(url, { ...options, maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(response.headers().location).toBe(`/locations/${primary.slug}/`);
      await page.goto(siteUrl(slug, `/our-location/${primary.slug}`));
      await expect(page).toHaveURL(siteUrl(slug, `/locations/${primary.slug}/`));
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        new RegExp(`/locations/${primary.slug}/$`),
      );
    });

    test("AutoDealer and BreadcrumbList JSON-LD describe the location", async ({ page }) => {
      await page.goto(siteUrl(slug, `/locations/${primary.slug}`));
      const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) =>
        JSON.parse(text),
      );
      const dealer = blocks.find((block) => block["@type"] === "AutoDealer");
      expect(dealer).toMatchObject({
        name: primary.name,
        telephone: primary.phone,
        address: { postalCode: primary.postcode, addressRegion: primary.state },
        geo: { latitude: primary.lat, longitude: primary.lng },
      });
      const specs = dealer.openingHoursSpecification as {
        dayOfWeek?: string;
        name?: string;
        opens: string;
        closes: string;
      }[];
      expect(specs).toContainEqual(
        expect.objectContaining({ dayOfWeek: "https://schema.org/Monday", opens: "08:30", closes: "17:30" }),
      );
      expect(specs).toContainEqual(expect.objectContaining({ name: "Christmas Day", opens: "00:00", closes: "00:00" }));
      const crumbs = blocks.find((block) => block["@type"] === "BreadcrumbList");
      expect(crumbs.itemListElement.map((item: { name: string }) => item.name)).toEqual([
        "Home",
        "Dealerships",
        primary.name,
      ]);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", new RegExp(primary.name));
    });

    test("holiday hours dialog opens and closes by keyboard and gives focus back", async ({ page }) => {
      await page.goto(siteUrl(slug, `/locations/${primary.slug}`));
      const opener = page.getByRole("button", { name: "Holiday hours" });
      await opener.focus();
      await page.keyboard.press("Enter");
      const dialog = page.getByRole("dialog", { name: "Holiday hours" });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole("row", { name: /Christmas Day/ }).first()).toContainText("Closed");
      await expect(dialog.getByRole("row", { name: /Boxing Day/ }).first()).toContainText(/\d:00 am – \d+:00 (am|pm)/);
      await expect(dialog.getByRole("button", { name: "Close holiday hours" })).toBeFocused();
      expect(await axeViolations(page, "dialog")).toEqual([]);
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(dialog).toBeVisible();
      await page.keyboard.press("Enter"); // the focused Close button
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();
    });

    test("location pages, /dealerships and /dealer-locator have no accessibility violations", async ({ page }) => {
      test.slow();
      const violations: string[] = [];
      for (const path of [
        "/dealerships",
        "/dealer-locator",
        ...locations.slice(0, 2).map((l) => `/locations/${l.slug}`),
      ]) {
        await page.goto(siteUrl(slug, path));
        await expect(page.locator("[data-open-status]").first()).toBeVisible();
        violations.push(...(await axeViolations(page, path)));
      }
      expect(violations).toEqual([]);
    });
  });
}

test.describe("open now is decided at view time in the dealer's time zone", () => {
  // Tue 24 Nov 2026, 22:15 UTC on the 23rd: 9:15 am in Sydney (daylight saving, UTC+11), 8:15 am in Brisbane (no DST, UTC+10).
  const instant = new Date("2026-11-23T22:15:00Z");

  test("Sydney is open while Brisbane, an hour behind in summer, is not yet", async ({ page }) => {
    await page.clock.setFixedTime(instant);
    await page.goto(siteUrl("harbour-city-motor-group", "/locations/artarmon"));
    await expect(page.locator(".location-hero [data-open-status]")).toHaveText("Open now · closes 5:30 pm");
    await page.goto(siteUrl("outback-caravans", "/locations/burpengary"));
    await expect(page.locator(".location-hero [data-open-status]")).toHaveText("Closed now · opens today 8:30 am");
  });

  test("a yard closed on Sunday says when it opens", async ({ page }) => {
    await page.clock.setFixedTime(new Date("2026-11-22T00:00:00Z")); // Sunday 11 am in Sydney
    await page.goto(siteUrl("harbour-city-motor-group", "/locations/artarmon"));
    await expect(page.locator(".location-hero [data-open-status]")).toHaveText("Closed now · opens tomorrow 8:30 am");
    // Parramatta trades on Sundays.
    await page.goto(siteUrl("harbour-city-motor-group", "/locations/parramatta"));
    await expect(page.locator(".location-hero [data-open-status]")).toHaveText("Open now · closes 4:00 pm");
  });

  test("special hours override the week: Christmas Day is closed", async ({ page }) => {
    await page.clock.setFixedTime(new Date("2026-12-24T23:00:00Z")); // Fri 25 Dec, 10 am in Sydney
    await page.goto(siteUrl("harbour-city-motor-group", "/locations/artarmon"));
    await expect(page.locator(".location-hero [data-open-status]")).toHaveText("Closed now · opens tomorrow 10:00 am");
  });
});

test.describe("Our Locations carousel", () => {
  test("lists every location and scrolls with its buttons", async ({ page }) => {
    await page.goto(siteUrl("harbour-city-motor-group", "/locations/artarmon"));
    const carousel = page.getByRole("region", { name: "Our Locations" });
    await expect(carousel.locator(".location-card")).toHaveCount(sampleLocations("harbour-city-motor-group").length);
    const track = carousel.locator("[data-carousel-track]");
    await carousel.scrollIntoViewIfNeeded();
    await carousel.getByRole("button", { name: "Next locations" }).click();
    await expect.poll(() => track.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    await carousel.getByRole("button", { name: "Previous locations" }).click();
    await expect.poll(() => track.evaluate((element) => element.scrollLeft)).toBe(0);
  });
});

test.describe("dealer locator", () => {
  const slug = "harbour-city-motor-group";
  const locations = sampleLocations(slug);

  function expectedOrder(lat: number, lng: number) {
    return [...locations]
      .sort(
        (a, b) =>
          greatCircleKm({ lat, lng }, { lat: a.lat!, lng: a.lng! }) -
          greatCircleKm({ lat, lng }, { lat: b.lat!, lng: b.lng! }),
      )
      .map((l) => l.name);
  }

  test("sorts every location nearest first from a postcode, with distances", async ({ page }) => {
    await page.goto(siteUrl(slug, "/dealer-locator"));
    const postcode = page.getByLabel("Your postcode");
    await postcode.fill("2100");
    await page.getByRole("button", { name: "Find nearest" }).click();
    await expect(page.getByRole("status")).toHaveText("Showing locations nearest to postcode 2100 first.");
    const place = lookupPostcode("2100")!;
    const names = page.locator("[data-locator-list] .location-card__name");
    await expect(names).toHaveText(expectedOrder(place.lat, place.lng));
    await expect(page.locator("[data-locator-list] [data-distance]").first()).toHaveText(/^\d+(\.\d)? k?m away$/);
    await expect(page.locator("[data-locator-list] [data-distance]")).toHaveCount(locations.length);
  });

  test("says 'Invalid postcode. Please enter a 4-digit number.' for a bad postcode", async ({ page }) => {
    await page.goto(siteUrl(slug, "/dealer-locator"));
    const postcode = page.getByLabel("Your postcode");
    await postcode.fill("21a");
    await postcode.press("Enter");
    await expect(page.getByRole("alert")).toHaveText("Invalid postcode. Please enter a 4-digit number.");
    await expect(postcode).toHaveAttribute("aria-invalid", "true");
    await expect(postcode).toBeFocused();
    await postcode.fill("");
    await postcode.press("Enter");
    await expect(page.getByRole("alert")).toHaveText("Please enter a postcode.");
    await postcode.fill("0999");
    await postcode.press("Enter");
    await expect(page.getByRole("alert")).toHaveText("We couldn't find postcode 0999. Please check it and try again.");
  });

  test.describe("with the browser's location allowed", () => {
    test.use({ geolocation: { latitude: -33.835, longitude: 151.047 }, permissions: ["geolocation"] });
    test("sorts from where the shopper is", async ({ page }) => {
      await page.goto(siteUrl(slug, "/dealer-locator"));
      await page.getByRole("button", { name: "Use my location" }).click();
      await expect(page.getByRole("status")).toHaveText("Showing locations nearest to your location first.");
      await expect(page.locator("[data-locator-list] .location-card__name")).toHaveText(
        expectedOrder(-33.835, 151.047),
      );
    });
  });

  test("works for a one-yard dealer too", async ({ page }) => {
    await page.goto(siteUrl("bayside-ford", "/dealer-locator"));
    await page.getByLabel("Your postcode").fill("3000");
    await page.getByRole("button", { name: "Find nearest" }).click();
    await expect(page.locator("[data-locator-list] [data-distance]")).toHaveText(/km away/);
    expect(tenantConfig("bayside-ford").name).toBe("Bayside Ford");
  });
});

test.describe("small screens", () => {
  test("nothing overflows sideways at 320 px", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    for (const slug of SAMPLE_TENANTS) {
      for (const path of [`/locations/${primaryLocation(slug).slug}`, "/dealerships", "/dealer-locator"]) {
        await page.goto(siteUrl(slug, path));
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `${slug}${path}`).toBeLessThanOrEqual(0);
      }
    }
  });
});
