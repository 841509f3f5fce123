import { describe, expect, it } from "vitest";
import { onlineEstimateOffered, tradeInNote } from "./trade-in.ts";

const limits = { maxAgeYears: 7, maxKm: 100_000 };

describe("onlineEstimateOffered (§5: not for cars over 7 years or 100,000 km)", () => {
  it.each([
    ["a 3-year-old car with 40,000 km", { year: 2023, km: 40_000 }, true],
    ["exactly 7 years old", { year: 2019, km: 10 }, true],
    ["8 years old", { year: 2018, km: 10 }, false],
    ["exactly 100,000 km", { year: 2022, km: 100_000 }, true],
    ["100,001 km", { year: 2022, km: 100_001 }, false],
    ["km not given", { year: 2022 }, true],
    ["no year yet", { km: 5 }, undefined],
  ] as const)("%s → %s", (_what, vehicle, expected) => {
    expect(onlineEstimateOffered(vehicle, 2026, limits)).toBe(expected);
  });

  it("uses the dealer's own limits", () => {
    expect(onlineEstimateOffered({ year: 2016, km: 150_000 }, 2026, { maxAgeYears: 12, maxKm: 200_000 })).toBe(true);
  });

  it("explains both outcomes in the dealer's limits", () => {
    expect(tradeInNote(false, limits)).toContain("over 7 years old or 100,000 km are valued in person");
    expect(tradeInNote(true, limits)).toContain("send you an estimate");
    expect(tradeInNote(undefined, limits)).toBeUndefined();
  });
});
