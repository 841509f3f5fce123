/**
 * Issue 15 spin to win: the draw and the redemption code. Pure: the server passes the randomness
 * (crypto), tests pass a seeded sequence. The browser never draws.
 */

/** A number in [0, 1). */
export type Random = () => number;

interface Weighted {
  weight: number;
}

/**
 * The index of the prize a random number in [0, 1) picks: each prize owns a share of [0, 1) in
 * proportion to its weight, in list order. Weights must be positive; a number outside [0, 1) is a
 * caller's bug and throws rather than quietly favouring the first or last prize.
 */
export function drawPrizeIndex(prizes: readonly Weighted[], random: number): number {
  if (prizes.length === 0) throw new Error("drawPrizeIndex: no prizes to draw from");
  if (!(random >= 0 && random < 1)) throw new Error(`drawPrizeIndex: random must be in [0, 1), got ${random}`);
  const total = prizes.reduce((sum, prize) => {
    if (!(prize.weight > 0)) throw new Error(`drawPrizeIndex: weights must be positive, got ${prize.weight}`);
    return sum + prize.weight;
  }, 0);
  let point = random * total;
  for (const [index, prize] of prizes.entries()) {
    if (point < prize.weight) return index;
    point -= prize.weight;
  }
  // Floating point can leave a sliver past the last share.
  return prizes.length - 1;
}

/** No 0/O, 1/I/L: a code read aloud at the service desk or typed from a phone screen cannot be misread. */
export const REDEMPTION_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";

/** `SPIN-XXXX-XXXX`: 31^8 (about 850 billion) codes, so a guessed code is as good as useless. */
export function redemptionCode(random: Random, prefix = "SPIN"): string {
  const pick = () => {
    const value = random();
    if (!(value >= 0 && value < 1)) throw new Error(`redemptionCode: random must be in [0, 1), got ${value}`);
    return REDEMPTION_ALPHABET[Math.floor(value * REDEMPTION_ALPHABET.length)];
  };
  const group = () => Array.from({ length: 4 }, pick).join("");
  return `${prefix}-${group()}-${group()}`;
}

export const REDEMPTION_CODE_PATTERN = new RegExp(`^SPIN-[${REDEMPTION_ALPHABET}]{4}-[${REDEMPTION_ALPHABET}]{4}$`);

/** What the shopper is told once the wheel stops (and sees again when they come back). */
export function spinResultText(result: { label: string; noPrize: boolean; code: string | null }): string {
  if (result.noPrize || !result.code) return `${result.label}. No prize this time, thanks for playing.`;
  return `You won: ${result.label}. Your code: ${result.code}. Show this code at the dealership to claim your prize.`;
}

/** The answer to a second spin in the same promotion. */
export const ALREADY_SPUN = "You've already spun the wheel for this promotion.";
