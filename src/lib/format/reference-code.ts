/**
 * Codes shoppers read out or type from a phone: `PREFIX-XXXX-XXXX` (spin redemption codes,
 * reservation references, payment receipts). Pure: the caller passes the randomness.
 */

/** No 0/O, 1/I/L: a code read aloud at the service desk or typed from a phone screen cannot be misread. */
export const REFERENCE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";

/** `PREFIX-XXXX-XXXX`: 31^8 (about 850 billion) codes, so a guessed code is as good as useless. */
export function referenceCode(random: () => number, prefix: string): string {
  const pick = () => {
    const value = random();
    if (!(value >= 0 && value < 1)) throw new Error(`referenceCode: random must be in [0, 1), got ${value}`);
    return REFERENCE_ALPHABET[Math.floor(value * REFERENCE_ALPHABET.length)];
  };
  const group = () => Array.from({ length: 4 }, pick).join("");
  return `${prefix}-${group()}-${group()}`;
}

export const referenceCodePattern = (prefix: string): RegExp =>
  new RegExp(`^${prefix}-[${REFERENCE_ALPHABET}]{4}-[${REFERENCE_ALPHABET}]{4}$`);
