import { formatDollars } from "../format/money.ts";

/**
 * Australian credit advertising (National Credit Code, reg. 100): wherever an annual rate is
 * advertised, its comparison rate must be shown, no less prominently, with the example it is
 * based on and the prescribed warning. Spec §9: the example is 5 years, $30,000, secured.
 */
export type ComparisonExample = { termYears: number; amount: number };
export const COMPARISON_EXAMPLE: ComparisonExample = { termYears: 5, amount: 30_000 };

export const COMPARISON_WARNING =
  "WARNING: This comparison rate is true only for the example given and may not include all fees and charges. " +
  "Different terms, fees or other loan amounts might result in a different comparison rate.";

/** "Comparison rate based on a secured loan of $30,000 over 5 years." */
export function comparisonBasis(example: ComparisonExample): string {
  return `Comparison rate based on a secured loan of ${formatDollars(example.amount)} over ${example.termYears} years.`;
}

/** "9.50% p.a." — rates are shown with two decimals, the way lenders advertise them. */
export function formatRate(rate: number): string {
  return `${rate.toFixed(2)}% p.a.`;
}

export type RateDisclosure = { advertised: string; comparison: string; basis: string; warning: string };

/** The three pieces every advertised rate carries; the UI shows `advertised` and `comparison` side by side, same size. */
export function rateDisclosure(
  advertisedRate: number,
  comparisonRate: number,
  example: ComparisonExample,
): RateDisclosure {
  return {
    advertised: `${formatRate(advertisedRate)} advertised rate`,
    comparison: `${formatRate(comparisonRate)} comparison rate*`,
    basis: `*${comparisonBasis(example)}`,
    warning: COMPARISON_WARNING,
  };
}
