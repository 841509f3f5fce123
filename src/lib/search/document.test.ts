import { describe, expect, it } from "vitest";
import { testCar } from "../../../tests/support/test-car.ts";
import { parseTenantConfig } from "../tenant/load-tenant.ts";
import { toSearchDocument, unixSeconds } from "./document.ts";
import { commentTerms, filteredFeatures } from "./document-text.ts";
import { bucketLabels, priceBucket, WEEKLY_PRICE_RANGE_BOUNDS } from "./price-buckets.ts";

const tenant = (patch: object = {}) =>
  parseTenantConfig(
    {
      slug: "x",
      name: "Bayside Ford",
      siteUrl: "https://x.example",
      template: "brand",
      contact: {
        phone: "03 5550 0000",
        email: "a@x.example",
        street: "1 A St",
        suburb: "Frankston",
        state: "VIC",
        postcode: "3199",
      },
      ...patch,
    },
    "tenants/x/tenant.json",
  );
const now = new Date("2026-10-01T00:00:00Z");

describe("toSearchDocument: every spec §3 facet under its name, numbers and booleans typed", () => {
  const doc = toSearchDocument(
    testCar({
      km: 12345,
      price: 25990,
      seats: 5,
      certified: "yes",
      created_at: "2026-09-28",
      simple_body: "Sedan",
      simple_fuel: "Hybrid",
      simple_transmission: "Automatic",
      location_id: "L1",
      standardEquipment: ["apple carplay", "Cup holders"],
      categories: ["Family", "Family"],
    }),
    tenant(),
    { now, locations: [{ id: "L1", name: "Bayside Toyota", city: "Moorabbin", state: "VIC" }] },
  );
  it.each([
    ["make_model.lvl0", "Toyota"],
    ["make_model.lvl1", "Toyota > Corolla"],
    ["km", 12345],
    ["price", 25990],
    ["seats", 5],
    ["year", 2021],
    ["certified", true],
    ["created_at_timestamp", Date.UTC(2026, 8, 28) / 1000],
    ["price_range", "$20,000 - $30,000"],
    ["body", "Sedan"],
    ["fuel", "Hybrid"],
    ["transmission", "Automatic"],
    ["location_name", "Bayside Toyota"],
    ["city", "Moorabbin"],
    ["state", "VIC"],
    ["item_type", "car"],
    ["status", "in_stock"],
    ["car_type", "used"],
    ["categories", ["Family"]],
    ["filtered_features", ["Apple CarPlay"]],
    ["tag", ["HYBRID", "Certified Pre-Owned", "JUST ARRIVED"]],
    ["tag_label", "HYBRID"],
  ])("%s = %j", (field, value) => {
    expect(doc[field as keyof typeof doc]).toEqual(value);
  });
  it("leaves out fields the car has no value for", () => {
    expect(Object.keys(doc)).not.toContain("subscription_price");
    expect(Object.keys(doc)).not.toContain("weekly_price");
    expect(Object.keys(doc)).not.toContain("colour");
  });
});

describe.each([
  // [rule, car patch, tenant patch, field, expected]
  ["§4 price display: a price of $10 or less is a placeholder, not a price", { price: 10 }, {}, "price", undefined],
  [
    "§4 price display: PREORDER travels to the card",
    { price: 0, preorder: true },
    {},
    "price_display",
    { kind: "preorder" },
  ],
  [
    "subscription price only where the tenant has subscription pricing",
    { subscription_price: 199 },
    {},
    "subscription_price",
    undefined,
  ],
  [
    "subscription price above 0 with subscription pricing on",
    { subscription_price: 199 },
    { features: { subscriptionPricing: true } },
    "subscription_price",
    199,
  ],
  ["est. weekly only when the tenant shows it on cards", { price: 30000 }, {}, "weekly_price", undefined],
  [
    "est. weekly on the calculator's defaults",
    { price: 30000 },
    { finance: { showWeeklyOnCards: true } },
    "weekly_price",
    146.73,
  ],
  [
    "weekly bucket beside it",
    { price: 30000 },
    { finance: { showWeeklyOnCards: true } },
    "weekly_price_range",
    "$100 - $150",
  ],
  [
    "§5: a weekly of 25 or less is not quoted",
    { price: 4000 },
    { finance: { showWeeklyOnCards: true } },
    "weekly_price",
    undefined,
  ],
  ["fuel falls back to the free-text fuel", { fuel: "Diesel" }, {}, "fuel", "Diesel"],
  ["location name falls back to the car's own", { location: "Main Yard" }, {}, "location_name", "Main Yard"],
])("toSearchDocument rule: %s", (_rule, carPatch, tenantPatch, field, expected) => {
  it(`${field} → ${JSON.stringify(expected)}`, () => {
    const doc = toSearchDocument(testCar(carPatch), tenant(tenantPatch), { now });
    expect(doc[field as keyof typeof doc]).toEqual(expected);
  });
});

describe.each([
  [undefined, undefined],
  [5000, "Under $10,000"],
  [10000, "$10,000 - $20,000"],
  [19999, "$10,000 - $20,000"],
  [75000, "$75,000 - $100,000"],
  [100000, "$100,000+"],
])("price_range buckets (bucket includes its lower bound): %s", (amount, label) => {
  it(`→ ${label}`, () => expect(priceBucket(amount)).toBe(label));
});

describe("bucket labels", () => {
  it("lists every weekly band in ascending order", () => {
    expect(bucketLabels(WEEKLY_PRICE_RANGE_BOUNDS)).toEqual([
      "Under $100",
      "$100 - $150",
      "$150 - $200",
      "$200 - $300",
      "$300 - $400",
      "$400 - $500",
      "$500+",
    ]);
  });
});

describe.each([
  [
    ["Reversing camera", "Apple Car-Play", "Sunroof"],
    ["Apple CarPlay", "Reversing Camera", "Sunroof"],
  ],
  [["Cup holders"], []],
])("filtered_features keeps only the curated features, canonically named: %j", (equipment, expected) => {
  it(`→ ${JSON.stringify(expected)}`, () => expect(filteredFeatures(equipment)).toEqual(expected));
});

describe("comment terms", () => {
  it("keeps new words, drops known words, stop words, numbers and the dealer's sign-off", () => {
    const html =
      "<p>The <strong>Corolla</strong> has a towbar &amp; roof racks.</p><p>Visit Bayside Ford, call 03 5550 0210.</p>";
    expect(commentTerms(html, ["2021 Toyota Corolla"], ["Bayside Ford"])).toBe("towbar roof racks visit call");
  });
  it("is absent without comments", () => expect(commentTerms(undefined, [])).toBeUndefined());
});

describe("unixSeconds", () => {
  it.each([
    ["2026-09-28", 1790553600],
    ["not a date", undefined],
    [undefined, undefined],
  ])("%s → %s", (iso, seconds) => expect(unixSeconds(iso)).toBe(seconds));
});
