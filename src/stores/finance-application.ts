import { atom, map } from "nanostores";
import type { CreditScore } from "#lib/finance/quote.ts";
import { quoteTermYears } from "#lib/finance/quick-quote-basis.ts";
import type { RepaymentFrequency } from "#lib/finance/repayment.ts";

/**
 * The popup finance dialog's state, kept outside the dialog so the shopper's answers survive
 * closing and reopening it, and so any island (calculator, 'Get Finance' links) can open it.
 */
export type DialogStep = "estimate" | "details" | "verify" | "apply";

export type FinanceApplication = {
  purchasePrice: string;
  /** The calculator's deposit and trade-in, taken off the price the partner quotes on. */
  deposit: string;
  loanTerm: string;
  /** The repayment shown at the calculator's frequency (the partner quotes weekly). */
  frequency: RepaymentFrequency;
  /** The calculator's balloon, which the quick quote does not include (it says so). */
  residual: number;
  credit: CreditScore;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  dealership_id: string;
  location_id: string;
  terms_accepted: boolean;
  code: string;
  codeSent: boolean;
  /** The phone a code was verified for: a retry after a failed application need not verify again. */
  verifiedPhone: string;
  step: DialogStep;
  car_id: string;
};

export const $financeApplication = map<FinanceApplication>({
  purchasePrice: "",
  deposit: "",
  loanTerm: "5",
  frequency: "weekly",
  residual: 0,
  credit: "GREAT",
  first_name: "",
  last_name: "",
  email: "",
  phone: "",
  dealership_id: "",
  location_id: "",
  terms_accepted: false,
  code: "",
  codeSent: false,
  verifiedPhone: "",
  step: "estimate",
  car_id: "",
});

export const $financeDialogOpen = atom(false);

/** What the calculator had when the shopper asked for a quick quote. */
export interface CalculatorSettings {
  purchasePrice: number;
  deposit: number;
  termYears: number;
  frequency: RepaymentFrequency;
  residual: number;
}

/**
 * Opens the dialog; a price or term from the opener fills only what the shopper has not typed yet.
 * From the calculator, the estimate starts from everything the shopper set there.
 */
export function openFinanceDialog(
  prefill: { purchasePrice?: number; loanTerm?: number; carId?: string; calculator?: CalculatorSettings } = {},
): void {
  const current = $financeApplication.get();
  const { calculator } = prefill;
  if (calculator && current.step === "estimate") {
    $financeApplication.set({
      ...current,
      purchasePrice: String(Math.round(calculator.purchasePrice)),
      deposit: calculator.deposit > 0 ? String(Math.round(calculator.deposit)) : "",
      loanTerm: String(quoteTermYears(calculator.termYears)),
      frequency: calculator.frequency,
      residual: calculator.residual,
    });
  }
  if (prefill.purchasePrice && !current.purchasePrice)
    $financeApplication.setKey("purchasePrice", String(Math.round(prefill.purchasePrice)));
  if (prefill.loanTerm && Number.isInteger(prefill.loanTerm) && current.step === "estimate")
    $financeApplication.setKey("loanTerm", String(prefill.loanTerm));
  if (prefill.carId) $financeApplication.setKey("car_id", prefill.carId);
  $financeDialogOpen.set(true);
}

export function closeFinanceDialog(): void {
  $financeDialogOpen.set(false);
}
