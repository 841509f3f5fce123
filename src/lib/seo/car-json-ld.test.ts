import { describe, expect, it } from "vitest";
import { testCar } from "../../../tests/support/test-car.ts";
import { carJsonLd, sellerFromLocation } from "./car-json-ld.ts";
import { breadcrumbJsonLd, jsonLdScript } from "./json-ld.ts";

const context = {
  url: "https://www.harbourcitymotors.example/cars/2026-mazda-bt-50-gt",
  siteUrl: "https://www.harbourcitymotors.example",
  currency: "AUD",
  seller: sellerFromLocation({
    name: "Harbour City Mazda & Kia",
    phone: "02 5550 0120",
    street: "318 Church Street",
    suburb: "Parramatta",
    state: "NSW",
    postcode: "2150",
  }),
};

const fullCar = testCar({
  name: "2026 Mazda BT-50",
  make: "Mazda",
  model: "BT-50",
  year: 2026,
  badge: "GT",
  km: 3,
  vin: "jm035nw7xtk675621",
  stocknum: "HP-N10001",
  simple_body: "Ute",
  simple_fuel: "Diesel",
  simple_transmission: "Automatic",
  drive: "4WD",
  engine_size: "3.0L",
  colour: "Glacier White",
  doors: 4,
  seats: 5,
  car_type: "new",
  price: 66990,
  images: [
    { url: "/images/cars/ute-white.svg" },
    { url: "https://cdn.example/v.mp4", isVideo: true },
    { url: "https://cdn.example/2.jpg" },
  ],
});

describe("carJsonLd", () => {
  it("describes a car with its offer and seller", () => {
    expect(carJsonLd(fullCar, context)).toEqual({
      "@context": "https://schema.org",
      "@type": "Car",
      name: "2026 Mazda BT-50 GT",
      url: context.url,
      image: ["https://www.harbourcitymotors.example/images/cars/ute-white.svg", "https://cdn.example/2.jpg"],
      brand: { "@type": "Brand", name: "Mazda" },
      model: "BT-50",
      vehicleModelDate: "2026",
      vehicleConfiguration: "GT",
      vehicleIdentificationNumber: "JM035NW7XTK675621",
      sku: "HP-N10001",
      itemCondition: "https://schema.org/NewCondition",
      mileageFromOdometer: { "@type": "QuantitativeValue", value: 3, unitCode: "KMT" },
      bodyType: "Ute",
      fuelType: "Diesel",
      vehicleTransmission: "Automatic",
      driveWheelConfiguration: "https://schema.org/FourWheelDriveConfiguration",
      vehicleEngine: { "@type": "EngineSpecification", name: "3.0L" },
      color: "Glacier White",
      numberOfDoors: 4,
      seatingCapacity: 5,
      offers: {
        "@type": "Offer",
        url: context.url,
        price: 66990,
        priceCurrency: "AUD",
        availability: "https://schema.org/InStock",
        itemCondition: "https://schema.org/NewCondition",
        seller: {
          "@type": "AutoDealer",
          name: "Harbour City Mazda & Kia",
          telephone: "02 5550 0120",
          address: {
            "@type": "PostalAddress",
            streetAddress: "318 Church Street",
            addressLocality: "Parramatta",
            addressRegion: "NSW",
            postalCode: "2150",
            addressCountry: "AU",
          },
        },
      },
    });
  });

  it("leaves out what the car does not have", () => {
    const data = carJsonLd(testCar({ name: "2021 Toyota Corolla" }), { ...context, seller: { name: "Dealer" } });
    expect(Object.keys(data)).toEqual([
      "@context",
      "@type",
      "name",
      "url",
      "brand",
      "model",
      "vehicleModelDate",
      "itemCondition",
      "offers",
    ]);
    expect(data.offers).toEqual({
      "@type": "Offer",
      url: context.url,
      availability: "https://schema.org/InStock",
      itemCondition: "https://schema.org/UsedCondition",
      seller: { "@type": "AutoDealer", name: "Dealer" },
    });
  });

  it("does not repeat a badge already in the name", () => {
    expect(carJsonLd(testCar({ name: "2021 Toyota Corolla Ascent Sport", badge: "Ascent Sport" }), context).name).toBe(
      "2021 Toyota Corolla Ascent Sport",
    );
  });

  it("falls back to the primary image", () => {
    expect(carJsonLd(testCar({ primary_image_url: "/a.jpg" }), context).image).toEqual([
      "https://www.harbourcitymotors.example/a.jpg",
    ]);
  });
});

// Conditions and availability by car_type and status (spec §3 car_type, §4 "Stock").
describe.each([
  ["new", "in_stock", "NewCondition", "InStock"],
  ["used", "coming_soon", "UsedCondition", "PreOrder"],
  ["demo", "sold", "UsedCondition", "SoldOut"],
  ["used", "on_hold", "UsedCondition", undefined],
])("a %s car with status %s", (car_type, status, condition, availability) => {
  it(`is ${condition}, ${availability ?? "no availability"}`, () => {
    const data = carJsonLd(testCar({ car_type, status, price: 20000 }), context) as {
      itemCondition: string;
      offers: { availability?: string };
    };
    expect(data.itemCondition).toBe(`https://schema.org/${condition}`);
    expect(data.offers.availability).toBe(availability && `https://schema.org/${availability}`);
  });
});

// Spec §4 "Price display": the offer carries a price only when one is shown (above 10).
describe.each([
  ["a price above 10", { price: 24990 }, 24990],
  ["a price of 10", { price: 10 }, undefined],
  ["a pre-order", { preorder: true }, undefined],
  ["only a subscription price", { subscription_price: 199 }, undefined],
  ["a subscription price and a price", { subscription_price: 199, price: 30000 }, 30000],
])("offer price with %s", (_name, patch, price) => {
  it(`is ${price ?? "absent"}`, () => {
    const offers = carJsonLd(testCar(patch), context).offers as { price?: number; priceCurrency?: string };
    expect(offers.price).toBe(price);
    expect(offers.priceCurrency).toBe(price === undefined ? undefined : "AUD");
  });
});

describe.each([
  ["AWD", "https://schema.org/AllWheelDriveConfiguration"],
  ["fwd", "https://schema.org/FrontWheelDriveConfiguration"],
  ["RWD", "https://schema.org/RearWheelDriveConfiguration"],
  ["Chain", "Chain"],
])("drive %s", (drive, expected) => {
  it(`is ${expected}`, () => expect(carJsonLd(testCar({ drive }), context).driveWheelConfiguration).toBe(expected));
});

describe("breadcrumbJsonLd", () => {
  it("numbers the trail from 1", () => {
    expect(
      breadcrumbJsonLd([
        { name: "Home", url: "https://x.example/" },
        { name: "Cars", url: "https://x.example/search" },
      ]),
    ).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: "https://x.example/" },
        { "@type": "ListItem", position: 2, name: "Cars", item: "https://x.example/search" },
      ],
    });
  });
});

describe("jsonLdScript", () => {
  const hostile = { name: "</script><script>alert(1)</script> <!-- & \u2028 \u2029 >", nested: ["</SCRIPT>"] };
  it("cannot close the script element or open a comment", () => {
    const text = jsonLdScript(hostile);
    expect(text).not.toMatch(/<|>|&/);
    expect(text).not.toMatch(/[\u2028\u2029]/);
  });
  it("parses back to the same data", () => expect(JSON.parse(jsonLdScript(hostile))).toEqual(hostile));
  it("serialises a car with feed text safely", () => {
    const data = carJsonLd(testCar({ name: "2021 Toyota </script> Corolla" }), context);
    expect(jsonLdScript(data)).toContain("\\u003c/script\\u003e");
    expect(JSON.parse(jsonLdScript(data))).toEqual(JSON.parse(JSON.stringify(data)));
  });
});
