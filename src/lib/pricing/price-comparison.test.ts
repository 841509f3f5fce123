import { describe, expect, it } from "vitest";
import { fillBand, marketFill, priceComparison } from "./price-comparison.ts";

const market = (patch: object = {}) => ({
  market_min: 30_000,
  market_max: 40_000,
  market_average: 35_000,
  confidence: 0.5,
  ...patch,
});

// Spec §4 "Price comparison panel": hidden if missing data, confidence 0.2 or less, or market
// max below listing price.
describe.each([
  ["no market data", { price: 35_000 }, "no-market-data"],
  ["market data without a max", { price: 35_000, autograb_data: market({ market_max: undefined }) }, "no-market-data"],
  [
    "market data without a confidence",
    { price: 35_000, autograb_data: market({ confidence: undefined }) },
    "no-market-data",
  ],
  ["a market min above its max", { price: 35_000, autograb_data: market({ market_min: 41_000 }) }, "no-market-data"],
  ["confidence exactly 0.2", { price: 35_000, autograb_data: market({ confidence: 0.2 }) }, "low-confidence"],
  ["confidence 0.1", { price: 35_000, autograb_data: market({ confidence: 0.1 }) }, "low-confidence"],
  ["market max below the price", { price: 40_001, autograb_data: market() }, "above-market"],
  ["no price", { autograb_data: market() }, "no-price"],
  ["a price of 10 or less (not displayed)", { price: 10, autograb_data: market() }, "no-price"],
])("price comparison hidden: %s", (_name, car, reason) => {
  it(`is hidden (${reason})`, () => expect(priceComparison(car)).toEqual({ visible: false, reason }));
});

// Spec §4: fill bands below 0.3 low, 0.3 to under 0.6 medium, 0.6+ high; label Good Deal if
// fill under 0.65 else Great Deal unless a description is returned.
describe.each([
  ["at the market max: empty", 40_000, {}, 0, "low", "Good Deal"],
  ["a little under the max", 38_000, {}, 0.2, "low", "Good Deal"],
  ["fill 0.3 is medium", 37_000, {}, 0.3, "medium", "Good Deal"],
  ["fill 0.6 is high", 34_000, {}, 0.6, "high", "Good Deal"],
  ["fill 0.65 is a great deal", 33_500, {}, 0.65, "high", "Great Deal"],
  ["at the market min: full", 30_000, {}, 1, "high", "Great Deal"],
  ["below the market min stays full", 25_000, {}, 1, "high", "Great Deal"],
  ["the provider's description wins", 33_000, { description: "Priced to sell" }, 0.7, "high", "Priced to sell"],
  ["confidence just above 0.2 shows", 37_000, { confidence: 0.21 }, 0.3, "medium", "Good Deal"],
])("price comparison shown: %s", (_name, price, patch, fill, band, label) => {
  it("has the fill, band and label", () => {
    expect(priceComparison({ price, autograb_data: market(patch) })).toEqual({
      visible: true,
      fill: expect.closeTo(fill, 10),
      band,
      label,
      marketMin: 30_000,
      marketMax: 40_000,
      marketAverage: 35_000,
    });
  });
});

describe("price comparison options", () => {
  it("takes a tenant confidence threshold", () => {
    expect(
      priceComparison({ price: 35_000, autograb_data: market({ confidence: 0.5 }) }, { confidenceThreshold: 0.6 }),
    ).toEqual({ visible: false, reason: "low-confidence" });
  });
  it("takes a tenant deal threshold", () => {
    expect(priceComparison({ price: 35_000, autograb_data: market() }, { dealThreshold: 0.5 })).toMatchObject({
      label: "Great Deal",
    });
  });
});

describe("fill helpers", () => {
  it.each([
    [0.29, "low"],
    [0.3, "medium"],
    [0.59, "medium"],
    [0.6, "high"],
    [1, "high"],
  ])("band of %d is %s", (fill, band) => expect(fillBand(fill)).toBe(band));
  it("treats a market with no spread as full", () => expect(marketFill(30_000, 30_000, 30_000)).toBe(1));
});
