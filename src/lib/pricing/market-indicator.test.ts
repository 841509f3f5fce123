import { describe, expect, it } from "vitest";
import { marketIndicator } from "./market-indicator.ts";

// Spec §4 "Price display": market indicator only when more than 499 below average.
describe.each([
  ["500 below the average", 34_500, 35_000, undefined, { below: 500 }],
  ["exactly 499 below", 34_501, 35_000, undefined, undefined],
  ["at the average", 35_000, 35_000, undefined, undefined],
  ["above the average", 36_000, 35_000, undefined, undefined],
  ["well below", 30_000, 35_000, undefined, { below: 5_000 }],
  ["no average", 30_000, undefined, undefined, undefined],
  ["no price", undefined, 35_000, undefined, undefined],
  ["a tenant margin of 1,000", 34_500, 35_000, 1_000, undefined],
])("market indicator: %s", (_name, price, market_average, margin, expected) => {
  it("shows only when far enough below", () =>
    expect(marketIndicator({ price, autograb_data: { market_average } }, margin)).toEqual(expected));
});
