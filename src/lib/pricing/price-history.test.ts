import { describe, expect, it } from "vitest";
import { backedWasPrice, mergeHistories, type PricePoint, withBackedWasPrices } from "./price-history.ts";

const NOW = new Date("2026-12-01T00:00:00Z");
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000).toISOString();
const at = (price: number | null, days: number): PricePoint => ({ price, at: daysAgo(days) });

describe("backedWasPrice (the ACCC's reasonable period, 28 days by default)", () => {
  it.each([
    ["the higher price stood 40 days before today's cut", [at(32990, 45), at(29990, 5)], 29990, 32990, 32990],
    ["it stood exactly 28 days", [at(32990, 33), at(29990, 5)], 29990, 32990, 32990],
    ["it stood 27 days", [at(32990, 32), at(29990, 5)], 29990, 32990, undefined],
    ["the cut is in the feed but not yet in the history: it began now", [at(32990, 40)], 29990, 32990, 32990],
    ["a claim below the price that stood is backed", [at(33990, 40), at(29990, 1)], 29990, 32990, 32990],
    ["a claim above any price the car had is not", [at(31990, 40), at(29990, 1)], 29990, 32990, undefined],
    ["a second cut in between breaks it", [at(32990, 60), at(30990, 10), at(29990, 1)], 29990, 32990, undefined],
    ["higher prices in a row add up", [at(34990, 30), at(32990, 10), at(29990, 1)], 29990, 32990, 32990],
    ["a week at the higher price is not enough", [at(25990, 90), at(32990, 8), at(29990, 1)], 29990, 32990, undefined],
    ["no history: nothing backs it", [], 29990, 32990, undefined],
    ["a price on request before does not count", [at(null, 60), at(29990, 1)], 29990, 32990, undefined],
    ["no claim, no was-price", [at(32990, 60), at(29990, 1)], 29990, undefined, undefined],
    ["a claim not above the price is never shown", [at(32990, 60), at(29990, 1)], 29990, 29990, undefined],
  ])("%s", (_, points, current, claimed, expected) => {
    expect(backedWasPrice(points as PricePoint[], current, claimed, NOW)).toBe(expected);
  });

  it("a repeated price is one price that stood from its first point", () => {
    const points = [at(32990, 40), at(32990, 20), at(29990, 2)];
    expect(backedWasPrice(points, 29990, 32990, NOW)).toBe(32990);
  });

  it("a dealer may ask for a longer period", () => {
    const points = [at(32990, 40), at(29990, 2)];
    expect(backedWasPrice(points, 29990, 32990, NOW, 60)).toBeUndefined();
  });

  it("points after now are not history yet", () => {
    expect(backedWasPrice([at(32990, 40), at(29990, -3)], 29990, 32990, NOW)).toBe(32990);
    expect(backedWasPrice([at(32990, 40), at(27990, -3)], 29990, 32990, NOW)).toBe(32990);
  });
});

describe("withBackedWasPrices", () => {
  it("drops only the was-prices the history does not back", () => {
    const cars = [
      { id: "1", price: 29990, before_price: 32990 },
      { id: "2", price: 29990, before_price: 32990 },
      { id: "3", price: 29990 },
    ];
    const histories = new Map([
      ["1", [at(32990, 60)]],
      ["2", [at(32990, 10)]],
    ]);
    expect(withBackedWasPrices(cars, histories, NOW)).toEqual([
      { id: "1", price: 29990, before_price: 32990 },
      { id: "2", price: 29990 },
      { id: "3", price: 29990 },
    ]);
  });
});

describe("mergeHistories", () => {
  it("keeps the earliest point of a price both sources saw", () => {
    const imported = new Map([["1", [at(32990, 60)]]]);
    const recorded = new Map([["1", [at(32990, 20), at(29990, 2)]]]);
    expect(mergeHistories(imported, recorded).get("1")).toEqual([at(32990, 60), at(29990, 2)]);
  });
});
