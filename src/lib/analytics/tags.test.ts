import { describe, expect, it } from "vitest";
import { dealerTags, hasTags, TAG_LOADERS, tagSources } from "./tags.ts";

describe("the dealer's tags", () => {
  it("only the ids the dealer set, and no hosts at all without them", () => {
    expect(dealerTags({ analytics: { consent: {} } as never })).toEqual({});
    expect(hasTags({})).toBe(false);
    expect(tagSources({})).toEqual({ script: [], img: [], connect: [], frame: [] });
    expect(tagSources({}, { googleSignals: true })).toEqual({ script: [], img: [], connect: [], frame: [] });
  });

  it("Google's hosts for GA4 (and www.google.com for Tag Manager), Meta's for the pixel", () => {
    expect(tagSources({ ga4: "G-ABC123" })).toEqual({
      script: ["https://*.googletagmanager.com"],
      img: ["https://*.google-analytics.com", "https://*.googletagmanager.com"],
      connect: ["https://*.google-analytics.com", "https://*.analytics.google.com", "https://*.googletagmanager.com"],
      frame: [],
    });
    expect(tagSources({ gtm: "GTM-ABC" }).connect).toContain("https://www.google.com");
    expect(tagSources({ ga4: "G-ABC123" }).connect).not.toContain("https://www.google.com");
    expect(tagSources({ pixel: "1234567890123456" })).toEqual({
      script: ["https://connect.facebook.net"],
      img: ["https://www.facebook.com"],
      connect: ["https://www.facebook.com", "https://connect.facebook.net"],
      frame: [],
    });
    // Signals is Google's: the pixel alone gets nothing more.
    expect(tagSources({ pixel: "1234567890123456" }, { googleSignals: true }).frame).toEqual([]);
  });

  it("loads each tag from its vendor", () => {
    expect(TAG_LOADERS.gtm("GTM-ABC")).toBe("https://www.googletagmanager.com/gtm.js?id=GTM-ABC");
    expect(TAG_LOADERS.ga4("G-ABC123")).toBe("https://www.googletagmanager.com/gtag/js?id=G-ABC123");
    expect(TAG_LOADERS.pixel()).toBe("https://connect.facebook.net/en_US/fbevents.js");
  });
});
