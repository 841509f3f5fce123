import { describe, expect, it } from "vitest";
import {
  moveHandle,
  searchedRange,
  sliderBounds,
  sliderStep,
  sliderValue,
  trackPercent,
  upperHandle,
} from "./slider.ts";

describe("slider rules", () => {
  it("defaults to 0–100000 without stats", () => {
    expect(sliderBounds("price", undefined)).toEqual({ min: 0, max: 100000, step: 1000 });
    expect(sliderBounds("price", { min: 5, max: 1 })).toEqual({ min: 0, max: 100000, step: 1000 });
    expect(sliderBounds("year", { min: 2010, max: 2024 })).toEqual({ min: 2010, max: 2024, step: 1 });
  });
  it("widens price and km to whole thousands", () => {
    expect(sliderBounds("price", { min: 12_990, max: 89_990 })).toEqual({ min: 12_000, max: 90_000, step: 1000 });
  });
  it("ends the range on a whole step, so the top handle never sits below the dearest car", () => {
    // 0–268,000 km steps by 3,000: a maximum of 268,000 would snap to 267,000 in the browser.
    expect(sliderBounds("km", { min: 0, max: 267_187 })).toEqual({ min: 0, max: 270_000, step: 3000 });
    expect(sliderBounds("price", { min: 0, max: 249_000 })).toEqual({ min: 0, max: 250_000, step: 2000 });
    for (const max of [1_234, 55_555, 267_187, 999_999]) {
      const { min, max: top, step } = sliderBounds("km", { min: 0, max });
      expect((top - min) % step, String(max)).toBe(0);
      expect(top, String(max)).toBeGreaterThanOrEqual(max);
    }
  });
  it("steps a hundredth of the range", () => {
    expect(sliderStep("price", { min: 0, max: 100000 })).toBe(1000);
    expect(sliderStep("price", { min: 0, max: 250000 })).toBe(3000);
    expect(sliderStep("km", { min: 0, max: 20000 })).toBe(1000);
    expect(sliderStep("year", { min: 2010, max: 2024 })).toBe(1);
  });
  it("rounds price and km outward to 1000 (a minimum down, a maximum up) and clamps", () => {
    expect(sliderValue("price", 12_499, { min: 0, max: 90_000 })).toBe(12_000);
    expect(sliderValue("price", 12_001, { min: 0, max: 90_000 }, 1)).toBe(13_000);
    expect(sliderValue("km", 99_999, { min: 0, max: 90_000 })).toBe(90_000);
    expect(sliderValue("year", 2015.4, { min: 2010, max: 2024 })).toBe(2015);
    expect(sliderValue("price", -5, { min: 3000, max: 9000 })).toBe(3000);
  });
  it("keeps the handles from crossing", () => {
    expect(moveHandle("price", [10_000, 20_000], 0, 35_000, { min: 0, max: 50_000 })).toEqual([20_000, 20_000]);
    expect(moveHandle("price", [10_000, 20_000], 1, 2_000, { min: 0, max: 50_000 })).toEqual([10_000, 10_000]);
    expect(moveHandle("price", [10_000, 20_000], 1, 30_400, { min: 0, max: 50_000 })).toEqual([10_000, 31_000]);
  });
  it("places values along one track, clamped", () => {
    expect(trackPercent(25_000, { min: 0, max: 100_000 })).toBe(25);
    expect(trackPercent(-1, { min: 0, max: 100_000 })).toBe(0);
    expect(trackPercent(2024, { min: 2024, max: 2024 })).toBe(0);
  });
  it("draws the handle that can still move on top where the two meet", () => {
    expect(upperHandle([100_000, 100_000], { min: 0, max: 100_000 })).toBe(0);
    expect(upperHandle([0, 0], { min: 0, max: 100_000 })).toBe(1);
    expect(upperHandle([20_000, 60_000], { min: 0, max: 100_000 })).toBe(1);
  });
});

describe.each([
  ["a maximum rounds up, never below the car at it (km=:267000 lost a 267,187 km Toyota)", "km", ":267187", ":268000"],
  ["a minimum rounds down", "price", "10500:", "10000:"],
  ["both ends outward", "price", "10500:20500", "10000:21000"],
  ["whole thousands stay as they are (km=0:50000 became :51000)", "km", "0:50000", "0:50000"],
  ["ends the wrong way round are swapped (price=20000:10000 found nothing)", "price", "20000:10000", "10000:20000"],
  ["a year is whole, not thousands", "year", "2015:2019.5", "2015:2020"],
  ["not a range", "price", "cheap", undefined],
  ["no limit on either side", "price", ":", undefined],
])("searchedRange: %s", (_rule, field, text, expected) => {
  it(`${field}=${text} → ${expected}`, () => expect(searchedRange(field, text)).toBe(expected));
});
