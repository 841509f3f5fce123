import type { CreditScore } from "./quote.ts";

/** What the finance dialog knows when the shopper presses 'Apply to lender'. */
export interface PreApprovalAnswers {
  purchasePrice: string;
  /** The deposit and trade-in taken off the price the quick quote quoted on; "" when none. */
  deposit: string;
  loanTerm: string;
  credit: CreditScore;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  car_id: string;
  dealership_id: string;
  location_id: string;
  terms_accepted: boolean;
}

/**
 * The finance lead a pre-approval sends to POST /api/leads (spec §4: lead and customer in
 * parallel). The dealer calls back on what the shopper was quoted, so the deposit goes with it.
 * No marketing opt-in: the dialog shows no such box, so none is sent.
 */
export function preApprovalLead(app: PreApprovalAnswers, extra: { idempotency_key: string; page_url: string }) {
  const deposit = app.deposit.trim();
  return {
    kind: "finance" as const,
    first_name: app.first_name.trim(),
    last_name: app.last_name.trim(),
    email: app.email.trim(),
    phone: app.phone,
    ...extra,
    car_id: app.car_id || undefined,
    dealership_id: app.dealership_id || undefined,
    location_id: app.location_id || undefined,
    terms_accepted: app.terms_accepted || undefined,
    comments: `Instant pre-approval: $${app.purchasePrice}${deposit ? ` less $${deposit} deposit and trade-in` : ""} over ${app.loanTerm} years, credit ${app.credit}.`,
    details: {
      purchase_price: app.purchasePrice,
      ...(deposit ? { deposit_and_trade_in: deposit } : {}),
      loan_term_years: Number(app.loanTerm),
      credit_score: app.credit,
    },
  };
}
