/**
 * The marketing opt-in on the enquiry and booking forms, worded once: the box shows exactly this
 * text, and a lead from a form that showed it stores it beside whether the shopper ticked it, so
 * the dealer can prove what was agreed to (Spam Act 2003; docs/requirements.md § Messages to shoppers and the Spam Act).
 */
export const MARKETING_OPT_IN_WORDING = "Keep me up to date with offers and news";

/**
 * Express consent is the shopper's own act. The ACMA, which enforces the Spam Act, asks "Can I use
 * pre-ticked boxes to obtain consent?" and answers no: the law outranks the spec's "Opt-in default on".
 */
const ACMA_CONSENT_GUIDANCE = "https://www.acma.gov.au/theACMA/spam-gaining-legitimate-consent";

/** Whether a dealer in this country (ISO 3166 code) may show the box already ticked: never in Australia. */
export const optInMayStartTicked = (country: string): boolean => country !== "AU";

/** The tenant check's message for `enquiry.optInDefault: true` at an Australian dealer. */
export const PRE_TICKED_OPT_IN_REFUSED = `must be false for an Australian dealer: the ACMA, which enforces the Spam Act 2003, says pre-checked tick boxes "are not an acceptable way of gaining consent" (${ACMA_CONSENT_GUIDANCE}); remove the setting, and shoppers tick the box themselves`;

/**
 * The opt-in as the dealer's email and ADF say it: yes only when the shopper ticked the box, with
 * the words they agreed to; a lead from a form that asked nothing says so.
 */
export function optInLine(optIn: boolean, wording: string | null | undefined): string {
  if (!wording) return `Marketing opt-in: ${optIn ? "yes" : "no (not asked)"}`;
  return optIn ? `Marketing opt-in: yes (ticked "${wording}")` : `Marketing opt-in: no (left "${wording}" unticked)`;
}

/**
 * What a lead stores of the box: yes only from the shopper's own tick, and the wording shown only
 * where a form showed the box (it sends its answer either way; the site's own leads, a spin or a
 * payment, show none).
 */
export function storedOptIn(
  optIn: boolean | undefined,
  from: { siteLead: boolean },
): { optIn: boolean; optInWording: string | null } {
  return {
    optIn: optIn === true,
    optInWording: from.siteLead || optIn === undefined ? null : MARKETING_OPT_IN_WORDING,
  };
}
