import { BLOG_PATH, hasOwnPage } from "../content/blog.ts";
import { staticPagesFor } from "../content/static-pages.ts";
import type { TenantFeed } from "../feed/entities.ts";
import type { ItemLabel } from "../forms/trade-in.ts";
import type { InventorySettings } from "../inventory/settings.ts";
import { isListed } from "../inventory/availability.ts";
import { searchPath, tenantSearchRoutes } from "../search/routes.ts";
import type { SpinToWin } from "../spin-to-win/settings.ts";
import { offerAndModelUrls } from "./content-urls.ts";

/**
 * sitemap.xml and robots.txt of a tenant. The sitemap is the union of URL providers, one per
 * kind of page: a new kind of page (offers, models, brands…) adds its provider to
 * SITEMAP_PROVIDERS, reading the same feed data its pages are built from.
 */

/** The settings that decide which pages a dealer has and their addresses. */
interface SitemapDealer {
  siteUrl: string;
  name: string;
  itemLabel: ItemLabel;
  inventory: InventorySettings;
  features: { spinToWin: SpinToWin };
}

interface SitemapInput {
  config: SitemapDealer;
  feed: TenantFeed;
  /** "Today" of the build (feedNow), for rules such as which cars have a page. */
  now: Date;
}

export interface SitemapProvider {
  name: string;
  /** Site paths such as "/locations/artarmon". */
  paths(input: SitemapInput): string[];
}

/** Pages every tenant has besides its feed-driven ones. */
const FIXED_PAGES = [
  "/",
  "/contact-us",
  "/book-test-drive",
  "/service",
  "/vehicle-parts-and-accessories",
  "/careers",
  "/fleet",
];

const pagesProvider: SitemapProvider = { name: "pages", paths: () => FIXED_PAGES };

/** Car pages: the cars that get one (the same rule as the page routes, carHasPage). */
const carsProvider: SitemapProvider = {
  name: "cars",
  paths: ({ config, feed, now }) =>
    feed.cars
      .filter((car) => isListed(car, { now, soldWithinDays: config.inventory.soldWithinDays }))
      .map((car) => `/cars/${car.slug}`),
};

const searchProvider: SitemapProvider = {
  name: "search",
  paths: ({ config, feed }) =>
    tenantSearchRoutes(config, feed.cars, feed.locations).map((route) => searchPath(route.path)),
};

const locationsProvider: SitemapProvider = {
  name: "locations",
  paths: ({ feed }) => [
    "/dealerships",
    "/dealer-locator",
    ...feed.locations.map((location) => `/locations/${location.slug}`),
  ],
};

const contentProvider: SitemapProvider = {
  name: "content",
  paths: ({ config, feed }) => [
    ...staticPagesFor(config).map((slug) => `/${slug}`),
    BLOG_PATH,
    ...feed.blog.filter(hasOwnPage).map((post) => `${BLOG_PATH}/${post.slug}`),
  ],
};

/** Offers, models and brands: every address of those pages (content-urls.ts). */
const offersModelsBrandsProvider: SitemapProvider = {
  name: "offers-models-brands",
  paths: ({ feed, now }) => offerAndModelUrls(feed, now),
};

const SITEMAP_PROVIDERS: SitemapProvider[] = [
  pagesProvider,
  locationsProvider,
  contentProvider,
  offersModelsBrandsProvider,
  searchProvider,
  carsProvider,
];

/** Absolute URL of a page as its canonical link writes it (directory pages end in "/", before any query). */
export function pageUrl(path: string, siteUrl: string): string {
  const [pathname = "/", query] = path.split(/\?(.*)/s, 2);
  const withSlash = pathname.endsWith("/") || /\.[a-z0-9]+$/i.test(pathname) ? pathname : `${pathname}/`;
  return new URL(query ? `${withSlash}?${query}` : withSlash, siteUrl).href;
}

/** Every URL of the tenant, once each, in provider order. */
export function sitemapUrls(input: SitemapInput, providers: readonly SitemapProvider[] = SITEMAP_PROVIDERS): string[] {
  return [
    ...new Set(
      providers.flatMap((provider) => provider.paths(input)).map((path) => pageUrl(path, input.config.siteUrl)),
    ),
  ];
}

const escapeXml = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");

/** A sitemaps.org urlset (one file holds up to 50,000 URLs; a 10,000-car dealer fits). */
export function sitemapXml(urls: readonly string[]): string {
  const entries = urls.map((url) => `  <url><loc>${escapeXml(url)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join("\n")}\n</urlset>\n`;
}

/** Pages with nothing for a search engine: personal, transactional or print views. */
const ROBOTS_DISALLOW = [
  "/my-garage",
  "/sign-in",
  "/success",
  "/print",
  "/cars/*/print",
  "/checkout-journey",
  "/console",
  "/api/",
];

export function robotsTxt(siteUrl: string, disallow: readonly string[] = ROBOTS_DISALLOW): string {
  return [
    "User-agent: *",
    ...disallow.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${new URL("/sitemap.xml", siteUrl).href}`,
    "",
  ].join("\n");
}
