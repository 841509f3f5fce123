import { atom, map } from "nanostores";
import type { CreditScore } from "../lib/finance/quote.ts";

/**
 * The popup finance dialog's state, kept outside the dialog so the shopper's answers survive
 * closing and reopening it, and so any island (calculator, 'Get Finance' links) can open it.
 */
export type DialogStep = "estimate" | "details" | "verify" | "apply";

export type FinanceApplication = {
  purchasePrice: string;
  loanTerm: string;
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
  loanTerm: "5",
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

/** Opens the dialog; a price or term from the opener fills only what the shopper has not typed yet. */
export function openFinanceDialog(prefill: { purchasePrice?: number; loanTerm?: number; carId?: string } = {}): void {
  const current = $financeApplication.get();
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
