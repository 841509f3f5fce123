import { formatDollars } from "../format/money.ts";

/** Spec §9: repayment frequencies and their periods per year. */
const PERIODS_PER_YEAR = { weekly: 52, fortnightly: 26, monthly: 12 } as const;
/** Spec §9: the calculator starts at 10% p.a. over 5 years; deposit starts at 0. */
export const DEFAULT_INTEREST_PERCENT = 10;
export const DEFAULT_TERM_YEARS = 5;
export const DEFAULT_DEPOSIT = 0;
/** Spec §5: a repayment of 25 or less shows 'Enquire for Finance' instead of a figure. */
export const ENQUIRE_THRESHOLD = 25;
export const ENQUIRE_FOR_FINANCE = "Enquire for Finance";

/** Spec §9: where a monthly figure is derived from a weekly one, monthly = weekly × 4.33. */
const WEEKS_PER_MONTH = 4.33;
/** Spec §5: terms run from 1 to 7 years in steps of half a year. */
export const TERM_STEP_YEARS = 0.5;

export type RepaymentFrequency = keyof typeof PERIODS_PER_YEAR;
export const FREQUENCIES = Object.keys(PERIODS_PER_YEAR) as RepaymentFrequency[];

export type RepaymentInput = {
  /** Dollars. */
  price: number;
  deposit?: number;
  tradeIn?: number;
  /** Residual (balloon) owed after the last repayment, in dollars. */
  residual?: number;
  annualRatePercent: number;
  termYears: number;
  frequency: RepaymentFrequency;
};

/**
 * The repayment of a standard amortising loan, paid in arrears: the amount financed is the price
 * less deposit and trade-in, and the residual is owed on top of the last repayment, so only its
 * present value is repaid along the way. Returns dollars rounded to the cent (637.41); 0 when
 * nothing is financed. Rates and terms are the calculator's, already clamped to its ranges.
 */
export function repayment(input: RepaymentInput): number {
  const { price, deposit = 0, tradeIn = 0, residual = 0, annualRatePercent, termYears, frequency } = input;
  if (
    ![price, deposit, tradeIn, residual, annualRatePercent, termYears].every(Number.isFinite) ||
    annualRatePercent < 0 ||
    termYears <= 0
  ) {
    throw new RangeError(`repayment: expected finite amounts, a rate ≥ 0 and a term > 0, got ${JSON.stringify(input)}`);
  }
  const principal = price - deposit - tradeIn;
  if (principal <= 0) return 0;
  const periods = Math.round(termYears * PERIODS_PER_YEAR[frequency]);
  const rate = annualRatePercent / 100 / PERIODS_PER_YEAR[frequency];
  const amount =
    rate === 0
      ? (principal - residual) / periods
      : ((principal - residual / (1 + rate) ** periods) * rate) / (1 - (1 + rate) ** -periods);
  return Math.max(0, Math.round(amount * 100) / 100);
}

/** The starting values of the tenant's calculator (finance.calculator), any of which may be left out. */
type CalculatorDefaults = {
  interest?: { default: number };
  termYears?: { default: number };
  deposit?: { default: number };
  tradeIn?: { default: number };
  residual?: { default: number };
};

/** The "est. weekly" figure of a car at `price`, on the calculator's starting values. */
export function estimatedWeekly(price: number, calculator: CalculatorDefaults = {}): number {
  return repayment({
    price,
    deposit: calculator.deposit?.default ?? DEFAULT_DEPOSIT,
    tradeIn: calculator.tradeIn?.default ?? 0,
    residual: calculator.residual?.default ?? 0,
    annualRatePercent: calculator.interest?.default ?? DEFAULT_INTEREST_PERCENT,
    termYears: calculator.termYears?.default ?? DEFAULT_TERM_YEARS,
    frequency: "weekly",
  });
}

/** Spec §5: a repayment at or below the threshold (or not a number) is not worth quoting. */
export function showsEnquireForFinance(amount: number, threshold = ENQUIRE_THRESHOLD): boolean {
  return !(amount > threshold);
}

/** The calculator settings the "est. weekly" figure depends on: its starting values and threshold. */
type WeeklySettings = CalculatorDefaults & { enquireThreshold?: number };

/**
 * Spec §5 "repayment 25 or less shows 'Enquire for Finance'": the est. weekly figure of a car at
 * `price`, or undefined when the car has no price or the figure is at or below the threshold.
 * Pages, search documents and the finance page's car list all show the weekly figure through this.
 */
export function weeklyShown(price: number | undefined, calculator: WeeklySettings = {}): number | undefined {
  if (price === undefined) return undefined;
  const weekly = estimatedWeekly(price, calculator);
  return showsEnquireForFinance(weekly, calculator.enquireThreshold) ? undefined : weekly;
}

/**
 * What stands beside a car's price where est. weekly finance is quoted (the vehicle page's sticky
 * bar): "est. $189/wk", 'Enquire for Finance' when the figure is not worth quoting (spec §5), and
 * nothing when the car has no price to finance.
 */
export function weeklyText(price: number | undefined, calculator: WeeklySettings = {}): string | undefined {
  if (price === undefined) return undefined;
  const weekly = weeklyShown(price, calculator);
  return weekly === undefined ? ENQUIRE_FOR_FINANCE : `est. ${formatDollars(weekly)}/wk`;
}

/** Spec §9 "monthly equals weekly times 4.33": the monthly figure quoted beside a weekly one. */
export function monthlyFromWeekly(weekly: number): number {
  return Math.round(weekly * WEEKS_PER_MONTH * 100) / 100;
}

/** A term is valid when it lies in the range and is a whole number of steps from the minimum (1, 1.5 … 7). */
export function isValidTerm(
  termYears: number,
  range: { min: number; max: number } = { min: 1, max: 7 },
  step = TERM_STEP_YEARS,
): boolean {
  if (!Number.isFinite(termYears) || termYears < range.min || termYears > range.max) return false;
  const steps = (termYears - range.min) / step;
  return Math.abs(steps - Math.round(steps)) < 1e-9;
}
