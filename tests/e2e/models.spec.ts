import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./test.ts";
import { siteUrl, type SampleTenant } from "./sample-data.ts";
import { jsonLdOfType, sampleContent } from "./sample-content.ts";

const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
const slugOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
const DEALERS: SampleTenant[] = ["bayside-ford", "harbour-city-motor-group", "outback-caravans"];

for (const slug of DEALERS) {
  const { models, listed, config } = sampleContent(slug);
  const inStock = (make: string, model: string) =>
    listed.filter(
      (c) =>
        ["in_stock", "coming_soon"].includes(c.status) &&
        slugOf(c.make) === slugOf(make) &&
        slugOf(c.model) === slugOf(model),
    );

  test.describe(`${slug} models`, () => {
    test("/models lists the range; the body filter narrows it at /models?body=…", async ({ page }) => {
      await page.goto(siteUrl(slug, "/models"));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our models");
      await expect(page.locator(".model-card")).toHaveCount(Math.min(21, models.length));
      const body = models.find((m) => m.body)!.body!;
      const withBody = models.filter((m) => m.body === body);
      await page
        .getByRole("navigation", { name: "Body type" })
        .getByRole("link", { name: new RegExp(`^${body} \\(`) })
        .click();
      await expect(page).toHaveURL(new RegExp(`/models\\?body=${slugOf(body)}$`));
      await expect(page.locator(".model-card")).toHaveCount(withBody.length);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        `${config.siteUrl}/models?body=${slugOf(body)}`,
      );
    });

    test("a model page from the header's model menu shows the model and its stock", async ({ page, isMobile }) => {
      // The model with the most cars in stock, so the stock list has something to check.
      const model = [...models].sort((a, b) => inStock(b.make, b.name).length - inStock(a.make, a.name).length)[0]!;
      const stock = inStock(model.make, model.name);
      await page.goto(siteUrl(slug));
      if (isMobile) await page.getByRole("button", { name: "Menu" }).click();
      await page.getByRole("navigation", { name: "Main" }).getByText("Models", { exact: true }).click();
      await page.getByRole("navigation", { name: "Main" }).locator(`a[href="/${model.slug}"]`).click();
      await expect(page).toHaveURL(new RegExp(`/${model.slug}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${model.make} ${model.name}`);
      const section = page.getByRole("region", { name: `${model.make} ${model.name} in stock` });
      await expect(section.locator(".car-card")).toHaveCount(Math.min(6, stock.length));
      if (stock.length > 0) {
        await expect(section).toContainText(
          `${stock.length} ${stock.length === 1 ? config.itemLabel.singular : config.itemLabel.plural} in stock`,
        );
        await expect(
          page.getByRole("link", { name: `See ${model.make} ${model.name} ${config.itemLabel.plural} in stock` }),
        ).toHaveAttribute("href", `/search/${slugOf(model.make)}/${slugOf(model.name)}`);
      }
      const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
      expect(jsonLdOfType(blocks, "BreadcrumbList")).toMatchObject({
        itemListElement: [{ name: "Home" }, { name: "Models" }, { name: model.make }, { name: model.name }],
      });
    });

    test("/{brand}/overview shows the make's range", async ({ page }) => {
      const make = models[0]!.make;
      await page.goto(siteUrl(slug, `/${slugOf(make)}/overview`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(new RegExp(make, "i"));
      await expect(page.getByRole("region", { name: /The .* range/ }).locator(".model-card")).toHaveCount(
        models.filter((m) => m.make === make).length,
      );
    });
  });
}

test.describe("/brands", () => {
  for (const slug of ["harbour-city-motor-group", "bayside-ford"] as const) {
    test(`${slug}: sections in the spec's order, each brand linked`, async ({ page }) => {
      const { brands } = sampleContent(slug);
      const order = ["Car", "Motorcycle", "Truck", "Our Brands"].filter((section) =>
        brands.some((b) => b.section === section),
      );
      await page.goto(siteUrl(slug, "/brands"));
      await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText(order);
      for (const section of order) {
        await expect(page.getByRole("region", { name: section }).getByRole("link")).toHaveCount(
          brands.filter((b) => b.section === section).length,
        );
      }
    });
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the body filter and pages of /models work as plain links", async ({ page }) => {
    const { models } = sampleContent("harbour-city-motor-group");
    await page.goto(siteUrl("harbour-city-motor-group", "/models?body=suv"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("SUV models");
    await expect(page.locator(".model-card")).toHaveCount(Math.min(21, models.filter((m) => m.body === "SUV").length));
    await page.getByRole("navigation", { name: "Body type" }).getByRole("link", { name: "All" }).click();
    await expect(page).toHaveURL(/\/models$/);
    await expect(page.locator(".model-card")).toHaveCount(Math.min(21, models.length));
  });
});

test("no accessibility violations on models, a model, a brand overview and brands", async ({ page }) => {
  test.slow(); // axe over several pages
  for (const path of ["/models?body=suv", "/ford-ranger", "/ford/overview", "/brands"]) {
    await page.goto(siteUrl("bayside-ford", path));
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
