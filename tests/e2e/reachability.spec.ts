import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { isInStock } from "#lib/inventory/stock.ts";
import { sampleDealer } from "../../scripts/support/sample-feed.ts";
import { expect, test } from "./test.ts";
import { SAMPLE_TENANTS } from "./sample-data.ts";
import { ALIASES, GARAGE_PAGES, isStaffPage, JOURNEY_ENDS } from "./site-pages.ts";

/**
 * Every page a dealer's site builds can be reached by plain links from the home page,
 * with no JavaScript — as a crawler or a shopper with scripts off follows them. Read straight from
 * the built files (no browser); a query-string address the host rewrites onto a prerendered page
 * (`/models?body=suv`, `_redirects` status 200) counts as a link to that page. And no
 * link on any built page leads nowhere.
 */

type Rewrite = { path: string; params: [string, string][]; to: string };

/** The `_redirects` rewrites with query parameters: `/models  body=:body  page=:page  /models/f/:body/:page/  200`. */
function queryRewrites(root: string): Rewrite[] {
  return readFileSync(join(root, "_redirects"), "utf8")
    .split("\n")
    .map((line) => line.trim().split(/\s+/))
    .filter((parts) => parts.at(-1) === "200" && parts.length >= 3)
    .map((parts) => ({
      path: parts[0]!,
      params: parts.slice(1, -2).map((pair) => pair.split("=") as [string, string]),
      to: parts.at(-2)!,
    }));
}

const trimmed = (path: string) => (path.length > 1 ? path.replace(/\/+$/, "") : path);

/** The built page a link lands on: its path, or the page a rewrite serves for its query. */
function landing(href: string, rewrites: readonly Rewrite[]): string | undefined {
  const url = new URL(href.replace(/&amp;/g, "&"), "http://site.test/");
  if (url.host !== "site.test" || url.pathname.startsWith("/api/") || /\.\w+$/.test(url.pathname)) return undefined;
  const path = trimmed(decodeURIComponent(url.pathname));
  const rule = rewrites.find((r) => trimmed(r.path) === path && r.params.every(([name]) => url.searchParams.has(name)));
  if (!rule) return path;
  let to = rule.to;
  for (const [name, placeholder] of rule.params) to = to.replace(placeholder, url.searchParams.get(name)!);
  return trimmed(to);
}

function builtPages(root: string): string[] {
  const pages: string[] = [];
  const walk = (dir: string, path: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (!entry.isDirectory() || entry.name === "_astro") continue;
      if (existsSync(join(dir, entry.name, "index.html"))) pages.push(`${path}/${entry.name}`);
      walk(join(dir, entry.name), `${path}/${entry.name}`);
    }
  };
  walk(root, "");
  return pages;
}

/** Breadth-first over every `<a href>` of the built HTML, from the home page. */
function linkedPages(root: string): Set<string> {
  const rewrites = queryRewrites(root);
  const seen = new Set(["/"]);
  const queue = ["/"];
  while (queue.length > 0) {
    const path = queue.shift()!;
    const file = join(root, path, "index.html");
    if (!existsSync(file)) continue;
    for (const [, href] of readFileSync(file, "utf8").matchAll(/<a\b[^>]*?\shref="([^"#][^"]*)"/g)) {
      const page = landing(href!, rewrites);
      if (page && !seen.has(page)) {
        seen.add(page);
        queue.push(page);
      }
    }
  }
  return seen;
}

/** `_redirects` rules without query parameters (`/offers/5006  /offers/ford/5006  301`, `/our-location/:slug …`). */
function pathRedirects(root: string): { from: RegExp; to: string }[] {
  return readFileSync(join(root, "_redirects"), "utf8")
    .split("\n")
    .map((line) => line.trim().split(/\s+/))
    .filter((parts) => parts.length === 3 && !parts[0]!.startsWith("#"))
    .map(([from, to]) => ({ from: new RegExp(`^${trimmed(from!).replace(/:\w+/g, "[^/]+")}$`), to: to! }));
}

/** Every `<a href>` on the built page `path` that lands on no built page nor built file. */
function deadLinksOn(
  root: string,
  path: string,
  rewrites: readonly Rewrite[],
  redirects: ReturnType<typeof pathRedirects>,
) {
  const dead: string[] = [];
  const html = readFileSync(join(root, path, "index.html"), "utf8");
  for (const [, raw] of html.matchAll(/<a\b[^>]*?\shref="([^"#][^"]*)"/g)) {
    const href = raw!.replace(/&amp;/g, "&");
    const url = new URL(href, `http://site.test${path}/`);
    if (url.host !== "site.test" || url.pathname.startsWith("/api/") || url.pathname.startsWith("/.netlify/")) continue;
    if (/\.\w+$/.test(url.pathname)) {
      if (!existsSync(join(root, decodeURIComponent(url.pathname)))) dead.push(href);
      continue;
    }
    const page = landing(url.href.replace("http://site.test", ""), rewrites)!;
    const built = (at: string) => existsSync(join(root, at, "index.html"));
    if (!built(page) && !redirects.some((rule) => rule.from.test(page))) dead.push(href);
  }
  return dead;
}

for (const slug of SAMPLE_TENANTS) {
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a test asks for from this pattern; it needs none.
  test(`${slug}: no link on any built page leads to a page that does not exist`, async ({}, testInfo) => {
    test.skip(testInfo.project.name !== "desktop", "reads the built files once");
    const root = join("dist", slug);
    test.skip(!existsSync(root), `${slug} is not built (npm run build -- ${slug})`);
    const rewrites = queryRewrites(root);
    const redirects = pathRedirects(root);
    const pages = ["", ...builtPages(root)];
    const dead = pages.flatMap((path) =>
      deadLinksOn(root, path, rewrites, redirects).map((href) => `${path || "/"} → ${href}`),
    );
    testInfo.annotations.push({ type: "pages checked", description: String(pages.length) });
    expect(pages.length).toBeGreaterThan(100);
    expect(dead, "links to pages that do not exist").toEqual([]);
  });

  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a test asks for from this pattern; it needs none.
  test(`${slug}: every built page is a plain link away from the home page, every car in stock among them`, async ({}, testInfo) => {
    test.skip(testInfo.project.name !== "desktop", "reads the built files once");
    const root = join("dist", slug);
    test.skip(!existsSync(root), `${slug} is not built (npm run build -- ${slug})`);
    const linked = linkedPages(root);
    const docs = JSON.parse(readFileSync(join(root, "search-index.json"), "utf8")) as {
      slug: string;
      status: string;
    }[];
    const carsInStock = docs.filter(isInStock).map((doc) => `/cars/${doc.slug}`);
    const notInStock = new Set(docs.filter((doc) => !isInStock(doc)).map((doc) => `/cars/${doc.slug}`));
    const { config } = sampleDealer(slug);
    const garageOff = !(config.features.garage ?? config.template === "metro");
    const unlinked = builtPages(root).filter((path) => !linked.has(path));
    testInfo.annotations.push({ type: "unlinked pages", description: `${unlinked.length}: ${unlinked.join(" ")}` });

    expect(carsInStock.length).toBeGreaterThan(0);
    expect(
      carsInStock.filter((car) => !linked.has(car)),
      "cars in stock reached only by paging",
    ).toEqual([]);
    expect(
      unlinked.filter((path) => path.startsWith("/search/")),
      "search pages linked from nowhere",
    ).toEqual([]);
    // What is left is by design: journey ends, second addresses, the staff console, a sold car's page (and its print page).
    const byDesign = (path: string) =>
      JOURNEY_ENDS.has(path) ||
      ALIASES.has(path) ||
      isStaffPage(path) ||
      (garageOff && GARAGE_PAGES.has(path)) ||
      notInStock.has(path.split("/").slice(0, 3).join("/"));
    expect(
      unlinked.filter((path) => !byDesign(path)),
      "pages linked from nowhere",
    ).toEqual([]);
  });
}
