import { describe, expect, it } from "vitest";
import { parseTenantConfig, TenantConfigError } from "./load-tenant.ts";

const FILE = "tenants/harbour-city/tenant.json";
const minimal = {
  slug: "harbour-city",
  name: "Harbour City",
  siteUrl: "https://www.harbourcity.example",
  template: "metro",
  contact: {
    phone: "02 5550 0000",
    email: "sales@harbourcity.example",
    street: "1 George St",
    suburb: "Sydney",
    state: "NSW",
    postcode: "2000",
  },
};

function problems(patch: object): string {
  try {
    parseTenantConfig({ ...minimal, ...patch }, FILE);
  } catch (error) {
    expect(error).toBeInstanceOf(TenantConfigError);
    return (error as Error).message;
  }
  throw new Error("expected the config to be rejected");
}

describe("tenant config defaults are the spec's values", () => {
  const config = parseTenantConfig(minimal, FILE);
  it.each([
    ["just arrived days (§9)", config.inventory.justArrivedDays, 8],
    ["sold within days (§4)", config.inventory.soldWithinDays, 3],
    [
      "similar cars (§9)",
      config.inventory.similarCars,
      { max: 6, priceThreshold: 50_000, narrowWindow: 10_000, wideWindow: 25_000 },
    ],
    [
      "reserve deposit and hold (§9)",
      [config.features.reserveOnline.depositAmount, config.features.reserveOnline.holdHours],
      [200, 48],
    ],
    [
      "purchase price range (§5)",
      config.finance.calculator.purchasePrice,
      { min: 1000, max: 250_000, default: 30_000 },
    ],
    ["interest range (§5)", config.finance.calculator.interest, { min: 0.5, max: 15, default: 10 }],
    [
      "term (§5)",
      [config.finance.calculator.termYears, config.finance.calculator.termStepYears],
      [{ min: 1, max: 7, default: 5 }, 0.5],
    ],
    ["comparison example (§9)", config.finance.comparisonExample, { termYears: 5, amount: 30_000 }],
    ["minimum review rating (§9)", config.reviews.minimumRating, 4],
    ["promo tile position (§9)", config.features.promoTile.position, 8],
    ["finance link", config.finance.link, "/finance"],
    ["search backend: embedded, worker above 3000 cars", config.search, { workerThreshold: 3000 }],
    ["closed text (§4)", config.openingHours.closedText, "Closed"],
  ])("%s", (_name, actual, expected) => {
    expect(actual).toEqual(expected);
  });
});

describe("tenant config errors name the file and the dotted path", () => {
  it("snapshots the messages an operator reads", () => {
    expect(problems({ finance: { calculator: { interest: { max: 200 } } } })).toMatchInlineSnapshot(`
      "tenants/harbour-city/tenant.json: invalid tenant config
        tenants/harbour-city/tenant.json: finance.calculator.interest.max: must be ≤ 30"
    `);
    expect(
      problems({ template: "retro", contact: { ...minimal.contact, postcode: "200" }, featurs: {} }),
    ).toMatchInlineSnapshot(`
      "tenants/harbour-city/tenant.json: invalid tenant config
        tenants/harbour-city/tenant.json: template: must be one of metro, brand (see docs/templates.md)
        tenants/harbour-city/tenant.json: contact.postcode: must be a 4-digit postcode
        tenants/harbour-city/tenant.json: (top level): unknown setting "featurs" (check the spelling against tenants/tenant.schema.json)"
    `);
  });

  it.each([
    [
      "a minimum above the maximum",
      { finance: { calculator: { purchasePrice: { min: 9000, max: 5000, default: 6000 } } } },
      "finance.calculator.purchasePrice.min: min must be below max",
    ],
    [
      "a default outside its range",
      { finance: { calculator: { interest: { default: 16 } } } },
      "finance.calculator.interest.default: default must lie between min and max",
    ],
    [
      "a service banner linking to javascript:",
      { serviceBanner: { href: "javascript:alert(1)" } },
      "serviceBanner.href: must be an http(s), mailto: or tel: link, or a relative address",
    ],
    [
      "a finance link that is neither a route nor https",
      { finance: { link: "http://finance.example" } },
      "finance.link:",
    ],
    [
      "a Typesense backend without a collection alias",
      { search: { typesense: { nodes: [{ host: "x.a1.typesense.net" }] } } },
      "search.typesense.collection:",
    ],
    [
      "a Typesense backend with a key in tenant.json",
      { search: { typesense: { nodes: [{ host: "x.a1.typesense.net" }], collection: "cars", searchOnlyApiKey: "k" } } },
      "search.typesense:",
    ],
    [
      "an image template without {url}",
      { images: { cdnTemplate: "/img?w={width}" } },
      "images.cdnTemplate: must contain {url}",
    ],
  ])("rejects %s", (_name, patch, expected) => {
    expect(problems(patch)).toContain(expected);
  });
});

describe("the marketing opt-in never starts ticked for an Australian dealer (the ACMA over the spec's default)", () => {
  it("starts unticked unless a dealer says otherwise", () => {
    expect(parseTenantConfig(minimal, FILE).enquiry.optInDefault).toBe(false);
  });

  it("refuses a pre-ticked box for an Australian dealer, citing the ACMA", () => {
    expect(problems({ enquiry: { optInDefault: true } })).toMatchInlineSnapshot(`
      "tenants/harbour-city/tenant.json: invalid tenant config
        tenants/harbour-city/tenant.json: enquiry.optInDefault: must be false for an Australian dealer: the ACMA, which enforces the Spam Act 2003, says pre-checked tick boxes "are not an acceptable way of gaining consent" (https://www.acma.gov.au/theACMA/spam-gaining-legitimate-consent); remove the setting, and shoppers tick the box themselves"
    `);
  });

  it("leaves a dealer outside Australia to its own law", () => {
    const nz = { ...minimal.contact, country: "NZ", state: undefined, region: "Canterbury", postcode: "8011" };
    expect(
      parseTenantConfig({ ...minimal, contact: nz, enquiry: { optInDefault: true } }, FILE).enquiry.optInDefault,
    ).toBe(true);
  });
});
