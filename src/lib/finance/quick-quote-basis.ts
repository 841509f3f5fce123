import { formatDollars } from "../format/money.ts";
import { monthlyFromWeekly, type RepaymentFrequency } from "./repayment.ts";
import { QUOTE_PRICE, QUOTE_TERM } from "./quote-limits.ts";

/**
 * The quick quote starts from what the shopper set in the calculator. The finance
 * partner quotes a weekly repayment on an amount over whole years, so the dialog asks it for the
 * price less the deposit and trade-in, shows the repayment at the shopper's frequency, and says
 * what it quoted on. Pure: the dialog and its tests share it.
 */

export const DEPOSIT_MESSAGES = {
  digits: "Deposit and trade-in must be a whole number of dollars, digits only.",
  tooMuch: `The amount to finance (price less deposit and trade-in) must be at least ${formatDollars(QUOTE_PRICE.min)}.`,
} as const;

/** The amount the partner is asked to quote on, or why the deposit cannot be used. */
export function amountToQuote(
  priceText: string,
  depositText: string,
): { ok: true; amount: string; deposit: number } | { ok: false; message: string } {
  const deposit = depositText.trim();
  if (deposit === "" || deposit === "0") return { ok: true, amount: priceText, deposit: 0 };
  if (!/^\d+$/.test(deposit)) return { ok: false, message: DEPOSIT_MESSAGES.digits };
  const price = priceText.trim();
  // A price that is not digits is the price field's problem (the quote's own schema says so).
  if (!/^\d+$/.test(price)) return { ok: true, amount: price, deposit: Number(deposit) };
  const financed = Number(price) - Number(deposit);
  if (financed < QUOTE_PRICE.min) return { ok: false, message: DEPOSIT_MESSAGES.tooMuch };
  return { ok: true, amount: String(financed), deposit: Number(deposit) };
}

/** The calculator's term in the partner's whole years (4.5 → 5), within its range. */
export const quoteTermYears = (termYears: number): number =>
  Math.min(QUOTE_TERM.max, Math.max(QUOTE_TERM.min, Math.round(termYears)));

/** The partner's weekly repayment at the shopper's frequency (spec §9: a month is 4.33 weeks). */
export function repaymentAt(weekly: number, frequency: RepaymentFrequency): number {
  if (frequency === "fortnightly") return Math.round(weekly * 200) / 100;
  if (frequency === "monthly") return monthlyFromWeekly(weekly);
  return weekly;
}

export const PER_FREQUENCY: Record<RepaymentFrequency, string> = {
  weekly: "per week",
  fortnightly: "per fortnight",
  monthly: "per month",
};

/** "Estimated $182.09 per fortnight" → the sentence under it: what was quoted. */
export function quoteBasisText(input: {
  amount: number;
  price: number;
  deposit: number;
  termYears: number;
  residual: number;
}): string {
  const less =
    input.deposit > 0
      ? ` (${formatDollars(input.price)} less ${formatDollars(input.deposit)} deposit and trade-in)`
      : "";
  const years = `${input.termYears} ${input.termYears === 1 ? "year" : "years"}`;
  const balloon =
    input.residual > 0
      ? ` The quick quote has no balloon: it does not include your ${formatDollars(input.residual)} residual.`
      : "";
  return `On ${formatDollars(input.amount)} financed${less} over ${years}.${balloon}`;
}
