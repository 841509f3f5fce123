import { describe, expect, it } from "vitest";
import type { Model } from "../feed/catalogue.ts";
import type { Offer } from "../feed/offer.ts";
import { contentRedirectRules } from "../listing/content-redirects.ts";
import { offerAndModelUrls } from "./content-urls.ts";
import { matchRedirect, parseRedirects } from "../../../scripts/server/netlify-rules.ts";

const NOW = new Date("2026-11-19T13:00:00Z");
const offers: Offer[] = [
  { id: "5001", title: "Kia deal", manufacturer: "kia", location_ids: [] },
  { id: "5002", title: "Expired", manufacturer: "kia", ends_at: "2026-11-01T00:00:00.000Z", location_ids: [] },
  { id: "5003", title: "Dealer deal", location_ids: [] },
  { id: "5004", title: "Not yet", manufacturer: "kia", starts_at: "2026-12-01T00:00:00.000Z", location_ids: [] },
];
const models: Model[] = [
  { id: "1", slug: "kia-sportage", name: "Sportage", make: "Kia", body: "SUV", variants: [] },
  { id: "2", slug: "kia-carnival", name: "Carnival", make: "Kia", body: "People Mover", variants: [] },
];

describe("offer, model and brand URLs for the sitemap", () => {
  it("lists the listings, current offers at their canonical address, body filters, models, overviews and /brands", () => {
    expect(offerAndModelUrls({ offers, models, manufacturers: [] }, NOW)).toEqual([
      "/special-offers",
      "/offers/kia/5001",
      "/offers/5003",
      "/models",
      "/models?body=people-mover",
      "/models?body=suv",
      "/kia-sportage",
      "/kia-carnival",
      "/kia/overview",
      "/brands",
    ]);
  });
});

// Read back by Netlify's own parser, as the local server reads the build's _redirects.
const rules = await parseRedirects(contentRedirectRules(offers, NOW));

describe("_redirects for offers and listings", () => {
  it.each([
    ["/offers/5001", "", { location: "/offers/kia/5001", status: 301 }],
    // An offer that has ended sends its old links to /special-offers, not a 404;
    // Saying which offer ended, so the listing can tell the shopper.
    ["/offers/5002", "", { location: "/special-offers?ended=5002", status: 301 }],
    ["/offers/kia/5002", "", { location: "/special-offers?ended=5002", status: 301 }],
    // …and that address is the plain listing (the query is no filter of it).
    ["/special-offers", "ended=5002", { location: "/special-offers/f/any/any/1/", status: 200 }],
    // An offer not yet begun has not ended: the plain listing.
    ["/offers/5004", "", { location: "/special-offers", status: 301 }],
    ["/offers/kia/5004", "", { location: "/special-offers", status: 301 }],
    ["/offers/5003", "", undefined],
    ["/models", "body=suv", { location: "/models/f/suv/1/", status: 200 }],
    ["/special-offers", "make=kia&page=2", { location: "/special-offers/f/kia/any/2/", status: 200 }],
  ])("%s?%s → %j", (path, query, expected) => {
    expect(matchRedirect(rules, path, new URLSearchParams(query))).toEqual(expected);
  });
});
