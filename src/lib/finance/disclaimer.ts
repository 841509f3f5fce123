import type { FinanceSettings } from "./settings.ts";

/**
 * The finance disclaimer (#financeDisclaimer): the dealer's own text, or a general one that states
 * the basis of the estimate and the comparison-rate warning required wherever a rate appears.
 */
export function financeDisclaimer(finance: FinanceSettings): string {
  if (finance.disclaimer) return finance.disclaimer;
  const { calculator, comparisonExample } = finance;
  const amount = comparisonExample.amount.toLocaleString("en-AU");
  return (
    `Estimated repayments are a guide only, based on the advertised price over ${calculator.termYears.default} years at ` +
    `${calculator.interest.default}% p.a. with no deposit and no balloon. They are not a quote or an offer of credit; ` +
    "fees, charges and your circumstances will change the amount, and approval is subject to the lender's criteria. " +
    `WARNING: a comparison rate applies only to the example given (${comparisonExample.termYears} years, $${amount}, secured). ` +
    "Different amounts and terms will result in different comparison rates. Costs such as redraw or early repayment fees, " +
    "and cost savings such as fee waivers, are not included in the comparison rate but may influence the cost of the loan."
  );
}
