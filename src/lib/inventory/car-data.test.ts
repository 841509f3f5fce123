import { describe, expect, it } from "vitest";
import { testCar } from "../../../tests/support/test-car.ts";
import { parseTenantConfig } from "../tenant/load-tenant.ts";
import { cardChips, carData, priceView } from "./car-data.ts";

const config = (reserve: boolean) =>
  parseTenantConfig(
    {
      slug: "x",
      name: "X Motors",
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
      features: { reserveOnline: { enabled: reserve, route: "checkout" } },
    },
    "tenants/x/tenant.json",
  );

const priced = testCar({
  id: "7",
  slug: "2021-toyota-corolla-7",
  price: 24990,
  before_price: 26990,
  price_type: "Drive Away",
  km: 41000,
  badge: "Ascent Sport",
  dealercomments: "<p>One owner.<script>alert(1)</script></p>",
  location_id: "l1",
});
const locations = [{ id: "l1", name: "Frankston Yard", phone: "03 5550 1111" }] as never;

describe("priceView (PriceTag.astro's parts)", () => {
  it.each([
    [
      "a price with its type and was-price",
      priced,
      { text: "$24,990", amount: true, live: true, label: "Drive Away", was: "$26,990" },
    ],
    [
      "no price: the dealer's wording, not an amount",
      testCar(),
      { text: "Enquire for price", amount: false, live: false },
    ],
  ])("%s", (_name, car, expected) => {
    expect(priceView(car, config(false))).toEqual(expected);
  });
});

describe("carData", () => {
  it("writes the compare row and the print sheet; the checkout only for a car offering Reserve", () => {
    const similar = [testCar({ id: "8", slug: "other-8", name: "2022 Kia Rio", price: 19990 })];
    const data = carData(priced, { config: config(true), locations, similar });
    expect(data.compare).toMatchObject({
      id: "7",
      name: "2021 Toyota Corolla",
      price: "$24,990",
      location: "Frankston Yard",
    });
    expect(data.sheet).toMatchObject({
      badge: "Ascent Sport",
      place: "Frankston Yard",
      phone: "03 5550 1111",
      price: { text: "$24,990" },
      commentsHtml: "<p>One owner.</p>",
    });
    expect(data.sheet.info).toContainEqual({ label: "Kilometres", value: "41,000 km" });
    expect(data.reserve).toMatchObject({
      depositAmount: 200,
      reservedAtBuild: false,
      card: { chips: cardChips(priced), badge: "Ascent Sport" },
      similar: [{ name: "2022 Kia Rio", href: "/cars/other-8", price: "$19,990" }],
    });
    expect(carData(priced, { config: config(false), locations, similar }).reserve).toBeUndefined();
  });

  it("a sold car's sheet says SOLD (no price) and it offers no checkout; no location means the dealer's", () => {
    const sold = testCar({ price: 24990, status: "sold" });
    const data = carData(sold, { config: config(true), locations: [], similar: [] });
    expect(data.sheet).toMatchObject({ price: undefined, place: "X Motors", phone: "03 5550 0000" });
    expect(data.reserve).toBeUndefined();
  });
});
