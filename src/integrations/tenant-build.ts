import { createReadStream } from "node:fs";
import { cp, mkdir, readdir, readFile, stat, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import type { Car } from "#lib/feed/car.ts";
import { getTenantBundle, tenantFolder, type TenantBundle } from "../data/tenant.ts";
import { carHasPage } from "../data/vehicle-pages.ts";
import { linkReused, reusedCount, settleReused } from "../data/page-reuse.ts";
import { writeCarData } from "./car-data.ts";
import { offersReserve } from "#lib/inventory/car-data.ts";
import { redirectRules } from "#lib/inventory/redirects.ts";
import { stockEntries, type StockChanges, type StockEntry } from "#lib/inventory/stock-diff.ts";
import { contentRedirectRules } from "#lib/listing/content-redirects.ts";
import { OUR_LOCATION_REDIRECT } from "#lib/locations/location-info.ts";
import { feedNow } from "#lib/tenant/build-time.ts";
import { crossCheckFeed } from "#lib/feed/cross-check.ts";
import { formatFeedIssue, type FeedIssue } from "#lib/feed/validate.ts";
import { type ChannelReport, renderFeeds } from "#lib/syndication/channel-feeds.ts";
import {
  IMMUTABLE_ASSETS,
  pageDirectives,
  scriptSources,
  pageHeaders,
  renderHeadersFile,
  STYLE_SOURCES,
} from "#lib/security/headers.ts";
import { ownInlineScriptHashes } from "#lib/security/inline-scripts.ts";
import { pageScriptHashes } from "./page-policy.ts";
import { FILE_CONCURRENCY, mapWithConcurrency } from "#lib/async/pool.ts";
import { hotlinksImages } from "#lib/media/image-url.ts";
import { publishRefusal, publishRefusalMessage } from "#lib/feed/publish-guard.ts";
import {
  allowedImageOrigins,
  feedImageOrigins,
  IMAGE_HOSTS_FILE,
  type ImageHosts,
  remoteImagePatterns,
} from "#lib/media/remote-images.ts";

/** What one tenant's Astro run reports to the multi-tenant build (scripts/build.ts). */
export interface TenantBuildReport {
  tenant: string;
  status: "built" | "failed";
  error?: string;
  pages?: number;
  /** Of those, the pages Astro rendered; the rest were the live site's, reused (src/data/page-reuse.ts). */
  rendered?: number;
  /** The files taken from the live site: pages and cars' data files. */
  reused?: number;
  issues?: FeedIssue[];
  warnings?: string[];
  maxRssMb?: number;
  /** The stock of the last good build, which the next build compares with (kept when a build fails). */
  stock?: StockEntry[];
  /** What changed since the previous good build (added by scripts/build). */
  changes?: StockChanges;
  /** Each channel feed's cars, and the cars for sale it left out with the reason. */
  channels?: ChannelReport[];
}

function reportPath(slug: string): string {
  return resolve(process.env.FORECOURT_REPORT_DIR || ".build/reports", `${slug}.json`);
}

/** Where the build leaves each channel feed as it stood at build time, for ops to read. */
function channelFeedDir(slug: string): string {
  return resolve(reportPath(slug), "..", "..", "syndication", slug);
}

/** Renders the dealer's channel feeds from the stock the pages were built from, and writes them. */
async function writeChannelFeeds(slug: string, bundle: TenantBundle): Promise<ChannelReport[]> {
  const dir = channelFeedDir(slug);
  await mkdir(dir, { recursive: true });
  const feeds = renderFeeds(bundle.config, bundle.feed.cars, bundle.feed.locations);
  await Promise.all(feeds.map(({ file, feed }) => writeFile(join(dir, file), feed.body)));
  return feeds.map(({ file, feed }) => ({ file, included: feed.included, leftOut: feed.leftOut }));
}

/**
 * The publish guard, before a page is built. The runner passes the last good build's
 * car count (FORECOURT_PREVIOUS_CARS) and the operator's --accept-drop (FORECOURT_ACCEPT_DROP).
 */
function refuseEmptiedStock(slug: string, bundle: TenantBundle): void {
  if (process.env.FORECOURT_ACCEPT_DROP === "1") return;
  const valid = bundle.feed.cars.length;
  const skipped = bundle.issues.filter((issue) => issue.entity === "cars").length;
  const previous = process.env.FORECOURT_PREVIOUS_CARS ? Number(process.env.FORECOURT_PREVIOUS_CARS) : undefined;
  const refusal = publishRefusal({ rows: valid + skipped, valid, previous }, bundle.config.feed);
  if (refusal) throw new Error(publishRefusalMessage(slug, refusal));
}

/** A dealer that hot-links its photos loads them from its hosts, so its policy must allow them. */
const hotlinkedOrigins = (bundle: TenantBundle, hosts: ImageHosts) =>
  hotlinksImages(bundle.config.images.cdnTemplate) ? hosts.origins : [];

/** The dealer's image hosts: those its feed uses, and those it names (images.remoteHosts). */
function imageHostsOf(bundle: TenantBundle): ImageHosts {
  const configured = bundle.config.images.remoteHosts;
  return { origins: allowedImageOrigins(feedImageOrigins(bundle.feed.cars), configured), configured };
}

/**
 * The image CDN fetches only from allowed hosts. Beside the pages (a dotfile, never
 * published or served) for the local server; and in a Netlify build (NETLIFY=true) as Netlify's
 * build output config, `.netlify/v1/config.json` `images.remote_images`, which Netlify merges with
 * netlify.toml — so no dealer's host is ever added by hand to the shared file.
 */
async function writeImageHosts(outDir: string, hosts: ImageHosts) {
  await writeFile(join(outDir, IMAGE_HOSTS_FILE), JSON.stringify(hosts, null, 2));
  if (process.env.NETLIFY !== "true") return;
  const file = resolve(".netlify/v1/config.json");
  const current = await readFile(file, "utf8").then(
    (text) => JSON.parse(text) as Record<string, unknown>,
    () => ({}) as Record<string, unknown>,
  );
  const images = { ...(current.images as object), remote_images: remoteImagePatterns(hosts.origins) };
  await mkdir(resolve(file, ".."), { recursive: true });
  await writeFile(file, JSON.stringify({ ...current, images }, null, 2));
}

async function writeReport(report: TenantBuildReport) {
  const file = reportPath(report.tenant);
  await mkdir(resolve(file, ".."), { recursive: true });
  await writeFile(file, JSON.stringify(report, null, 2));
}

async function exists(path: string) {
  return stat(path).then(
    () => true,
    () => false,
  );
}

/**
 * Validates the tenant before anything is built (a bad config or a missing feed fails this tenant
 * with the file and path of the problem), reports skipped feed records, copies the tenant's own
 * public files into its output, and writes the build report.
 */
export function tenantBuild(slug: string): AstroIntegration {
  let bundle: TenantBundle | undefined;
  let issues: FeedIssue[] = [];
  let warnings: string[] = [];
  let imageHosts: ImageHosts | undefined;
  return {
    name: "forecourt:tenant-build",
    hooks: {
      "astro:config:setup": async ({ updateConfig, logger, command }) => {
        try {
          bundle = await getTenantBundle(slug);
          issues = bundle.issues;
          refuseEmptiedStock(slug, bundle);
          imageHosts = imageHostsOf(bundle);
          warnings = crossCheckFeed(bundle.config, bundle.feed);
          updateConfig({
            site: bundle.config.siteUrl,
            // Astro hashes its own inline scripts into each page's policy; ours are added here.
            security: {
              csp: {
                algorithm: "SHA-256", // updateConfig does not apply the schema's defaults
                directives: pageDirectives(bundle.config, hotlinkedOrigins(bundle, imageHosts)) as never,
                scriptDirective: { hashes: ownInlineScriptHashes(), resources: scriptSources(bundle.config) },
                styleDirective: { resources: [...STYLE_SOURCES] },
              },
            },
          });
        } catch (error) {
          // The rows the feed skipped say why a publish guard refused it.
          if (command === "build")
            await writeReport({ tenant: slug, status: "failed", error: (error as Error).message, issues });
          throw error;
        }
        for (const issue of issues) logger.warn(formatFeedIssue(issue));
        for (const warning of warnings) logger.warn(`${slug}: ${warning}`);
        if (bundle.liveChanges > 0)
          logger.info(`${slug}: ${bundle.liveChanges} car(s) changed by the stock hook since the feed was written`);
      },
      "astro:server:setup": ({ server }) => {
        // Serve the tenant's own public folder in dev, as the build copies it into dist/<slug>.
        const publicDir = join(tenantFolder(slug), "public");
        server.middlewares.use(async (req, res, next) => {
          const path = decodeURIComponent((req.url ?? "/").split("?")[0]!);
          const file = resolve(publicDir, `.${path}`);
          if (!file.startsWith(publicDir) || !(await exists(file)) || (await stat(file)).isDirectory()) return next();
          if (file.endsWith(".svg")) res.setHeader("content-type", "image/svg+xml");
          createReadStream(file).pipe(res);
        });
      },
      "astro:build:done": async ({ dir, pages }) => {
        const publicDir = join(tenantFolder(slug), "public");
        if (await exists(publicDir)) await cp(publicDir, fileURLToPath(dir), { recursive: true });
        // Cars without a page (sold past the window, hidden) redirect to a search for their make and model;
        // /special-offers?… and /models?… are rewritten onto their prerendered filter pages.
        const { config, feed } = bundle!;
        // …and /our-location/{slug} is the same page as /locations/{slug}.
        // Each car offering Reserve has its checkout address served by the one checkout page.
        const checkout = {
          route: config.features.reserveOnline.route,
          offers: (car: Car) => offersReserve(car, config),
        };
        const rules = `${redirectRules(feed.cars, (car) => carHasPage(car, config), checkout)}${contentRedirectRules(feed.offers, feedNow(config))}${OUR_LOCATION_REDIRECT}\n`;
        await writeFile(join(fileURLToPath(dir), "_redirects"), rules);
        // The data the compare table, the print page and the checkout read, one file a car.
        await writeCarData(fileURLToPath(dir));
        // The same policy as an HTTP header (Netlify's _headers; the local server reads it too), with
        // every page's script hashes: a header may also carry frame-ancestors, which a <meta> tag cannot.
        const outDir = fileURLToPath(dir);
        // The one walk of the new site, before the reused files are linked in: what this build wrote.
        const written = new Set(await readdir(outDir, { recursive: true }));
        const reused = settleReused(written);
        const renderedPages = [...written].filter((file) => file.endsWith(".html"));
        // A bounded pool: a dealer has more pages than the open-files limit of most machines.
        const renderedHashes = await mapWithConcurrency(renderedPages, FILE_CONCURRENCY, (file) =>
          pageScriptHashes(join(outDir, file)),
        );
        const hashes = [...renderedHashes.flat(), ...[...reused.values()].flatMap((record) => record.hashes ?? [])];
        const headers = renderHeadersFile([
          { path: "/*", headers: pageHeaders(config, hashes, hotlinkedOrigins(bundle!, imageHosts!)) },
          IMMUTABLE_ASSETS,
        ]);
        await writeFile(join(fileURLToPath(dir), "_headers"), headers);
        await writeImageHosts(outDir, imageHosts!);
        // Last into the new site: the files taken from the live one (nothing writes after this). The
        // links wait on the disk while the channel feeds (written elsewhere) take the processor.
        const [, channels] = await Promise.all([
          linkReused(outDir, new Map(renderedPages.map((file, index) => [file, renderedHashes[index]!]))),
          writeChannelFeeds(slug, bundle!),
        ]);
        const reusedFiles = reusedCount();
        await writeReport({
          tenant: slug,
          status: "built",
          pages: pages.length + reusedFiles.pages,
          rendered: pages.length,
          reused: reusedFiles.files,
          issues,
          warnings,
          maxRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
          stock: stockEntries(feed.cars),
          channels,
        });
      },
    },
  };
}
