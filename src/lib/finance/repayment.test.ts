import { describe, expect, it } from "vitest";
import {
  estimatedWeekly,
  isValidTerm,
  monthlyFromWeekly,
  repayment,
  showsEnquireForFinance,
  weeklyShown,
  weeklyText,
} from "./repayment.ts";
import type { RepaymentInput } from "./repayment.ts";

/** The annuity formula written out independently: P·r / (1 − (1 + r)^−n), balloon discounted. */
function annuity(principal: number, balloon: number, annualPercent: number, years: number, perYear: number): number {
  const r = annualPercent / 100 / perYear;
  const n = years * perYear;
  return (r * (principal - balloon * (1 + r) ** -n)) / (1 - (1 + r) ** -n);
}

const loan = (patch: Partial<RepaymentInput>): RepaymentInput => ({
  price: 30_000,
  annualRatePercent: 10,
  termYears: 5,
  frequency: "monthly",
  ...patch,
});

// Expected figures computed independently (Python decimal, 50 digits).
// Spec §9 finance: 5 year, $30,000 example; frequencies weekly 52, fortnightly 26, monthly 12;
// default interest 10.
describe.each([
  ["$30,000 at 10% over 5 years, monthly", loan({}), 637.41],
  ["the same, weekly", loan({ frequency: "weekly" }), 146.73],
  ["the same, fortnightly", loan({ frequency: "fortnightly" }), 293.68],
  ["with a $10,000 balloon", loan({ residual: 10_000 }), 508.27],
  ["less a $5,000 deposit and $5,000 trade-in", loan({ deposit: 5_000, tradeIn: 5_000 }), 424.94],
  ["at 0%", loan({ annualRatePercent: 0 }), 500],
  ["at 0% with a $6,000 balloon", loan({ annualRatePercent: 0, residual: 6_000 }), 400],
  ["over 4.5 years, fortnightly (117 repayments)", loan({ termYears: 4.5, frequency: "fortnightly" }), 318.9],
  ["nothing financed", loan({ deposit: 30_000 }), 0],
  ["deposit and trade-in above the price", loan({ deposit: 20_000, tradeIn: 15_000 }), 0],
])("repayment: %s", (_name, input, expected) => {
  it(`is $${expected}`, () => expect(repayment(input)).toBe(expected));
});

describe("repayment against the annuity formula", () => {
  it.each([
    [30_000, 0, 10, 5, "monthly", 12],
    [30_000, 10_000, 10, 5, "monthly", 12],
    [45_990, 0, 7.5, 7, "weekly", 52],
    [12_000, 3_000, 14.5, 3, "fortnightly", 26],
    [250_000, 50_000, 0.5, 1, "monthly", 12],
  ] as const)("$%d, balloon $%d, %d%%, %d years %s", (price, residual, rate, years, frequency, perYear) => {
    const expected = Math.round(annuity(price, residual, rate, years, perYear) * 100) / 100;
    expect(repayment({ price, residual, annualRatePercent: rate, termYears: years, frequency })).toBe(expected);
  });

  it("weekly repayments total a little less than monthly ones (interest accrues on a falling balance sooner)", () => {
    const weekly = repayment(loan({ frequency: "weekly" })) * 52;
    const monthly = repayment(loan({})) * 12;
    expect(weekly).toBeLessThan(monthly);
    expect(monthly - weekly).toBeLessThan(20);
  });

  it.each([[loan({ termYears: 0 })], [loan({ annualRatePercent: -1 })], [loan({ price: Number.NaN })]])(
    "rejects an impossible loan %o",
    (input) => expect(() => repayment(input)).toThrow(RangeError),
  );
});

describe("estimatedWeekly", () => {
  it.each([
    ["the spec defaults (10%, 5 years, no deposit)", 30_000, undefined, 146.73],
    [
      "a tenant's calculator defaults",
      30_000,
      { interest: { default: 8.5 }, termYears: { default: 7 }, deposit: { default: 2_000 } },
      102.12,
    ],
  ])("uses %s", (_name, price, calculator, expected) => expect(estimatedWeekly(price, calculator)).toBe(expected));
});

// Spec §5: repayment 25 or less shows 'Enquire for Finance'.
describe.each([
  [24.99, true],
  [25, true],
  [25.01, false],
  [146.73, false],
  [0, true],
  [Number.NaN, true],
])("repayment of %d", (amount, expected) => {
  it(`${expected ? "shows" : "does not show"} Enquire for Finance`, () =>
    expect(showsEnquireForFinance(amount)).toBe(expected));
});

describe("showsEnquireForFinance threshold", () => {
  it("takes a tenant threshold", () => expect(showsEnquireForFinance(40, 50)).toBe(true));
});

// Spec §5: repayment 25 or less shows 'Enquire for Finance' — so the est. weekly figure is hidden.
// $4,990 at the spec's 10% over 5 years is $24.41 a week; $5,490 is $26.85.
describe.each([
  ["no price", undefined, {}, undefined, undefined],
  ["a weekly figure at or below $25", 4_990, {}, undefined, "Enquire for Finance"],
  ["a weekly figure above $25", 5_490, {}, 26.85, "est. $27/wk"],
  ["a typical car", 30_000, {}, 146.73, "est. $147/wk"],
  ["a tenant threshold above the figure", 30_000, { enquireThreshold: 150 }, undefined, "Enquire for Finance"],
  ["a tenant threshold of 0", 4_990, { enquireThreshold: 0 }, 24.41, "est. $24/wk"],
])("%s", (_name, price, calculator, shown, text) => {
  it(`weeklyShown is ${shown}`, () => expect(weeklyShown(price, calculator)).toBe(shown));
  it(`weeklyText is ${text}`, () => expect(weeklyText(price, calculator)).toBe(text));
});

// Spec §9: monthly equals weekly times 4.33.
describe("monthlyFromWeekly", () => {
  it.each([
    [146.73, 635.34],
    [100, 433],
    [0, 0],
  ])("$%d a week is $%d a month", (weekly, monthly) => expect(monthlyFromWeekly(weekly)).toBe(monthly));
});

// Spec §5: term 1 to 7 years, step 0.5.
describe.each([
  [1, true],
  [1.5, true],
  [4.5, true],
  [7, true],
  [0.5, false],
  [7.5, false],
  [2.25, false],
  [Number.NaN, false],
])("term of %d years", (term, valid) => {
  it(valid ? "is valid" : "is not valid", () => expect(isValidTerm(term)).toBe(valid));
});

describe("isValidTerm with a tenant's range and step", () => {
  it.each([
    [3, { min: 2, max: 5 }, 1, true],
    [2.5, { min: 2, max: 5 }, 1, false],
    [6, { min: 2, max: 5 }, 1, false],
  ])("%d in %o step %d", (term, range, step, valid) => expect(isValidTerm(term, range, step)).toBe(valid));
});
