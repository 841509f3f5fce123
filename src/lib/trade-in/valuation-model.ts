import { formatKm } from "../format/money.ts";
import { slugify } from "../format/slug.ts";
import { upperFirst } from "../format/text.ts";
import { onlineEstimateOffered, type TradeInLimits } from "../forms/trade-in.ts";

/**
 * Our own trade-in valuation model: an indicative range for a shopper's car from the dealer's
 * own stock and the market data in its feed (AutoGrab's `autograb_data`), so every dealer can
 * give a figure offline. It is not an appraisal: it never saw the car.
 *
 * 1. Comparables: feed cars of the same make and model (and badge when there are enough), widening
 *    to make + body, then make, until there are at least MIN_COMPARABLES. Each gives one retail
 *    figure: its market average when the feed's market data is trusted (confidence above 0.2,
 *    spec §9), else its advertised price.
 * 2. Each figure is moved to the shopper's car's age with DEPRECIATION_RATES and to its km with
 *    KM_ADJUSTMENT_PER_10K against KM_PER_YEAR_AVERAGE; the median of those is the retail value.
 * 3. Condition (from four plain questions) scales it; the dealer's margin and reconditioning
 *    cost (tenant settings) come off: that is the trade price.
 * 4. The range is the trade price ± a spread that widens as confidence falls; rounded to $100.
 */

/** Yearly loss of value, year 1 first: ~15% in the first year, then 12%, 11%, 10%… ; 8% a year after. */
export const DEPRECIATION_RATES = [0.15, 0.12, 0.11, 0.1, 0.1, 0.09, 0.08] as const;
/** What an average Australian car covers in a year (km). */
export const KM_PER_YEAR_AVERAGE = 15_000;
/** Value change per 10,000 km above (−) or below (+) the average for the car's age. */
export const KM_ADJUSTMENT_PER_10K = 0.012;
/** The km adjustment never moves a value by more than this either way. */
const KM_FACTOR_LIMITS = [0.8, 1.1] as const;
/** Fewer comparables than this at a match level: widen to the next level. */
export const MIN_COMPARABLES = 3;
/** Market data at or below this confidence is not used (spec §9 confidence 0.2). */
const MARKET_CONFIDENCE_MIN = 0.2;

export const CONDITIONS = ["excellent", "good", "fair", "poor"] as const;
export type Condition = (typeof CONDITIONS)[number];
export const CONDITION_FACTORS: Record<Condition, number> = { excellent: 1.04, good: 1, fair: 0.9, poor: 0.78 };

export type Confidence = "high" | "medium" | "low";
/** Half-width of the range around the trade price, by confidence. */
export const SPREADS: Record<Confidence, number> = { high: 0.06, medium: 0.1, low: 0.16 };

/** The plain questions the shopper answers about their car. */
export interface ConditionAnswers {
  accidentDamage: boolean;
  mechanicalIssues: boolean;
  serviceHistory: "full" | "partial" | "none";
  wear: "minimal" | "normal" | "heavy";
}

/** Excellent: nothing to fix. Each issue adds points; an accident or a mechanical fault weighs most. */
export function conditionOf(answers: ConditionAnswers): Condition {
  const points =
    (answers.accidentDamage ? 2 : 0) +
    (answers.mechanicalIssues ? 3 : 0) +
    { full: 0, partial: 1, none: 2 }[answers.serviceHistory] +
    { minimal: 0, normal: 1, heavy: 2 }[answers.wear];
  if (points === 0) return "excellent";
  if (points <= 2) return "good";
  if (points <= 4) return "fair";
  return "poor";
}

/** Share of its new value a car keeps at `age` whole years. */
export function retained(age: number): number {
  let value = 1;
  for (let year = 0; year < Math.max(0, Math.floor(age)); year++)
    value *= 1 - (DEPRECIATION_RATES[year] ?? DEPRECIATION_RATES.at(-1)!);
  return value;
}

/** Value factor for `km` at `age` against the average; unknown km counts as average. */
export function kmFactor(km: number | undefined, age: number): number {
  if (km === undefined) return 1;
  const excess = km - KM_PER_YEAR_AVERAGE * Math.max(0, age);
  const factor = 1 - (KM_ADJUSTMENT_PER_10K * excess) / 10_000;
  return Math.min(KM_FACTOR_LIMITS[1], Math.max(KM_FACTOR_LIMITS[0], factor));
}

/** A feed car as the model uses it. */
export interface ComparableCar {
  make: string;
  model: string;
  badge?: string;
  simple_body?: string;
  year: number;
  km?: number;
  price?: number;
  autograb_data?: { market_average?: number; confidence?: number };
}

export interface TradeInCar {
  make: string;
  model: string;
  badge?: string;
  /** Body type; when missing, the most common body of the dealer's cars of that make and model. */
  body?: string;
  year: number;
  km: number;
  condition: Condition;
}

export interface ValuationSettings extends TradeInLimits {
  /** Dollars the dealer spends making a trade-in ready to sell. */
  reconditioningCost: number;
  /** Dealer's margin on retail, in percent. */
  marginPercent: number;
}

type MatchLevel = "badge" | "model" | "body" | "make";

export type Valuation =
  | {
      kind: "estimate";
      low: number;
      high: number;
      confidence: Confidence;
      basedOn: string;
      comparables: number;
      level: MatchLevel;
      retail: number;
    }
  | { kind: "ineligible"; reason: string }
  | { kind: "no-estimate"; reason: string };

const same = (a: string | undefined, b: string | undefined) => Boolean(a && b && slugify(a) === slugify(b));
const round100 = (n: number) => Math.round(n / 100) * 100;

/** A comparable's retail figure: trusted market average, else its advertised price (over $500). */
function retailOf(car: ComparableCar): number | undefined {
  const market = car.autograb_data;
  if (market?.market_average && market.market_average > 0 && (market.confidence ?? 0) > MARKET_CONFIDENCE_MIN)
    return market.market_average;
  return car.price && car.price > 500 ? car.price : undefined;
}

function mostCommonBody(cars: readonly ComparableCar[]): string | undefined {
  const counts = new Map<string, number>();
  for (const car of cars) if (car.simple_body) counts.set(car.simple_body, (counts.get(car.simple_body) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0];
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

function confidenceOf(level: MatchLevel, count: number): Confidence {
  if ((level === "badge" || level === "model") && count >= 8) return "high";
  if (level === "badge" || level === "model" || (level === "body" && count >= 8)) return "medium";
  return "low";
}

function describe(level: MatchLevel, car: TradeInCar, body: string | undefined): string {
  if (level === "badge") return `${car.make} ${car.model} ${car.badge}`;
  if (level === "model") return `${car.make} ${car.model}`;
  if (level === "body") return `${car.make} ${body}`;
  return car.make;
}

/**
 * §5: why a car gets no online figure (too old or too far for this dealer), or null when it may
 * get one; `plural` is the dealer's item word ("caravans"), as the shopper reads it.
 */
export function ineligibleReason(
  car: { year?: number; km?: number },
  limits: TradeInLimits,
  currentYear: number,
  plural = "cars",
): string | null {
  return onlineEstimateOffered(car, currentYear, limits) === false
    ? `${upperFirst(plural)} over ${limits.maxAgeYears} years old or ${formatKm(limits.maxKm)} are valued in person.`
    : null;
}

/** §5 first (too old or too far: no online figure, said in the dealer's item word `plural`), then the model. */
export function valueTradeIn(
  car: TradeInCar,
  stock: readonly ComparableCar[],
  settings: ValuationSettings,
  currentYear: number,
  plural = "cars",
): Valuation {
  const reason = ineligibleReason(car, settings, currentYear, plural);
  if (reason) return { kind: "ineligible", reason };
  const priced = stock.filter((c) => retailOf(c) !== undefined && same(c.make, car.make));
  const ofModel = priced.filter((c) => same(c.model, car.model));
  const body = car.body ?? mostCommonBody(ofModel);
  const levels: [MatchLevel, ComparableCar[]][] = [
    ["badge", car.badge ? ofModel.filter((c) => same(c.badge, car.badge)) : []],
    ["model", ofModel],
    ["body", body ? priced.filter((c) => same(c.simple_body, body)) : []],
    ["make", priced],
  ];
  const match = levels.find(([, cars]) => cars.length >= MIN_COMPARABLES);
  if (!match)
    return {
      kind: "no-estimate",
      reason: `We don't have enough similar ${car.make} ${car.model} data to value it online.`,
    };
  const [level, comparables] = match;
  const age = Math.max(0, currentYear - car.year);
  const normalised = comparables.map((c) => {
    const cAge = Math.max(0, currentYear - c.year);
    return (retailOf(c)! * (retained(age) / retained(cAge)) * kmFactor(car.km, age)) / kmFactor(c.km, cAge);
  });
  const retail = median(normalised);
  const trade =
    retail * CONDITION_FACTORS[car.condition] * (1 - settings.marginPercent / 100) - settings.reconditioningCost;
  if (trade < 1000) return { kind: "no-estimate", reason: "Its value depends on things we can only judge in person." };
  const confidence = confidenceOf(level, comparables.length);
  const spread = SPREADS[confidence];
  return {
    kind: "estimate",
    low: round100(trade * (1 - spread)),
    high: round100(trade * (1 + spread)),
    confidence,
    basedOn: `${comparables.length} ${describe(level, car, body)} in our stock and market data, adjusted for ${car.year} and ${formatKm(car.km)} in ${car.condition} condition.`,
    comparables: comparables.length,
    level,
    retail: round100(retail),
  };
}
