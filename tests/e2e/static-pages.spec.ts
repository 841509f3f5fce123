import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./test.ts";
import { SAMPLE_TENANTS, siteUrl, tenantConfig } from "./sample-data.ts";
import { sampleDealer } from "../../scripts/support/sample-feed.ts";
import { directRequest, sampleBlog, sampleLocations } from "./sample-locations.ts";

const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
const PAGES = [
  ["/about-us", /^About /],
  ["/warranty", /^Warranty$/],
  ["/roadside-assist", /^Roadside Assist$/],
  ["/terms-and-conditions", /^Terms and Conditions$/],
  ["/privacy-policy", /^Privacy Policy$/],
] as const;

for (const slug of SAMPLE_TENANTS) {
  const config = tenantConfig(slug) as ReturnType<typeof tenantConfig> & {
    features?: { spinToWin?: boolean };
    siteUrl: string;
  };

  test.describe(slug, () => {
    test("the standard pages exist, from the dealer's Markdown or the generated default", async ({ page }) => {
      for (const [path, heading] of PAGES) {
        const response = await page.goto(siteUrl(slug, path));
        expect(response?.status(), path).toBe(200);
        await expect(page.getByRole("heading", { level: 1 }), path).toHaveText(heading);
        await expect(page.locator("main article p").first(), path).not.toBeEmpty();
      }
      // The samples carry their own About us (Markdown, with a list of locations); terms are the default.
      await page.goto(siteUrl(slug, "/about-us"));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(`About ${config.name}`);
      await expect(page.locator("main article")).toHaveAttribute("data-content-source", "markdown");
      const first = sampleLocations(slug)[0]!;
      await expect(page.locator("main article").getByRole("link", { name: first.name })).toHaveAttribute(
        "href",
        `/locations/${first.slug}`,
      );
      await page.goto(siteUrl(slug, "/terms-and-conditions"));
      await expect(page.locator("main article")).toHaveAttribute("data-content-source", "default");
      await expect(page.locator("main article")).toContainText(config.name);
    });

    test("/spin-to-win exists only where the dealer turns it on", async ({ page }) => {
      const response = await page.goto(siteUrl(slug, "/spin-to-win"));
      if (config.features?.spinToWin) {
        expect(response?.status()).toBe(200);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText("Spin to Win");
        await expect(page.getByRole("contentinfo").getByRole("link", { name: "Spin to Win" })).toBeVisible();
      } else {
        expect(response?.status()).toBe(404);
        await page.goto(siteUrl(slug, "/"));
        await expect(page.getByRole("contentinfo").getByRole("link", { name: "Spin to Win" })).toHaveCount(0);
      }
    });

    test("/blog/vehicle-reviews shows the blog feed as cards, each opening its post", async ({ page }) => {
      const posts = sampleBlog(slug);
      await page.goto(siteUrl(slug, "/blog/vehicle-reviews"));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Vehicle Reviews");
      await expect(page.locator(".blog-card")).toHaveCount(posts.length);
      const newest = [...posts].sort((a, b) => (b.published_at ?? "").localeCompare(a.published_at ?? ""))[0]!;
      await page.locator(".blog-card").first().getByRole("link", { name: newest.title }).click();
      await expect(page).toHaveURL(new RegExp(`/blog/vehicle-reviews/${newest.slug}/?$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(newest.title);
      const crumbs = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!);
      expect(crumbs.itemListElement.map((item: { name: string }) => item.name)).toEqual([
        "Home",
        "Vehicle Reviews",
        newest.title,
      ]);
    });

    test("sitemap.xml lists cars, locations, standard and search landing pages; robots.txt names it", async ({
      request,
    }) => {
      const [sitemapUrl, options] = directRequest(slug, "/sitemap.xml");
      const sitemap = await request.get(sitemapUrl, options);
      expect(sitemap.status()).toBe(200);
      expect(sitemap.headers()["content-type"]).toContain("xml");
      const locs = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
      const site = config.siteUrl.replace(/\/$/, "");
      const { listed } = sampleDealer(slug);
      expect(locs).toContain(`${site}/`);
      expect(locs).toContain(`${site}/cars/${listed[0]!.slug}/`);
      expect(locs.filter((loc) => loc!.includes("/cars/"))).toHaveLength(listed.length);
      for (const location of sampleLocations(slug)) expect(locs).toContain(`${site}/locations/${location.slug}/`);
      for (const path of [
        "/dealerships/",
        "/dealer-locator/",
        "/about-us/",
        "/privacy-policy/",
        "/blog/vehicle-reviews/",
        "/search/new-used-and-demo-cars/",
        "/search/used-cars/",
      ]) {
        expect(locs).toContain(`${site}${path}`);
      }
      expect(locs.includes(`${site}/spin-to-win/`)).toBe(Boolean(config.features?.spinToWin));
      const [robotsUrl] = directRequest(slug, "/robots.txt");
      const robots = await (await request.get(robotsUrl, options)).text();
      expect(robots).toContain("User-agent: *");
      expect(robots).toContain("Disallow: /my-garage");
      expect(robots).toContain(`Sitemap: ${site}/sitemap.xml`);
    });

    test("standard pages, the blog and a post have no accessibility violations", async ({ page }) => {
      test.slow();
      const post = sampleBlog(slug)[0]!;
      const violations: string[] = [];
      for (const path of [...PAGES.map(([p]) => p), "/blog/vehicle-reviews", `/blog/vehicle-reviews/${post.slug}`]) {
        await page.goto(siteUrl(slug, path));
        const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
        violations.push(
          ...results.violations.map(
            (v) =>
              `${path}: ${v.id}: ${v.nodes
                .map((n) => n.target.join(" "))
                .slice(0, 3)
                .join(", ")}`,
          ),
        );
      }
      expect(violations).toEqual([]);
    });

    test("the footer links to the locations and standard pages", async ({ page }) => {
      await page.goto(siteUrl(slug, "/"));
      const footer = page.getByRole("contentinfo").getByRole("navigation", { name: "Footer" });
      for (const name of [
        "Dealerships",
        "Dealer locator",
        "Vehicle reviews",
        "About us",
        "Warranty",
        "Roadside Assist",
        "Terms and Conditions",
        "Privacy Policy",
      ]) {
        await expect(footer.getByRole("link", { name, exact: true })).toBeVisible();
      }
    });
  });
}
