import { describe, expect, it } from "vitest";
import { formatDistance, locatorPostcodeMessage, nearestFirst } from "./locator.ts";

describe.each([
  ["3189", null],
  [" 2000 ", null],
  ["", "Please enter a postcode."],
  ["318", "Invalid postcode. Please enter a 4-digit number."],
  ["31890", "Invalid postcode. Please enter a 4-digit number."],
  ["abcd", "Invalid postcode. Please enter a 4-digit number."],
  ["31 89", "Invalid postcode. Please enter a 4-digit number."],
])("§5 postcode %j", (value, message) => {
  it(`gives ${message ?? "no message"}`, () => expect(locatorPostcodeMessage(value)).toBe(message));
});

describe("nearest first", () => {
  const places = [
    { id: "perth", lat: -31.95, lng: 115.86 },
    { id: "unknown" },
    { id: "melbourne", lat: -37.81, lng: 144.96 },
    { id: "sydney", lat: -33.87, lng: 151.21 },
  ];
  it("orders by great-circle distance, unknown coordinates last", () => {
    const ordered = nearestFirst({ lat: -37.94, lng: 145.06 }, places);
    expect(ordered.map((entry) => entry.place.id)).toEqual(["melbourne", "sydney", "perth", "unknown"]);
    expect(ordered[0]!.km).toBeCloseTo(16.5, 0);
    expect(ordered[3]!.km).toBeNull();
  });
});

describe.each([
  [0.04, "100 m"],
  [0.84, "800 m"],
  [3.24, "3.2 km"],
  [45.4, "45 km"],
  [1234.4, "1,234 km"],
])("distance %s km", (km, text) => {
  it(`reads ${text}`, () => expect(formatDistance(km)).toBe(text));
});
