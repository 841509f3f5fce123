/** Spec §4 "Phone reveal": digits shown before the reveal; the rest are masked. */
const PHONE_VISIBLE_DIGITS = 6;

/**
 * "02 5550 0110" → "02 5550 XXXX": the first digits keep their formatting and every later digit
 * becomes X, so the masked number has the shape of the real one but cannot be dialled.
 */
export function maskPhone(phone: string, visibleDigits = PHONE_VISIBLE_DIGITS): string {
  let seen = 0;
  return phone.replace(/\d/g, (digit) => (++seen <= visibleDigits ? digit : "X"));
}

/** "tel:" link of a displayed number: spaces, brackets, dots and dashes go; a leading + stays. */
export function telHref(phone: string): string {
  const trimmed = phone.trim();
  return `tel:${trimmed.startsWith("+") ? "+" : ""}${trimmed.replace(/\D/g, "")}`;
}
