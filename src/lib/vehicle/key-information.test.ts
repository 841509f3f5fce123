import { describe, expect, it } from "vitest";
import { testCar } from "../../../tests/support/test-car.ts";
import { keyInformation, visibleAndMore, visibleFeatures } from "./key-information.ts";

describe("keyInformation", () => {
  it("lists every item in order, formatted", () => {
    const car = testCar({
      km: 45210,
      simple_transmission: "Automatic",
      fuel: "Petrol - Unleaded ULP",
      simple_fuel: "Petrol",
      simple_body: "Hatch",
      colour: "Red",
      drive: "FWD",
      engine_size: "2.0L",
      seats: 5,
      doors: 5,
      build_date: "2021-03",
      compliance_date: "2021-04",
      regplate: "ABC12D",
      rego_expiry: "2027-03-12",
      stocknum: "U123",
      vin: "jtnabc",
      location: "Harbour City Toyota",
    });
    expect(keyInformation(car)).toEqual([
      { label: "Kilometres", value: "45,210 km" },
      { label: "Transmission", value: "Automatic" },
      { label: "Fuel", value: "Petrol - Unleaded ULP" },
      { label: "Body", value: "Hatch" },
      { label: "Colour", value: "Red" },
      { label: "Drive", value: "FWD" },
      { label: "Engine", value: "2.0L" },
      { label: "Seats", value: "5" },
      { label: "Doors", value: "5" },
      { label: "Build date", value: "Mar 2021" },
      { label: "Compliance date", value: "Apr 2021" },
      { label: "Rego", value: "ABC12D" },
      { label: "Rego expiry", value: "12 Mar 2027" },
      { label: "Stock number", value: "U123" },
      { label: "VIN", value: "JTNABC" },
      { label: "Location", value: "Harbour City Toyota" },
    ]);
  });

  it.each([
    ["only items with a value", {}, []],
    ["0 km for a new car", { km: 0 }, [{ label: "Kilometres", value: "0 km" }]],
    ["simple fuel when there is no full description", { simple_fuel: "Diesel" }, [{ label: "Fuel", value: "Diesel" }]],
    [
      "a build date the feed wrote differently, as is",
      { build_date: "March 2021" },
      [{ label: "Build date", value: "March 2021" }],
    ],
    ["the city when there is no location name", { city: "Parramatta" }, [{ label: "Location", value: "Parramatta" }]],
  ])("shows %s", (_name, patch, expected) => expect(keyInformation(testCar(patch))).toEqual(expected));

  it("takes a location name", () =>
    expect(keyInformation(testCar({ location: "X" }), { locationName: "Parramatta yard" })).toEqual([
      { label: "Location", value: "Parramatta yard" },
    ]));
});

// Spec §2: key information 4 items before show more; features default 8, Show All/Hide.
describe.each([
  ["key information, 6 items", 6, undefined, 4, 2],
  ["key information, 4 items: nothing more", 4, undefined, 4, 0],
  ["key information, 2 items", 2, undefined, 2, 0],
  ["a tenant showing 6", 10, 6, 6, 4],
])("visibleAndMore: %s", (_name, count, visible, shown, more) => {
  it(`shows ${shown} and hides ${more}`, () => {
    const result = visibleAndMore(
      Array.from({ length: count }, (_, i) => i),
      visible,
    );
    expect([result.visible.length, result.more.length]).toEqual([shown, more]);
    expect([...result.visible, ...result.more]).toEqual(Array.from({ length: count }, (_, i) => i));
  });
});

describe.each([
  [14, 8, 6],
  [8, 8, 0],
  [3, 3, 0],
])("visibleFeatures of %d features", (count, shown, more) => {
  it(`shows ${shown} and hides ${more}`, () => {
    const result = visibleFeatures(Array.from({ length: count }, (_, i) => `Feature ${i}`));
    expect([result.visible.length, result.more.length]).toEqual([shown, more]);
  });
});
