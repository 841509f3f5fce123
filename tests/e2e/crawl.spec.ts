import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test, type Page } from "./test.ts";
import { SAMPLE_TENANTS, type SampleTenant, siteUrl } from "./sample-data.ts";
import { sampleDealer } from "../../scripts/support/sample-feed.ts";
import { ALIASES, GARAGE_PAGES, isStaffPage, JOURNEY_ENDS } from "./site-pages.ts";

/**
 * A shopper who lands on the home page can reach every standard page the dealer
 * has, by following links. The crawl goes breadth-first over same-site links on a 390 px screen,
 * opening only a few pages of each repeated kind (cars, offers, posts, models…), and checks every
 * page it opens: no 4xx, no console error, nothing scrolling sideways.
 */

const PHONE = { width: 390, height: 844 };
/** Pages of one repeated kind opened at most (their routes are alike; the menus are what is tested). */
const PER_KIND = 1;

/** The standard pages built for the dealer: every prerendered page that is not one of a repeated kind. */
function builtStandardRoutes(slug: SampleTenant): string[] {
  const root = join("dist", slug);
  const models = new Set(
    (JSON.parse(readFileSync(`tenants/${slug}/feed/models.json`, "utf8")) as { slug: string }[]).map((m) => m.slug),
  );
  const pages: string[] = [];
  const walk = (dir: string, path: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (!entry.isDirectory() || entry.name === "_astro") continue;
      const child = `${path}/${entry.name}`;
      if (existsSync(join(dir, entry.name, "index.html"))) pages.push(child);
      walk(join(dir, entry.name), child);
    }
  };
  walk(root, "");
  const { config } = sampleDealer(slug);
  const garageOff = !(config.features.garage ?? config.template === "metro");
  return pages.filter(
    (path) =>
      kindOf(path, models) === undefined &&
      !JOURNEY_ENDS.has(path) &&
      !ALIASES.has(path) &&
      !isStaffPage(path) &&
      // Without the garage nothing is gated behind sign-in on these dealers, so neither page is offered.
      !(garageOff && GARAGE_PAGES.has(path)),
  );
}

/** Which repeated kind of page a path is, or undefined for a standard page. */
function kindOf(path: string, models: ReadonlySet<string>): string | undefined {
  const [first, second] = path.split("/").filter(Boolean);
  if (first === "cars" && second && second !== "trade-in") return "car";
  if (first === "search" && second !== "new-used-and-demo-cars") return "search";
  if (first === "offers" || first === "locations" || first === "print") return first;
  if ((first === "contact-us" || first === "spin-to-win") && second) return first;
  if (first === "blog" && path.split("/").length > 3) return "post";
  if ((first === "special-offers" || first === "models") && second === "f") return "listing page";
  if (second === "overview") return "brand";
  if (first && models.has(first) && !second) return "model";
  return undefined;
}

/**
 * A gated page sends an anonymous shopper on to sign in once its island has read the session,
 * which on a busy machine lands well after "load": wait for that move, so what is measured and
 * crawled next is the page the shopper settles on.
 */
async function settleGate(page: Page, root: string, path: string): Promise<void> {
  // Read from the built page: the island's attributes are gone from the DOM once it has hydrated.
  const built = builtFile(root, path);
  const gated = existsSync(built) && readFileSync(built, "utf8").includes("/SignInGate.");
  if (gated) await page.waitForURL((url) => url.pathname === "/sign-in", { waitUntil: "load" });
}

/** The built page a path is served from: its own, or a status-200 rewrite's (a car's checkout is the one checkout page). */
function builtFile(root: string, path: string): string {
  const own = join(root, path, "index.html");
  if (existsSync(own)) return own;
  const rewrite = readFileSync(join(root, "_redirects"), "utf8")
    .split("\n")
    .map((line) => line.trim().split(/\s+/))
    .find((rule) => rule.length === 3 && rule[2] === "200" && normalise(rule[0]!) === normalise(path));
  return rewrite ? join(root, rewrite[1]!, "index.html") : own;
}

const sidewaysScroll = (page: Page): Promise<number> =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

const normalise = (path: string) => (path.length > 1 ? path.replace(/\/+$/, "") : path);

async function sameSiteLinks(page: Page, origin: string): Promise<URL[]> {
  const hrefs = await page.locator("a[href]").evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
  return hrefs
    .map((href) => new URL(href))
    .filter((url) => url.origin === origin && !url.pathname.startsWith("/api/") && !/\.\w+$/.test(url.pathname));
}

for (const slug of SAMPLE_TENANTS) {
  test(`${slug}: a crawl from the home page reaches every standard page, with no 4xx, console error or sideways scroll at 390 px`, async ({
    page,
  }, testInfo) => {
    // It sets its own 390 px screen, so one project runs it (a crawl is minutes on a 2-core machine).
    test.skip(testInfo.project.name !== "desktop", "the crawl runs once, at 390 px");
    test.setTimeout(600_000);
    const root = join("dist", slug);
    test.skip(!existsSync(root), `${slug} is not built (npm run build -- ${slug})`);
    const expected = builtStandardRoutes(slug);
    const models = new Set(
      (JSON.parse(readFileSync(`tenants/${slug}/feed/models.json`, "utf8")) as { slug: string }[]).map((m) => m.slug),
    );
    await page.setViewportSize(PHONE);
    const problems: string[] = [];
    let current = "/";
    page.on("console", (message) => {
      if (message.type() === "error") problems.push(`${current}: console: ${message.text()}`);
    });
    page.on("pageerror", (error) => problems.push(`${current}: page error: ${error.message}`));

    const origin = new URL(siteUrl(slug)).origin;
    const queue: URL[] = [new URL(siteUrl(slug))];
    const seen = new Set<string>([normalise("/")]);
    const perKind = new Map<string, number>();
    const visited = new Set<string>();
    while (queue.length > 0) {
      const url = queue.shift()!;
      current = `${url.pathname}${url.search}`;
      const response = await page.goto(url.href, { waitUntil: "load" });
      await settleGate(page, root, url.pathname);
      const status = response?.status() ?? 0;
      if (status >= 400) problems.push(`${current}: HTTP ${status}`);
      // Gated pages send an anonymous shopper to sign in: that page is what was reached.
      visited.add(normalise(url.pathname));
      visited.add(normalise(new URL(page.url()).pathname));
      const overflow = await sidewaysScroll(page);
      if (overflow > 0) problems.push(`${current}: scrolls sideways by ${overflow}px at ${PHONE.width}px`);
      const links = await sameSiteLinks(page, origin);
      for (const link of links) {
        const path = normalise(link.pathname);
        // Paginated and filtered duplicates of a listing open the same page with other rows.
        if (seen.has(path) || link.searchParams.has("page")) continue;
        const kind = kindOf(path, models);
        if (kind) {
          const count = perKind.get(kind) ?? 0;
          if (count >= PER_KIND) continue;
          perKind.set(kind, count + 1);
        }
        seen.add(path);
        link.hash = "";
        queue.push(link);
      }
    }

    expect(problems).toEqual([]);
    expect(expected.length).toBeGreaterThan(15);
    expect(expected.filter((path) => !visited.has(path))).toEqual([]);
  });
}
