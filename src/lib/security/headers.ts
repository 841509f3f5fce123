import { dealerTagSources } from "../analytics/tags.ts";
import { ownCopy } from "../format/own-copy.ts";
import type { AnalyticsSettings } from "../analytics/settings.ts";
import type { ImagesSettings } from "../media/settings.ts";
import type { SearchSettings } from "../search/settings.ts";

/**
 * The one definition of the security headers. Astro puts the page policy in a <meta>
 * tag with the hashes of its own inline scripts (astro.config via the tenant-build integration);
 * the build writes the same policy, with every page's hashes, to dist/<slug>/_headers for Netlify,
 * and the local server (scripts/serve.ts) reads that file, so local pages and browser tests get
 * exactly the production headers. Functions add API_HEADERS to every /api answer.
 */

/** The settings that add hosts to a dealer's page policy: its image CDN, its Typesense cluster, its tags. */
interface PolicySettings {
  images: ImagesSettings;
  search: SearchSettings;
  analytics: AnalyticsSettings;
}

/**
 * Where the site's own pages may load from; script-src and style-src are Astro's to render.
 * `hotlinkedImageOrigins`: the dealer's image hosts, for a dealer whose pages load its photos
 * straight from them (images.cdnTemplate "{url}"); through an image CDN they come from the site.
 */
export function pageDirectives(config: PolicySettings, hotlinkedImageOrigins: readonly string[] = []): string[] {
  // The dealer's measurement tags add their hosts, only for a dealer who set their ids.
  const tags = dealerTagSources(config);
  const images = ["'self'", "data:", "blob:", ...imageOrigins(config), ...hotlinkedImageOrigins, ...tags.img];
  return [
    "default-src 'self'",
    `img-src ${[...new Set(images)].join(" ")}`,
    "font-src 'self' data:",
    `connect-src ${["'self'", ...typesenseOrigins(config), ...tags.connect].join(" ")}`,
    // The embedded search runs in a module worker from /_astro/.
    "worker-src 'self' blob:",
    // Car videos play from YouTube (no-cookie) or Vimeo only after the shopper asks (VideoFacade).
    `frame-src ${["https://www.youtube-nocookie.com", "https://player.vimeo.com", ...tags.frame].join(" ")}`,
    "media-src 'self' https:",
    "manifest-src 'self'",
    "base-uri 'self'",
    "object-src 'none'",
    "form-action 'self'",
  ];
}

/** Styles stay 'unsafe-inline': the tenant theme is a <style> and components set style attributes; scripts carry no such allowance. */
export const STYLE_SOURCES = ["'self'", "'unsafe-inline'"] as const;

/** Where scripts may come from besides the page's hashed inline ones: the site, and the dealer's tags. */
export const scriptSources = (config: PolicySettings): string[] => ["'self'", ...dealerTagSources(config).script];

/** The full page policy for the HTTP header: frame-ancestors only works there, not in a <meta> tag. */
export function pagePolicy(
  config: PolicySettings,
  scriptHashes: readonly string[],
  hotlinkedImageOrigins: readonly string[] = [],
): string {
  const hashes = [...new Set(scriptHashes)].sort().map((hash) => `'${hash}'`);
  const scriptSrc = [...scriptSources(config), ...hashes].join(" ");
  return [
    ...pageDirectives(config, hotlinkedImageOrigins),
    `script-src ${scriptSrc}`,
    `style-src ${STYLE_SOURCES.join(" ")}`,
    "frame-ancestors 'self'",
  ].join("; ");
}

/** Headers for every response, pages and functions alike. */
export const COMMON_HEADERS: Readonly<Record<string, string>> = {
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Cross-Origin-Opener-Policy": "same-origin",
  // Geolocation for "near me" in the dealer locator; nothing else asks for a device feature.
  "Permissions-Policy":
    "accelerometer=(), camera=(), geolocation=(self), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()",
};

/** Every response of the site itself (pages, files, redirects); `_headers` adds each page's policy. */
export const SITE_HEADERS: Readonly<Record<string, string>> = {
  ...COMMON_HEADERS,
  "X-Frame-Options": "SAMEORIGIN",
};

export function pageHeaders(
  config: PolicySettings,
  scriptHashes: readonly string[],
  hotlinkedImageOrigins: readonly string[] = [],
): Record<string, string> {
  return { ...SITE_HEADERS, "Content-Security-Policy": pagePolicy(config, scriptHashes, hotlinkedImageOrigins) };
}

/** /api answers are JSON: nothing in them may load or be framed. */
export const API_HEADERS: Readonly<Record<string, string>> = {
  ...COMMON_HEADERS,
  "X-Frame-Options": "DENY",
  "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'",
};

/** Astro fingerprints everything under /_astro/: the content at a URL never changes. */
export const IMMUTABLE_ASSETS = {
  path: "/_astro/*",
  headers: { "Cache-Control": "public, max-age=31536000, immutable" },
};

export interface HeaderRule {
  path: string;
  headers: Readonly<Record<string, string>>;
}

/**
 * Netlify's `_headers` file format: a path line, then indented `Name: value` lines. Only written
 * here; the local server reads it back with Netlify's own parser (scripts/server/netlify-rules.ts).
 */
export function renderHeadersFile(rules: readonly HeaderRule[]): string {
  return rules
    .map((rule) =>
      [rule.path, ...Object.entries(rule.headers).map(([name, value]) => `  ${name}: ${value}`)].join("\n"),
    )
    .join("\n\n")
    .concat("\n");
}

/** Script hashes from the CSP <meta> tags Astro wrote into built pages. */
export function scriptHashesInPage(html: string): string[] {
  const meta = /<meta http-equiv="content-security-policy" content="([^"]*)"/i.exec(html);
  if (!meta) return [];
  const scriptSrc = meta[1]!.split(";").find((directive) => directive.trim().startsWith("script-src "));
  // A copy, not a slice: V8 keeps a sliced string's whole parent alive, and the parent is the page
  // (5,599 pages' HTML held through their hashes made the 2,000-car build's heap 500 MB larger).
  return (scriptSrc?.match(/'(sha(?:256|384|512)-[^']+)'/g) ?? []).map((token) => ownCopy(token.slice(1, -1)));
}

function originOf(url: string): string | undefined {
  try {
    return /^https?:\/\//.test(url) ? new URL(url).origin : undefined;
  } catch {
    return undefined;
  }
}

/** An image CDN on another host (images.cdnTemplate) must be allowed to load images. */
function imageOrigins(config: PolicySettings): string[] {
  const origin = originOf(config.images.cdnTemplate.replace(/\{[a-z]+\}/g, "x"));
  return origin ? [origin] : [];
}

/** A Typesense dealer's browser queries its cluster's nodes. */
function typesenseOrigins(config: PolicySettings): string[] {
  const nodes = config.search.typesense?.nodes ?? [];
  return [...new Set(nodes.map((node) => new URL(`${node.protocol}://${node.host}:${node.port}`).origin))];
}
