import { referenceCode, referenceCodePattern } from "../format/reference-code.ts";

/**
 * Spin to win: the draw and the redemption code. Pure: the server passes the randomness
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

export { REFERENCE_ALPHABET as REDEMPTION_ALPHABET } from "../format/reference-code.ts";

/** `SPIN-XXXX-XXXX`, the prize's redemption code. */
export const redemptionCode = (random: Random): string => referenceCode(random, "SPIN");

export const REDEMPTION_CODE_PATTERN = referenceCodePattern("SPIN");

/** What the shopper is told once the wheel stops (and sees again when they come back). */
export function spinResultText(result: { label: string; noPrize: boolean; code: string | null }): string {
  if (result.noPrize || !result.code) return `${result.label}. No prize this time, thanks for playing.`;
  return `You won: ${result.label}. Your code: ${result.code}. Show this code at the dealership to claim your prize.`;
}

/** The answer to a second spin in the same promotion. */
export const ALREADY_SPUN = "You've already spun the wheel for this promotion.";
