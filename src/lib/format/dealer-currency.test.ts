import { readFileSync } from "node:fs";
import { parse } from "csv-parse/sync";
import { afterEach, describe, expect, it } from "vitest";
import { toAdf } from "../../../functions/_shared/platform/providers/crm/adf.ts";
import { sampleDealer } from "../../../scripts/support/sample-feed.ts";
import { validateRecords } from "../feed/validate.ts";
import { stockSourceOf } from "../feed/formats/stock-source.ts";
import { carJsonLd } from "../seo/car-json-ld.ts";
import { renderFeeds } from "../syndication/channel-feeds.ts";
import { regionAndPostcode } from "../tenant/contact.ts";
import { tenantSchema } from "../tenant/schema.ts";
import { formatCents, formatDollars, usePageCurrency } from "./money.ts";

/**
 * A dealer's currency (pricing.currency) is set once and every page, channel feed,
 * JSON-LD offer, lead and stock export follows it; a New Zealand dealer works by configuration.
 */
const BASE = {
  slug: "kiwi-motors",
  name: "Kiwi Motors",
  siteUrl: "https://www.kiwi.example",
  template: "brand",
  contact: {
    phone: "09 555 0100",
    email: "sales@kiwi.example",
    street: "1 Queen St",
    suburb: "Auckland Central",
    country: "NZ",
    region: "Auckland",
    postcode: "1010",
  },
};

afterEach(() => usePageCurrency("AUD"));

describe("a dealer's currency", () => {
  it("is AUD unless the dealer says otherwise, must be an ISO 4217 code, and an export in another currency is refused", () => {
    expect(tenantSchema.parse(BASE).pricing.currency).toBe("AUD");
    expect(tenantSchema.parse({ ...BASE, pricing: { currency: "NZD" } }).pricing.currency).toBe("NZD");
    const bad = tenantSchema.safeParse({ ...BASE, pricing: { currency: "KIWI" } });
    expect(bad.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["pricing.currency", "must be an ISO 4217 currency code such as AUD or NZD"],
    ]);
    const mismatched = tenantSchema.safeParse({
      ...BASE,
      pricing: { currency: "NZD" },
      feed: { format: "google-vehicle-listings", currency: "AUD" },
    });
    expect(mismatched.error?.issues[0]?.path).toEqual(["feed", "currency"]);
    expect(mismatched.error?.issues[0]?.message).toMatch(
      /^is AUD but pricing\.currency is NZD: prices are never converted/,
    );
  });

  it("writes money as the dealer's shoppers read it: their own dollars as $, another currency by its code", () => {
    expect(formatDollars(24_990, "AUD")).toBe("$24,990");
    expect(formatDollars(24_990, "NZD")).toBe("$24,990");
    expect(formatCents(182.09, "NZD")).toBe("$182.09");
    expect(formatDollars(24_990, "USD")).toMatch(/^USD\s24,990$/);
    // One dealer's build says its currency once; its pages need not pass it.
    usePageCurrency("CAD");
    expect(formatDollars(48_900)).toMatch(/^CAD\s48,900$/);
  });

  it("reads a New Zealand dealer's export in NZD unless feed.currency says otherwise", () => {
    const config = tenantSchema.parse({
      ...BASE,
      pricing: { currency: "NZD" },
      feed: { format: "google-vehicle-listings" },
    });
    const source = stockSourceOf(config, "tenants/kiwi-motors/tenant.json");
    expect(source?.settings.currency ?? source?.settings.dealerCurrency).toBe("NZD");
  });

  it("gives channel feeds, JSON-LD and ADF leads the dealer's currency code", () => {
    const sample = sampleDealer("harbour-city-motor-group");
    const config = { ...sample.config, pricing: { ...sample.config.pricing, currency: "NZD" } };
    const raw = JSON.parse(readFileSync("tenants/harbour-city-motor-group/feed/locations.json", "utf8"));
    const locations = validateRecords("harbour-city-motor-group", "locations", raw).records;
    const feeds = new Map(renderFeeds(config, sample.cars, locations).map(({ file, feed }) => [file, feed.body]));
    const google = parse(feeds.get("google-vehicle-ads.tsv")!, { columns: true, delimiter: "\t" }) as {
      price: string;
    }[];
    expect(google.length).toBeGreaterThan(0);
    expect(google.filter((row) => !/^\d+\.\d\d NZD$/.test(row.price))).toEqual([]);
    expect(feeds.get("meta-automotive.csv")).toMatch(/,\d+(\.\d\d)? NZD,/);
    expect(feeds.get("meta-automotive.csv")).not.toContain(" AUD");
    const marketplace = JSON.parse(feeds.get("marketplace.json")!) as { cars: { currency: string }[] };
    expect(new Set(marketplace.cars.map((car) => car.currency))).toEqual(new Set(["NZD"]));

    const priced = sample.cars.find(
      (car) => typeof car.price === "number" && car.price > 10 && car.status === "in_stock",
    )!;
    const jsonLd = carJsonLd(priced, {
      url: "https://x/cars/a",
      siteUrl: "https://x",
      seller: { name: "K" },
      currency: "NZD",
    });
    expect((jsonLd as { offers: { priceCurrency: string } }).offers.priceCurrency).toBe("NZD");

    const adf = toAdf(
      {
        id: "L1",
        tenant: "kiwi-motors",
        created_at: "2026-01-01T00:00:00.000Z",
        type: "Vehicle Enquiry",
        category: "Sales",
        customer: { first_name: "A", last_name: null, email: null, phone: "0212345678", postcode: null, opt_in: false },
        comments: null,
        vehicle: { id: "9", condition: "used", make: "Kia", price: 24_990 },
        location_id: null,
        dealership_id: null,
        details: {},
        page_url: null,
        analytics: {},
      },
      { vendorName: "Kiwi Motors", providerName: "Forecourt", currency: "NZD" },
    );
    expect(adf).toContain('<price type="asking" currency="NZD">24990</price>');
  });
});

describe("a dealer outside Australia", () => {
  it("gives its region instead of a state; an Australian dealer must still name its state", () => {
    const kiwi = tenantSchema.parse(BASE);
    expect(regionAndPostcode(kiwi.contact)).toBe("Auckland 1010");
    const json = carJsonLd(
      {
        id: "1",
        slug: "a",
        name: "2020 Mazda 3",
        year: 2020,
        make: "Mazda",
        model: "3",
        price: 20_000,
        status: "in_stock",
        images: [],
      } as never,
      {
        url: "https://www.kiwi.example/cars/a/",
        siteUrl: BASE.siteUrl,
        seller: { name: "Kiwi Motors", address: { suburb: "Auckland Central", postcode: "1010" } },
        currency: "NZD",
        country: kiwi.contact.country,
      },
    );
    expect(JSON.stringify(json)).toContain('"addressCountry":"NZ"');
    const { region, country, ...australian } = BASE.contact;
    const refused = tenantSchema.safeParse({ ...BASE, contact: australian });
    expect(refused.error?.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`)).toEqual([
      "contact.state: must be one of NSW, VIC, QLD, SA, WA, TAS, NT, ACT",
    ]);
    expect(regionAndPostcode(tenantSchema.parse({ ...BASE, contact: { ...australian, state: "NSW" } }).contact)).toBe(
      "NSW 1010",
    );
  });
});
