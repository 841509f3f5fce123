import { describe, expect, it } from "vitest";
import {
  type ComparableCar,
  type ConditionAnswers,
  conditionOf,
  ineligibleReason,
  kmFactor,
  retained,
  type TradeInCar,
  type ValuationSettings,
  valueTradeIn,
} from "./valuation-model.ts";

/**
 * The valuation model pinned on known cases. Every row states its inputs — the comparables in
 * the dealer's feed, the shopper's car, the dealer's settings — and the range and confidence it
 * must give. Current year 2025 throughout; §5 limits 7 years / 100,000 km unless a row says so.
 */
const YEAR = 2025;
const DEFAULTS: ValuationSettings = { maxAgeYears: 7, maxKm: 100_000, reconditioningCost: 1500, marginPercent: 12 };

const stock = (count: number, car: Partial<ComparableCar>): ComparableCar[] =>
  Array.from({ length: count }, () => ({ make: "Toyota", model: "Corolla", year: 2022, km: 45_000, ...car }));
const corolla: TradeInCar = { make: "Toyota", model: "Corolla", year: 2022, km: 45_000, condition: "good" };

interface Row {
  case: string;
  comparables: ComparableCar[];
  car: Partial<TradeInCar>;
  settings?: Partial<ValuationSettings>;
  expected: { low: number; high: number; confidence: string; comparables: number; basedOn?: string };
}

const rows: Row[] = [
  {
    // 30,000 × good 1.00 × (1 − 12%) − 1,500 = 24,900; medium ±10%.
    case: "3 of the same model, same year, average km (45,000 at 3 years)",
    comparables: stock(3, { price: 30_000 }),
    car: {},
    expected: {
      low: 22_400,
      high: 27_400,
      confidence: "medium",
      comparables: 3,
      basedOn: "3 Toyota Corolla in our stock and market data, adjusted for 2022 and 45,000 km in good condition.",
    },
  },
  {
    // Badge level with 8 comparables: high, ±6% of 24,900.
    case: "8 of the same badge (2 other badges ignored)",
    comparables: [...stock(8, { badge: "Ascent Sport", price: 30_000 }), ...stock(2, { badge: "ZR", price: 40_000 })],
    car: { badge: "Ascent Sport" },
    expected: { low: 23_400, high: 26_400, confidence: "high", comparables: 8 },
  },
  {
    // 34,000 at 1 year → 3 years: × (0.88 × 0.89) = 26,629; × 0.88 − 1,500 = 21,933.
    case: "newer comparables (2024, 15,000 km) depreciated to the shopper's 2022",
    comparables: stock(3, { year: 2024, km: 15_000, price: 34_000 }),
    car: {},
    expected: { low: 19_700, high: 24_100, confidence: "medium", comparables: 3 },
  },
  {
    // 40,000 km over average: × (1 − 0.012 × 4) = 28,560; × 0.88 − 1,500 = 23,633.
    case: "85,000 km at 3 years (40,000 above average)",
    comparables: stock(3, { price: 30_000 }),
    car: { km: 85_000 },
    expected: { low: 21_300, high: 26_000, confidence: "medium", comparables: 3 },
  },
  {
    // Market average 32,000 (confidence 0.5) in place of the 30,000 price: 32,000 × 0.88 − 1,500 = 26,660.
    case: "feed market data (confidence 0.5) preferred over the advertised price",
    comparables: stock(3, { price: 30_000, autograb_data: { market_average: 32_000, confidence: 0.5 } }),
    car: {},
    expected: { low: 24_000, high: 29_300, confidence: "medium", comparables: 3 },
  },
  {
    // Spec §9: confidence 0.2 or less is not trusted; the 30,000 price is used.
    case: "feed market data at confidence 0.2 ignored",
    comparables: stock(3, { price: 30_000, autograb_data: { market_average: 50_000, confidence: 0.2 } }),
    car: {},
    expected: { low: 22_400, high: 27_400, confidence: "medium", comparables: 3 },
  },
  {
    // 30,000 × poor 0.78 × 0.88 − 1,500 = 19,092.
    case: "poor condition",
    comparables: stock(3, { price: 30_000 }),
    car: { condition: "poor" },
    expected: { low: 17_200, high: 21_000, confidence: "medium", comparables: 3 },
  },
  {
    // 30,000 × (1 − 15%) − 2,500 = 23,000.
    case: "dealer settings: $2,500 reconditioning, 15% margin",
    comparables: stock(3, { price: 30_000 }),
    settings: { reconditioningCost: 2500, marginPercent: 15 },
    car: {},
    expected: { low: 20_700, high: 25_300, confidence: "medium", comparables: 3 },
  },
  {
    // No C-HR in stock: 3 Toyota SUVs; low confidence ±16% of 24,900.
    case: "no stock of the model: widened to make + body",
    comparables: [...stock(3, { model: "RAV4", simple_body: "SUV", price: 30_000 }), ...stock(1, { price: 90_000 })],
    car: { model: "C-HR", body: "SUV" },
    expected: {
      low: 20_900,
      high: 28_900,
      confidence: "low",
      comparables: 3,
      basedOn: "3 Toyota SUV in our stock and market data, adjusted for 2022 and 45,000 km in good condition.",
    },
  },
  {
    case: "no stock of the model or body: widened to the make",
    comparables: [...stock(2, { model: "RAV4", price: 30_000 }), ...stock(1, { model: "HiLux", price: 30_000 })],
    car: { model: "Supra" },
    expected: { low: 20_900, high: 28_900, confidence: "low", comparables: 3 },
  },
  {
    // Caravan dealer with a 10-year limit: a 9-year-old van is valued (3 at 9 years, same age).
    case: "caravan dealer's own limit (10 years)",
    comparables: stock(3, { make: "Jayco", model: "Swan", year: 2016, km: undefined, price: 30_000 }),
    car: { make: "Jayco", model: "Swan", year: 2016, km: 0 },
    settings: { maxAgeYears: 10 },
    // km 0 at 9 years is 135,000 below average: capped at +10% → 33,000 × 0.88 − 1,500 = 27,540.
    expected: { low: 24_800, high: 30_300, confidence: "medium", comparables: 3 },
  },
];

describe("valueTradeIn: known cases (inputs in each row)", () => {
  it.each(rows)("$case", (row) => {
    const result = valueTradeIn({ ...corolla, ...row.car }, row.comparables, { ...DEFAULTS, ...row.settings }, YEAR);
    expect(result.kind).toBe("estimate");
    if (result.kind !== "estimate") return;
    expect({
      low: result.low,
      high: result.high,
      confidence: result.confidence,
      comparables: result.comparables,
    }).toEqual({
      low: row.expected.low,
      high: row.expected.high,
      confidence: row.expected.confidence,
      comparables: row.expected.comparables,
    });
    if (row.expected.basedOn) expect(result.basedOn).toBe(row.expected.basedOn);
    expect(result.low % 100).toBe(0);
    expect(result.high % 100).toBe(0);
  });
});

describe("valueTradeIn: no online figure", () => {
  it.each([
    ["§5: 8 years old (limit 7)", { year: 2017 }, "ineligible"],
    ["§5: 120,000 km (limit 100,000)", { km: 120_000 }, "ineligible"],
    ["no comparables of the make at all", { make: "Lada", model: "Niva" }, "no-estimate"],
  ] as const)("%s", (_case, car, kind) => {
    const result = valueTradeIn({ ...corolla, ...car }, stock(5, { price: 30_000 }), DEFAULTS, YEAR);
    expect(result.kind).toBe(kind);
  });
  it("says why an ineligible car is seen in person", () => {
    expect(valueTradeIn({ ...corolla, year: 2010 }, [], DEFAULTS, YEAR)).toEqual({
      kind: "ineligible",
      reason: "Cars over 7 years old or 100,000 km are valued in person.",
    });
  });
  // The caravan dealer's shopper read "Cars up to 10 years old".
  it("says it in the dealer's item word", () => {
    const caravans = { ...DEFAULTS, maxAgeYears: 10 };
    expect(valueTradeIn({ ...corolla, year: 2010 }, [], caravans, YEAR, "caravans")).toEqual({
      kind: "ineligible",
      reason: "Caravans over 10 years old or 100,000 km are valued in person.",
    });
    expect(ineligibleReason({ year: 2010 }, caravans, YEAR, "caravans")).toBe(
      "Caravans over 10 years old or 100,000 km are valued in person.",
    );
  });
  it("gives no figure when 2 comparables are all there is, or when they have no price", () => {
    expect(valueTradeIn(corolla, stock(2, { price: 30_000 }), DEFAULTS, YEAR).kind).toBe("no-estimate");
    expect(valueTradeIn(corolla, stock(5, {}), DEFAULTS, YEAR).kind).toBe("no-estimate");
  });
});

describe("model parts", () => {
  it.each([
    [0, 1],
    [1, 0.85],
    [2, 0.748],
    [3, 0.66572],
  ])("retains %i years → %f of new", (age, share) => {
    expect(retained(age)).toBeCloseTo(share, 5);
  });
  it.each([
    [45_000, 3, 1],
    [85_000, 3, 0.952],
    [5_000, 3, 1.048],
    [400_000, 3, 0.8],
    [undefined, 3, 1],
  ])("km %s at %i years → × %f", (km, age, factor) => {
    expect(kmFactor(km, age)).toBeCloseTo(factor, 5);
  });
  const answers = (patch: Partial<ConditionAnswers>): ConditionAnswers => ({
    accidentDamage: false,
    mechanicalIssues: false,
    serviceHistory: "full",
    wear: "minimal",
    ...patch,
  });
  it.each([
    [answers({}), "excellent"],
    [answers({ wear: "normal" }), "good"],
    [answers({ wear: "normal", serviceHistory: "partial" }), "good"],
    [answers({ accidentDamage: true, wear: "normal" }), "fair"],
    [answers({ mechanicalIssues: true, wear: "normal" }), "fair"],
    [answers({ mechanicalIssues: true, accidentDamage: true }), "poor"],
  ] as const)("condition of %j is %s", (given, condition) => {
    expect(conditionOf(given)).toBe(condition);
  });
});
