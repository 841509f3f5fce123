import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * Keys the digests below. A key of its own, new in each process, means nobody can choose an input
 * whose digest shares a prefix with the expected one, should a comparison ever leak timing after all.
 */
const DIGEST_KEY = randomBytes(32);

const digest = (value: string | Uint8Array) => createHmac("sha256", DIGEST_KEY).update(value).digest();

/**
 * Whether a secret, token, signature or MAC someone sent equals the one expected, in a time that
 * tells nothing about either. Both are reduced to 32-byte digests first, so inputs of any length or
 * encoding compare without throwing (timingSafeEqual throws on buffers of different byte lengths,
 * which a multibyte character makes out of strings of the same length) and without revealing the
 * expected length. Strings are compared as UTF-8.
 */
export function sameSecret(given: string | Uint8Array, expected: string | Uint8Array): boolean {
  return timingSafeEqual(digest(given), digest(expected));
}
