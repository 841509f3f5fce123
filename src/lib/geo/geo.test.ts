import { describe, expect, it } from "vitest";
import { deliveryCost, DEFAULT_DELIVERY_BANDS } from "./delivery.ts";
import { EARTH_RADIUS_KM, greatCircleKm, nearest } from "./distance.ts";
import { lookupPostcode, POSTCODE_COUNT } from "./postcodes.ts";

const sydney = { lat: -33.8688, lng: 151.2093 };
const melbourne = { lat: -37.8136, lng: 144.9631 };
const perth = { lat: -31.9523, lng: 115.8613 };

describe.each([
  ["Sydney → Melbourne", sydney, melbourne, 713.4],
  ["Sydney → Perth", sydney, perth, 3290.4],
  ["same point", sydney, sydney, 0],
  ["a quarter of the equator", { lat: 0, lng: 0 }, { lat: 0, lng: 90 }, (Math.PI / 2) * 6371],
])("§9 Earth radius 6371 km: great-circle %s", (_name, a, b, km) => {
  it(`is ${km.toFixed(1)} km`, () => expect(greatCircleKm(a, b)).toBeCloseTo(km, 0));
});

describe("great circle", () => {
  it("uses 6371 km", () => expect(EARTH_RADIUS_KM).toBe(6371));
  it("finds the nearest place with coordinates", () => {
    const places: { id: string; lat?: number; lng?: number }[] = [
      { id: "x" },
      { id: "mel", ...melbourne },
      { id: "per", ...perth },
    ];
    const found = nearest(sydney, places);
    expect(found?.place.id).toBe("mel");
  });
  it("is null when nothing has coordinates", () =>
    expect(nearest(sydney, [{ id: "x" } as { id: string; lat?: number }])).toBeNull());
});

describe.each([
  [0, 0],
  [50, 0],
  [50.01, 290],
  [200, 290],
  [499, 690],
  [1000, 1190],
  [1000.5, null],
  [-1, null],
  [Number.NaN, null],
])("delivery bands (beyond the last: 'Sorry, we can't provide an estimate…'): %s km", (km, cost) => {
  it(`costs ${cost}`, () => expect(deliveryCost(km, DEFAULT_DELIVERY_BANDS)).toBe(cost));
});

describe.each([
  ["2000", "NSW"],
  ["3189", "VIC"],
  ["0800", "NT"],
  ["6000", "WA"],
  ["7000", "TAS"],
  ["2600", "ACT"],
])("postcode dataset: %s", (postcode, state) => {
  it(`is in ${state} with coordinates in Australia`, () => {
    const place = lookupPostcode(postcode)!;
    expect(place.state).toBe(state);
    expect(place.lat).toBeGreaterThan(-44);
    expect(place.lat).toBeLessThan(-9);
    expect(place.lng).toBeGreaterThan(112);
    expect(place.lng).toBeLessThan(154);
  });
});

describe("postcode dataset", () => {
  it("covers every state's postcodes", () => expect(POSTCODE_COUNT).toBeGreaterThan(3000));
  it("has no 0000 and no prototype keys", () => {
    expect(lookupPostcode("0000")).toBeNull();
    expect(lookupPostcode("constructor")).toBeNull();
  });
  it("puts 3189 (Moorabbin) within 2 km of its suburb centre", () =>
    expect(greatCircleKm(lookupPostcode("3189")!, { lat: -37.935, lng: 145.038 })).toBeLessThan(2));
});

describe("postcode table for the browser", () => {
  it("holds every postcode as [lat, lng]", async () => {
    const { postcodeLatLngTable } = await import("./postcodes.ts");
    const compact = postcodeLatLngTable();
    expect(Object.keys(compact)).toHaveLength(POSTCODE_COUNT);
    const place = lookupPostcode("3189")!;
    expect(compact["3189"]).toEqual([place.lat, place.lng]);
  });
});
