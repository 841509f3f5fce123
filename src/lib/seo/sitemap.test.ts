import { describe, expect, it } from "vitest";
import { blogPostSchema } from "../feed/blog.ts";
import { FEED_ENTITY_NAMES, type TenantFeed } from "../feed/entities.ts";
import { locationSchema } from "../feed/location.ts";
import { testCar } from "../../../tests/support/test-car.ts";
import { tenantSchema } from "../tenant/schema.ts";
import { pageUrl, robotsTxt, sitemapUrls, sitemapXml, type SitemapProvider } from "./sitemap.ts";

const config = tenantSchema.parse({
  slug: "x",
  name: "Xample Motors",
  siteUrl: "https://www.x.example",
  template: "metro",
  contact: {
    phone: "02 5550 0000",
    email: "sales@x.example",
    street: "1 Main Street",
    suburb: "Artarmon",
    state: "NSW",
    postcode: "2064",
  },
});
const now = new Date("2026-11-20T00:00:00Z");
const feed = Object.fromEntries(FEED_ENTITY_NAMES.map((name) => [name, []])) as unknown as TenantFeed;
feed.cars = [
  testCar({ id: "1", slug: "in-stock-corolla" }),
  testCar({ id: "2", slug: "long-sold-corolla", status: "sold", sold_at: "2026-10-01" }),
  testCar({ id: "3", slug: "hidden-corolla", show_on_dealer_website: false }),
];
feed.locations = [locationSchema.parse({ id: "1", slug: "artarmon", name: "Xample Artarmon", location_type: "sales" })];
feed.blog = [
  blogPostSchema.parse({ id: "1", slug: "corolla-review", title: "Corolla review", content: "<p>Good.</p>" }),
  blogPostSchema.parse({ id: "2", slug: "elsewhere", title: "Elsewhere", url: "https://news.example/review" }),
];

describe("sitemap", () => {
  const urls = sitemapUrls({ config, feed, now });
  it.each([
    "https://www.x.example/",
    "https://www.x.example/cars/in-stock-corolla/",
    "https://www.x.example/search/new-used-and-demo-cars/",
    "https://www.x.example/search/toyota/corolla/",
    "https://www.x.example/search/artarmon/",
    "https://www.x.example/locations/artarmon/",
    "https://www.x.example/dealerships/",
    "https://www.x.example/dealer-locator/",
    "https://www.x.example/about-us/",
    "https://www.x.example/privacy-policy/",
    "https://www.x.example/blog/vehicle-reviews/",
    "https://www.x.example/blog/vehicle-reviews/corolla-review/",
  ])("lists %s", (url) => expect(urls).toContain(url));
  it.each([
    "https://www.x.example/cars/long-sold-corolla/",
    "https://www.x.example/cars/hidden-corolla/",
    "https://www.x.example/spin-to-win/",
    "https://www.x.example/blog/vehicle-reviews/elsewhere/",
  ])("leaves out %s (no page)", (url) => expect(urls).not.toContain(url));
  it("lists each URL once", () => expect(new Set(urls).size).toBe(urls.length));
  it("takes further providers (offers, models…)", () => {
    const offers: SitemapProvider = { name: "offers", paths: () => ["/special-offers", "/"] };
    const extended = sitemapUrls({ config, feed, now }, [offers]);
    expect(extended).toEqual(["https://www.x.example/special-offers/", "https://www.x.example/"]);
  });
  it("writes escaped XML", () => {
    expect(sitemapXml(["https://x.example/a?b=1&c=2"])).toContain("<loc>https://x.example/a?b=1&amp;c=2</loc>");
    expect(sitemapXml([])).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
  });
  it.each([
    ["/", "https://x.example/"],
    ["/a", "https://x.example/a/"],
    ["/a/", "https://x.example/a/"],
    ["/sitemap.xml", "https://x.example/sitemap.xml"],
    ["/models?body=SUV", "https://x.example/models/?body=SUV"],
  ])("page URL of %s", (path, url) => {
    expect(pageUrl(path, "https://x.example")).toBe(url);
  });
});

describe("robots.txt", () => {
  it("points at the sitemap and keeps private pages out", () => {
    const text = robotsTxt("https://www.x.example");
    expect(text).toContain("User-agent: *\n");
    expect(text).toContain("Disallow: /my-garage\n");
    expect(text).toContain("Sitemap: https://www.x.example/sitemap.xml\n");
  });
});
