import { describe, expect, it } from "vitest";
import { financeCalculatorSchema } from "./settings.ts";
import {
  calculate,
  calculatorLimits,
  calculatorProblems,
  initialValues,
  parseAmount,
  SPEC_LIMITS,
  type CalculatorValues,
} from "./calculator.ts";

const values = (patch: Partial<CalculatorValues> = {}): CalculatorValues => ({
  ...initialValues(SPEC_LIMITS),
  ...patch,
});

describe("calculatorLimits", () => {
  it("are the spec's values for a tenant without settings (§5, §9)", () => {
    expect(calculatorLimits(financeCalculatorSchema.parse({}))).toEqual(SPEC_LIMITS);
  });
  it("take a tenant's ranges (purchase min 5000, interest 7.5 to 14.5, default 8.5)", () => {
    const limits = calculatorLimits(
      financeCalculatorSchema.parse({
        purchasePrice: { min: 5000, max: 250_000, default: 30_000 },
        interest: { min: 7.5, max: 14.5, default: 8.5 },
      }),
    );
    expect(limits.price.min).toBe(5000);
    expect(limits.interest).toEqual({ min: 7.5, max: 14.5, default: 8.5 });
    expect(calculatorProblems(values({ price: 4000, annualRatePercent: 15 }), limits)).toEqual({
      price: "Purchase price must be between $5,000 and $250,000.",
      annualRatePercent: "Interest rate must be between 7.5% and 14.5% p.a.",
    });
  });
});

describe("initialValues", () => {
  it("start at the defaults: $30,000, 10%, 5 years, weekly", () => {
    expect(initialValues(SPEC_LIMITS)).toEqual({
      price: 30_000,
      deposit: 0,
      tradeIn: 0,
      residual: 0,
      annualRatePercent: 10,
      termYears: 5,
      frequency: "weekly",
    });
  });
  it("keep a car's price even outside the range (explained, not changed)", () => {
    expect(initialValues(SPEC_LIMITS, 300_000).price).toBe(300_000);
  });
});

describe.each([
  ["30000", 30_000],
  ["$30,000", 30_000],
  [" 12 500 ", 12_500],
  ["9.5", 9.5],
  ["", Number.NaN],
  ["abc", Number.NaN],
])("parseAmount(%j)", (text, expected) => {
  it(`is ${expected}`, () => expect(parseAmount(text)).toBe(expected));
});

// Spec §5 "Finance calculator": purchase 1000 to 250000; term 1 to 7 step 0.5; interest 0.5 to 15;
// deposit/trade-in/residual 0 to 250000. Each problem is explained, the value is left as typed.
describe.each([
  ["the defaults", {}, {}],
  ["the smallest loan", { price: 1000, annualRatePercent: 0.5, termYears: 1 }, {}],
  ["the largest loan", { price: 250_000, annualRatePercent: 15, termYears: 7 }, {}],
  ["a price below the minimum", { price: 999 }, { price: "Purchase price must be between $1,000 and $250,000." }],
  ["a price above the maximum", { price: 250_001 }, { price: "Purchase price must be between $1,000 and $250,000." }],
  ["no price", { price: Number.NaN }, { price: "Enter the purchase price in dollars, e.g. $30,000." }],
  ["a negative deposit", { deposit: -1 }, { deposit: "Deposit must be between $0 and $250,000." }],
  [
    "a trade-in above the maximum",
    { tradeIn: 250_001 },
    { tradeIn: "Trade-in value must be between $0 and $250,000." },
  ],
  [
    "an interest rate below 0.5",
    { annualRatePercent: 0.4 },
    { annualRatePercent: "Interest rate must be between 0.5% and 15% p.a." },
  ],
  [
    "an interest rate that is not a number",
    { annualRatePercent: Number.NaN },
    { annualRatePercent: "Enter the interest rate as a number, e.g. 9.5." },
  ],
  [
    "a term of 7.5 years",
    { termYears: 7.5 },
    { termYears: "Loan term must be between 1 and 7 years, in steps of 0.5 years." },
  ],
  [
    "a term of 2.25 years",
    { termYears: 2.25 },
    { termYears: "Loan term must be between 1 and 7 years, in steps of 0.5 years." },
  ],
  [
    "deposit and trade-in covering the price",
    { deposit: 20_000, tradeIn: 10_000 },
    { deposit: "Deposit and trade-in together must be less than the purchase price." },
  ],
  [
    "a residual as large as the amount financed",
    { deposit: 10_000, residual: 20_000 },
    { residual: "Residual must be less than the amount financed ($20,000)." },
  ],
])("calculatorProblems: %s", (_name, patch, expected) => {
  it(`gives ${JSON.stringify(expected)}`, () =>
    expect(calculatorProblems(values(patch), SPEC_LIMITS)).toEqual(expected));
});

describe("calculate", () => {
  it("gives the repayment at the chosen frequency", () => {
    expect(calculate(values({ frequency: "monthly" }), SPEC_LIMITS)).toEqual({
      ok: true,
      amount: 637.41,
      financed: 30_000,
      enquire: false,
    });
    expect(calculate(values(), SPEC_LIMITS)).toMatchObject({ amount: 146.73, enquire: false });
  });
  it("with a balloon at the lowest rate (checked against the annuity formula by hand)", () => {
    expect(
      calculate(values({ annualRatePercent: 0.5, residual: 6_000, frequency: "monthly" }), SPEC_LIMITS),
    ).toMatchObject({ ok: true, amount: 407.6 });
  });
  it("shows 'Enquire for Finance' at $25 or less (§5)", () => {
    // $1,000 at 0.5% over 7 years is $2.76 a week.
    expect(calculate(values({ price: 1000, annualRatePercent: 0.5, termYears: 7 }), SPEC_LIMITS)).toMatchObject({
      ok: true,
      enquire: true,
    });
  });
  it("gives the problems instead of a figure", () => {
    expect(calculate(values({ price: 100 }), SPEC_LIMITS)).toEqual({
      ok: false,
      problems: { price: "Purchase price must be between $1,000 and $250,000." },
    });
  });
});
