import { describe, expect, it } from "vitest";
import { parseTenantConfig } from "../tenant/load-tenant.ts";
import {
  API_HEADERS,
  IMMUTABLE_ASSETS,
  pageHeaders,
  pagePolicy,
  renderHeadersFile,
  scriptHashesInPage,
} from "./headers.ts";
import {
  CONSENT_PREPAINT,
  OFFER_ENDED_PREPAINT,
  PHOTO_FALLBACK,
  ownInlineScriptHashes,
  SERVICE_BANNER_PREPAINT,
} from "./inline-scripts.ts";
import { headersForPath, parseHeaders } from "../../../scripts/server/netlify-rules.ts";

const base = {
  slug: "demo",
  name: "Demo Motors",
  siteUrl: "https://demo.example.com.au",
  template: "metro",
  contact: {
    phone: "02 5550 0000",
    email: "sales@demo.example",
    street: "1 George St",
    suburb: "Sydney",
    state: "NSW",
    postcode: "2000",
  },
};

function config(extra: Record<string, unknown> = {}) {
  return parseTenantConfig({ ...base, ...extra }, "tenant.json");
}

describe("one definition of the security headers", () => {
  it("never lets inline script run without its hash, and keeps framing to the site", () => {
    const policy = pagePolicy(config(), ["sha256-b", "sha256-a", "sha256-a"]);
    const directives = Object.fromEntries(
      policy.split("; ").map((directive) => [directive.split(" ")[0], directive.split(" ").slice(1).join(" ")]),
    );
    expect(directives["script-src"]).toBe("'self' 'sha256-a' 'sha256-b'");
    expect(policy).not.toMatch(/script-src[^;]*unsafe/);
    expect(directives["frame-ancestors"]).toBe("'self'");
    expect(directives["object-src"]).toBe("'none'");
    expect(directives["connect-src"]).toBe("'self'");
  });

  it("lets a Typesense dealer's browser reach its cluster, and an image CDN on another host load images", () => {
    const policy = pagePolicy(
      config({
        search: { typesense: { nodes: [{ host: "abc-1.a1.typesense.net" }], collection: "cars" } },
        images: { cdnTemplate: "https://images.example-cdn.com/{url}?w={width}" },
      }),
      [],
    );
    expect(policy).toContain("connect-src 'self' https://abc-1.a1.typesense.net;");
    expect(policy).toContain("img-src 'self' data: blob: https://images.example-cdn.com;");
  });

  it("sends HSTS, Permissions-Policy and COOP on pages and on /api answers", () => {
    for (const headers of [pageHeaders(config(), []), API_HEADERS]) {
      expect(headers["Strict-Transport-Security"]).toMatch(/^max-age=\d{8}/);
      expect(headers["Permissions-Policy"]).toContain("camera=()");
      expect(headers["Cross-Origin-Opener-Policy"]).toBe("same-origin");
    }
    expect(API_HEADERS["Content-Security-Policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it("writes Netlify's _headers and reads it back (Netlify's parser, as the local server) to the same headers per path", async () => {
    const page = pageHeaders(config(), ["sha256-x"]);
    const warnings: string[] = [];
    const rules = await parseHeaders(renderHeadersFile([{ path: "/*", headers: page }, IMMUTABLE_ASSETS]), (w) =>
      warnings.push(w),
    );
    expect(warnings).toEqual([]);
    expect(headersForPath(rules, "/cars/a/")).toEqual(page);
    expect(headersForPath(rules, "/_astro/app.js")).toEqual({ ...page, ...IMMUTABLE_ASSETS.headers });
  });

  it("reads the script hashes of a page's CSP meta tag", () => {
    const html = `<head><meta http-equiv="content-security-policy" content="default-src 'self'; script-src 'self' 'sha256-AB+/=' 'sha384-CD'; style-src 'self' 'unsafe-inline'"></head>`;
    expect(scriptHashesInPage(html)).toEqual(["sha256-AB+/=", "sha384-CD"]);
    expect(scriptHashesInPage("<head></head>")).toEqual([]);
  });

  it("hashes our own pre-paint scripts exactly as written", async () => {
    const hash = async (script: string) =>
      `sha256-${Buffer.from(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(script))).toString("base64")}`;
    expect(ownInlineScriptHashes()).toEqual([
      await hash(SERVICE_BANNER_PREPAINT),
      await hash(CONSENT_PREPAINT),
      await hash(OFFER_ENDED_PREPAINT),
      await hash(PHOTO_FALLBACK),
    ]);
  });
});

describe("the dealer's measurement tags in the policy", () => {
  const directivesOf = (policy: string) =>
    Object.fromEntries(
      policy.split("; ").map((directive) => [directive.split(" ")[0], directive.split(" ").slice(1).join(" ")]),
    );

  it("adds exactly the tags' hosts for a dealer who set ids, still without 'unsafe-inline' for scripts", () => {
    const tagged = config({
      analytics: { gtmContainerId: "GTM-ABC123", ga4MeasurementId: "G-ABC123", facebookPixelId: "1234567890123456" },
    });
    const directives = directivesOf(pagePolicy(tagged, ["sha256-a"]));
    expect(directives["script-src"]).toBe(
      "'self' https://*.googletagmanager.com https://connect.facebook.net 'sha256-a'",
    );
    expect(directives["connect-src"]).toContain("https://*.google-analytics.com");
    expect(directives["connect-src"]).toContain("https://www.facebook.com");
    expect(directives["img-src"]).toContain("https://www.facebook.com");
    expect(directives["script-src"]).not.toMatch(/unsafe/);
  });

  it("adds none for a dealer without tags", () => {
    const policy = pagePolicy(config(), []);
    expect(policy).not.toMatch(/google|facebook/);
  });

  it("refuses an id that is not one", () => {
    expect(() => config({ analytics: { facebookPixelId: "fb-123" } })).toThrow(/analytics\.facebookPixelId/);
    expect(() => config({ analytics: { gtmContainerId: "UA-1" } })).toThrow(/analytics\.gtmContainerId/);
  });

  it("GA4 with Google Signals: Google's Signals table on top (DoubleClick, google.com and .com.au, its iframe), only when asked", () => {
    const ga4 = { ga4MeasurementId: "G-ABC123" };
    const plain = directivesOf(pagePolicy(config({ analytics: ga4 }), []));
    const signals = directivesOf(pagePolicy(config({ analytics: { ...ga4, googleSignals: true } }), []));
    expect(plain["frame-src"]).toBe("https://www.youtube-nocookie.com https://player.vimeo.com");
    expect(plain["connect-src"]).not.toMatch(/doubleclick|\/\/\*\.google\.com/);
    expect(signals["frame-src"]).toBe(
      "https://www.youtube-nocookie.com https://player.vimeo.com https://td.doubleclick.net https://www.googletagmanager.com",
    );
    for (const host of ["https://*.g.doubleclick.net", "https://*.google.com", "https://*.google.com.au"]) {
      expect(signals["img-src"]?.split(" ")).toContain(host);
      expect(signals["connect-src"]?.split(" ")).toContain(host);
    }
    expect(signals["connect-src"]?.split(" ")).toContain("https://pagead2.googlesyndication.com");
    expect(signals["script-src"]).toBe(plain["script-src"]);
  });

  it("refuses Google Signals without a Google tag to be part of", () => {
    expect(() => config({ analytics: { googleSignals: true } })).toThrow(/analytics\.googleSignals/);
    expect(() => config({ analytics: { facebookPixelId: "1234567890123456", googleSignals: true } })).toThrow(
      /needs ga4MeasurementId or gtmContainerId/,
    );
  });
});
