import { describe, expect, it } from "vitest";
import { COMPARISON_WARNING, comparisonBasis, formatRate, rateDisclosure } from "./comparison.ts";

describe("rate disclosure (comparison rate with its example and warning)", () => {
  it("states the spec's example: 5 years, $30,000, secured (§9)", () => {
    expect(comparisonBasis({ termYears: 5, amount: 30_000 })).toBe(
      "Comparison rate based on a secured loan of $30,000 over 5 years.",
    );
  });
  it.each([
    [8.99, "8.99% p.a."],
    [10, "10.00% p.a."],
  ])("formats %d as %s", (rate, text) => expect(formatRate(rate)).toBe(text));
  it("pairs every advertised rate with its comparison rate, basis and warning", () => {
    expect(rateDisclosure(8.99, 9.62, { termYears: 5, amount: 30_000 })).toEqual({
      advertised: "8.99% p.a. advertised rate",
      comparison: "9.62% p.a. comparison rate*",
      basis: "*Comparison rate based on a secured loan of $30,000 over 5 years.",
      warning: COMPARISON_WARNING,
    });
    expect(COMPARISON_WARNING).toMatch(/^WARNING: This comparison rate is true only for the example given/);
  });
});
