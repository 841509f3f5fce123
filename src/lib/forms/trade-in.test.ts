import { describe, expect, it } from "vitest";
import {
  onlineEstimateOffered,
  tradeInLeadComment,
  tradeInLimitsNote,
  tradeInNote,
  tradeInPageCopy,
} from "./trade-in.ts";

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

// The caravan dealer's trade-in page said "car" and "Cars up to 10 years old".
describe("the trade-in pages in the dealer's item word", () => {
  const caravan = { singular: "caravan", plural: "caravans" };
  const caravanLimits = { maxAgeYears: 10, maxKm: 100_000 };

  it.each([
    [
      "trade-in",
      "Trade-in valuation",
      "Tell us about your caravan and we'll tell you what it's worth towards your next one.",
    ],
    [
      "trade-in-towards-car",
      "Trade-in valuation",
      "Trading in towards a caravan you've seen? Tell us about yours and we'll value it.",
    ],
    ["sell-my-car", "Sell my caravan", "Selling outright? Tell us about your caravan and we'll make you an offer."],
  ] as const)("%s: heading, introduction and description", (page, title, intro) => {
    expect(tradeInPageCopy(page, caravanLimits, caravan)).toEqual({
      title,
      intro,
      description: `${intro} Caravans up to 10 years old and 100,000 km can be valued from their details.`,
    });
  });

  it("a car dealer's pages read as before", () => {
    expect(tradeInPageCopy("sell-my-car", limits)).toMatchObject({
      title: "Sell my car",
      intro: "Selling outright? Tell us about your car and we'll make you an offer.",
    });
  });

  it("says the limits in the item word, capitalised at the start", () => {
    expect(tradeInLimitsNote(caravanLimits, caravan)).toBe(
      "Caravans up to 10 years old and 100,000 km get an instant estimate; older or higher-km caravans are valued in person.",
    );
    expect(tradeInLimitsNote(limits)).toBe(
      "Cars up to 7 years old and 100,000 km get an instant estimate; older or higher-km cars are valued in person.",
    );
  });

  it("words the note and the lead's comment with it", () => {
    expect(tradeInNote(false, caravanLimits, caravan)).toMatch(/^Caravans over 10 years old or 100,000 km are valued/);
    expect(tradeInNote(true, caravanLimits, caravan)).toBe(
      "We can value your caravan from these details: we'll send you an estimate, then confirm it when we see the caravan.",
    );
    expect(tradeInLeadComment(undefined, caravan)).toBe("I'd like to book an inspection of my caravan.");
    expect(tradeInLeadComment({ low: 18_500, high: 21_000 }, caravan)).toBe(
      "Please confirm my online trade-in estimate of $18,500 – $21,000.",
    );
  });
});
