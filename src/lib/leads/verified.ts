/**
 * What the site checked itself about a lead, in words for the dealer, kept apart from
 * anything the shopper typed: a comment that pastes "Online estimate $48,000 – $52,000 (high
 * confidence)" stays under the shopper's message, and only the server's own facts appear here.
 */
export interface VerifiedInputs {
  /** The shopper was signed in with the lead's phone (an SMS code proved it is theirs). */
  phoneProven?: boolean;
  /** The server's summary of a valuation it made for this shopper. */
  valuation?: string;
  /** The booking the site took for this lead ("Booked online for …"), never in the shopper's message. */
  booking?: string;
}

export function verifiedFacts({ phoneProven, valuation, booking }: VerifiedInputs): string[] {
  return [
    booking,
    phoneProven ? "The phone number is the shopper's: proven by an SMS code on our site." : undefined,
    valuation,
  ].filter((fact): fact is string => Boolean(fact));
}

/** The headings dealers read over the two parts, in the lead email, the ADF and the console. */
export const VERIFIED_HEADING = "Checked by our site";
export const TYPED_HEADING = "The shopper's message (as typed)";
