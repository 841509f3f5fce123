/**
 * Messages a shopper sees, verbatim from the spec (§5 validation rules, §8 error catalogue).
 * Forms and functions share them so the wording cannot drift. `occured` is the spec's spelling.
 */
export const MESSAGES = {
  required: "This is a required field.",
  fixErrors: "Please fix the following errors:",
  submitFailed: "An error occurred when submitting this form",
  leadFailed: "Lead submission failed",
  unexpected: "An unexpected error occured",
  unknown: "An unknown error occurred.",
  codeDigits: "Code must be 6 digits.",
  tooManyAttempts: "Too many verification attempts. Please try again later.",
  /** A send refused is not a verification attempt; a code already received still works. */
  tooManyCodes:
    "Too many codes have been sent to this number. Please try again later, or enter a code you received in the last 10 minutes.",
  codeInvalid: "The verification code is invalid. Please try again.",
  postcodeRequired: "Please enter a postcode.",
  postcodeInvalid: "Invalid postcode. Please enter a 4-digit number.",
  deliveryUnavailable:
    "Sorry, we can't provide an estimate for that location. Please use the enquiry form on this page or give us a call to get a quote.",
  noData: "No data returned",
  carSaved: "Car Saved In Watchlist",
  carRemoved: "Car Removed",
} as const;

/** Our own wording where the spec has none. */
export const OWN_MESSAGES = {
  phoneInvalid: "Please enter a valid Australian phone number.",
  emailInvalid: "Please enter a valid email address.",
  choose: "Please choose one of the options.",
  tooLong: "This is too long.",
  badCharacters: "This contains characters that cannot be accepted.",
  nameOneLine: "Please enter a name on one line, without tabs, line breaks or hidden characters.",
  tooManyEnquiries:
    "We've received a lot of enquiries from your connection. Please try again later, or give us a call.",
} as const;
