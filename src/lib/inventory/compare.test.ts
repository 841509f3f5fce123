import { describe, expect, it } from "vitest";
import { testCar } from "../../../tests/support/test-car.ts";
import { type CompareCar, compareCar, compareRows, NOT_GIVEN, withLiveStock } from "./compare.ts";
import {
  addToCompare,
  COMPARE_LIMIT,
  COMPARE_LIMIT_WIDE,
  compareEmptyMessage,
  compareHref,
  parseCompareIds,
} from "./compare-list.ts";

const entry = (id: string) => ({ id, slug: `car-${id}`, name: `Car ${id}` });
const settings = {
  subscriptionPricing: false,
  pricing: { noPriceText: "Enquire for price", preorderText: "PREORDER" },
  weekly: {},
};

describe("addToCompare", () => {
  it("adds a car at the end, keeps a car already chosen where it is", () => {
    const one = addToCompare([], entry("a"), COMPARE_LIMIT);
    expect(one).toEqual({ ok: true, list: [entry("a")] });
    const again = addToCompare([entry("a"), entry("b")], entry("a"), COMPARE_LIMIT);
    expect(again).toEqual({ ok: true, list: [entry("a"), entry("b")] });
  });

  it("refuses one more than the limit with a plain message", () => {
    const full = [entry("a"), entry("b"), entry("c")];
    expect(addToCompare(full, entry("d"), 3)).toEqual({
      ok: false,
      message: "You can compare up to 3 cars at a time. Remove one to add another.",
    });
    expect(addToCompare(full, entry("d"), 4)).toEqual({ ok: true, list: [...full, entry("d")] });
  });
});

// The empty page said "up to 3 cars" to a desktop whose tray takes 4.
describe("compareEmptyMessage", () => {
  it.each([
    [COMPARE_LIMIT, "cars", "No cars to compare yet. Choose 'Compare' on up to 3 cars, then come back here."],
    [COMPARE_LIMIT_WIDE, "cars", "No cars to compare yet. Choose 'Compare' on up to 4 cars, then come back here."],
    [
      COMPARE_LIMIT_WIDE,
      "caravans",
      "No caravans to compare yet. Choose 'Compare' on up to 4 caravans, then come back here.",
    ],
  ])("limit %i, %s", (limit, plural, expected) => {
    expect(compareEmptyMessage(limit, plural)).toBe(expected);
  });
});

describe("shared links", () => {
  it("reads ids once each, trimmed, at most four", () => {
    expect(parseCompareIds(" 1, 2,,2,3,4,5")).toEqual(["1", "2", "3", "4"]);
    expect(parseCompareIds(null)).toEqual([]);
  });

  it("writes ids back into a link that reads the same", () => {
    const href = compareHref(["200001", "a b"]);
    expect(href).toBe("/compare?ids=200001,a%20b");
    expect(parseCompareIds(new URL(href, "https://x.test").searchParams.get("ids"))).toEqual(["200001", "a b"]);
  });
});

describe("compareCar", () => {
  it("shows the price with its type, the weekly figure and the details as text", () => {
    const car = compareCar(
      testCar({
        price: 24990,
        price_type: "Drive Away",
        km: 41000,
        simple_body: "Hatch",
        seats: 5,
        standardEquipment: ["Cruise control"],
      }),
      { ...settings, locationName: "Harbour City Toyota" },
    );
    expect(car).toMatchObject({
      price: "$24,990",
      priceType: "Drive Away",
      condition: "Used",
      year: "2021",
      km: "41,000 km",
      body: "Hatch",
      seats: "5",
      location: "Harbour City Toyota",
      available: true,
      features: ["Cruise control"],
    });
    expect(car.weekly).toMatch(/^est\. \$\d+\/wk$/);
  });

  it('a subscription reads "$361/week", without the car\'s price type', () => {
    const car = compareCar(testCar({ price: 30000, subscription_price: 361, price_type: "Drive Away" }), {
      ...settings,
      subscriptionPricing: true,
    });
    expect(car).toMatchObject({ price: "$361/week", priceType: undefined });
    expect(compareRows([car]).find((row) => row.label === "Price")).toMatchObject({ values: ["$361/week"] });
  });

  it("marks a sold car unavailable and gives a priceless car the dealer's wording and no weekly figure", () => {
    const car = compareCar(testCar({ status: "sold", price: 0 }), settings);
    expect(car).toMatchObject({ available: false, price: "Enquire for price", weekly: undefined });
  });
});

describe("compareRows", () => {
  const car = (patch: Partial<CompareCar>): CompareCar => ({
    id: "1",
    slug: "one",
    name: "One",
    price: "$20,000",
    available: true,
    condition: "Used",
    year: "2020",
    features: [],
    ...patch,
  });

  it("marks a row that differs, and not one the cars share", () => {
    const rows = compareRows([car({ year: "2020", body: "SUV" }), car({ year: "2022", body: "SUV" })]);
    expect(rows.find((row) => row.label === "Year")).toMatchObject({ values: ["2020", "2022"], differs: true });
    expect(rows.find((row) => row.label === "Body")).toMatchObject({ values: ["SUV", "SUV"], differs: false });
  });

  it("shows — where one car lacks a value, and leaves out a row no car has", () => {
    const rows = compareRows([car({ colour: "Red" }), car({})]);
    expect(rows.find((row) => row.label === "Colour")).toMatchObject({ values: ["Red", NOT_GIVEN], differs: true });
    expect(rows.some((row) => row.label === "Engine")).toBe(false);
  });

  it("lists every feature any car has, marking who has it", () => {
    const rows = compareRows([
      car({ features: ["Sunroof", "Cruise control"] }),
      car({ features: ["Cruise control", "Tow bar"] }),
    ]);
    expect(rows.filter((row) => row.kind === "feature")).toEqual([
      { kind: "feature", label: "Sunroof", has: [true, false], differs: true },
      { kind: "feature", label: "Cruise control", has: [true, true], differs: false },
      { kind: "feature", label: "Tow bar", has: [false, true], differs: true },
    ]);
  });

  it("keeps only the rows that differ when asked", () => {
    const rows = compareRows(
      [car({ year: "2020", features: ["Sunroof"] }), car({ year: "2020", price: "$25,000", features: ["Sunroof"] })],
      true,
    );
    expect(rows.map((row) => row.label)).toEqual(["Price"]);
  });

  it("finds no differences with one car", () => {
    expect(compareRows([car({ features: ["Sunroof"] })]).every((row) => !row.differs)).toBe(true);
  });
});

describe("withLiveStock", () => {
  const built = compareCar(testCar({ id: "7", price: 30000 }), settings);

  it("marks a car sold since the build unavailable", () => {
    expect(withLiveStock(built, { car_id: "7", at: "2026-11-24T00:00:00Z", status: "sold" }).available).toBe(false);
  });

  it("shows a changed price without the old weekly figure", () => {
    const repriced = withLiveStock(built, { car_id: "7", at: "2026-11-24T00:00:00Z", price: 28500 });
    expect(repriced).toMatchObject({ price: "$28,500", weekly: undefined, available: true });
  });

  it("leaves a car with no change as built", () => {
    expect(withLiveStock(built, undefined)).toBe(built);
  });
});
