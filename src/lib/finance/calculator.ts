import { formatDollars } from "../format/money.ts";
import {
  DEFAULT_DEPOSIT,
  DEFAULT_INTEREST_PERCENT,
  DEFAULT_TERM_YEARS,
  ENQUIRE_THRESHOLD,
  isValidTerm,
  repayment,
  showsEnquireForFinance,
  TERM_STEP_YEARS,
  type RepaymentFrequency,
} from "./repayment.ts";

/** One range of the calculator (spec §5 "Finance calculator"), from the tenant's settings. */
export type Range = { min: number; max: number; default: number };

export type CalculatorLimits = {
  price: Range;
  deposit: Range;
  tradeIn: Range;
  residual: Range;
  interest: Range;
  termYears: Range;
  termStepYears: number;
  frequency: RepaymentFrequency;
  enquireThreshold: number;
};

export type CalculatorField = "price" | "deposit" | "tradeIn" | "residual" | "annualRatePercent" | "termYears";

export type CalculatorValues = {
  price: number;
  deposit: number;
  tradeIn: number;
  residual: number;
  annualRatePercent: number;
  termYears: number;
  frequency: RepaymentFrequency;
};

/**
 * The dealer's calculator settings as the tenant's finance.calculator holds them (its schema,
 * src/lib/finance/settings.ts, takes its defaults from SPEC_LIMITS and is checked to parse
 * to this type): declared here, beside the rule, so the tenant schema depends on the rule and
 * never the other way.
 */
export type FinanceCalculatorSettings = Omit<CalculatorLimits, "price"> & { purchasePrice: Range };

/** The spec's ranges (§5, §9), used where a tenant has no settings (tests, the card figure). */
export const SPEC_LIMITS: CalculatorLimits = {
  price: { min: 1000, max: 250_000, default: 30_000 },
  deposit: { min: 0, max: 250_000, default: DEFAULT_DEPOSIT },
  tradeIn: { min: 0, max: 250_000, default: 0 },
  residual: { min: 0, max: 250_000, default: 0 },
  interest: { min: 0.5, max: 15, default: DEFAULT_INTEREST_PERCENT },
  termYears: { min: 1, max: 7, default: DEFAULT_TERM_YEARS },
  termStepYears: TERM_STEP_YEARS,
  frequency: "weekly",
  enquireThreshold: ENQUIRE_THRESHOLD,
};

/** The calculator's limits as the tenant's finance.calculator sets them. */
export function calculatorLimits(settings: FinanceCalculatorSettings): CalculatorLimits {
  return {
    price: settings.purchasePrice,
    deposit: settings.deposit,
    tradeIn: settings.tradeIn,
    residual: settings.residual,
    interest: settings.interest,
    termYears: settings.termYears,
    termStepYears: settings.termStepYears,
    frequency: settings.frequency,
    enquireThreshold: settings.enquireThreshold,
  };
}

/** Starting values: the car's price when there is one (even outside the range: it is then explained, not changed). */
export function initialValues(limits: CalculatorLimits, price?: number): CalculatorValues {
  return {
    price: price ?? limits.price.default,
    deposit: limits.deposit.default,
    tradeIn: limits.tradeIn.default,
    residual: limits.residual.default,
    annualRatePercent: limits.interest.default,
    termYears: limits.termYears.default,
    frequency: limits.frequency,
  };
}

/** What a shopper types ("30,000", "$30000") as a number; NaN when it is not one. Empty is NaN too. */
export function parseAmount(text: string): number {
  const cleaned = text.replace(/[$,\s]/g, "");
  return cleaned === "" ? Number.NaN : Number(cleaned);
}

const LABELS: Record<CalculatorField, string> = {
  price: "Purchase price",
  deposit: "Deposit",
  tradeIn: "Trade-in value",
  residual: "Residual",
  annualRatePercent: "Interest rate",
  termYears: "Loan term",
};

const dollars = (range: Range) => `between ${formatDollars(range.min)} and ${formatDollars(range.max)}`;

/**
 * Every problem with the inputs, field → a message that says what is allowed. Values are never
 * changed to fit: a shopper who typed 300000 is told the maximum rather than shown another loan.
 */
export function calculatorProblems(
  values: CalculatorValues,
  limits: CalculatorLimits,
): Partial<Record<CalculatorField, string>> {
  const problems: Partial<Record<CalculatorField, string>> = {};
  const money: [CalculatorField, Range][] = [
    ["price", limits.price],
    ["deposit", limits.deposit],
    ["tradeIn", limits.tradeIn],
    ["residual", limits.residual],
  ];
  for (const [field, range] of money) {
    const value = values[field] as number;
    if (!Number.isFinite(value))
      problems[field] =
        `Enter the ${LABELS[field].toLowerCase()} in dollars, e.g. ${formatDollars(range.default || range.max / 10)}.`;
    else if (value < range.min || value > range.max) problems[field] = `${LABELS[field]} must be ${dollars(range)}.`;
  }
  const rate = values.annualRatePercent;
  if (!Number.isFinite(rate)) problems.annualRatePercent = "Enter the interest rate as a number, e.g. 9.5.";
  else if (rate < limits.interest.min || rate > limits.interest.max)
    problems.annualRatePercent = `Interest rate must be between ${limits.interest.min}% and ${limits.interest.max}% p.a.`;
  if (!isValidTerm(values.termYears, limits.termYears, limits.termStepYears)) {
    problems.termYears = `Loan term must be between ${limits.termYears.min} and ${limits.termYears.max} years, in steps of ${limits.termStepYears} years.`;
  }
  if (!problems.price && !problems.deposit && !problems.tradeIn && values.deposit + values.tradeIn >= values.price) {
    problems.deposit = "Deposit and trade-in together must be less than the purchase price.";
  }
  const financed = values.price - values.deposit - values.tradeIn;
  if (
    !problems.residual &&
    !problems.deposit &&
    !problems.price &&
    values.residual >= financed &&
    values.residual > 0
  ) {
    problems.residual = `Residual must be less than the amount financed (${formatDollars(financed)}).`;
  }
  return problems;
}

type Calculation =
  | { ok: true; amount: number; financed: number; enquire: boolean }
  | { ok: false; problems: Partial<Record<CalculatorField, string>> };

/** The calculator's answer: a repayment (or 'Enquire for Finance' at or below the threshold), or the problems. */
export function calculate(values: CalculatorValues, limits: CalculatorLimits): Calculation {
  const problems = calculatorProblems(values, limits);
  if (Object.keys(problems).length > 0) return { ok: false, problems };
  const amount = repayment(values);
  return {
    ok: true,
    amount,
    financed: values.price - values.deposit - values.tradeIn,
    enquire: showsEnquireForFinance(amount, limits.enquireThreshold),
  };
}
