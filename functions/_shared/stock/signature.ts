import { createHmac, timingSafeEqual } from "node:crypto";

/** Headers of a signed stock hook call. */
const TIMESTAMP_HEADER = "x-forecourt-timestamp";
const SIGNATURE_HEADER = "x-forecourt-signature";

/** A signed call older (or further in the future) than this is refused, so a captured one cannot be replayed later. */
const SIGNATURE_MAX_AGE_SECONDS = 5 * 60;

/** `sha256=<hex HMAC-SHA256 of "<timestamp>.<raw body>">`: what the sender puts in X-Forecourt-Signature. */
export function signStockHook(secret: string, timestamp: number, body: string): string {
  return `sha256=${createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex")}`;
}

/** The headers a sender adds (the CLI, the benchmark and the tests use this too). */
export function signedHeaders(secret: string, body: string, now = Date.now()): Record<string, string> {
  const timestamp = Math.floor(now / 1000);
  return { [TIMESTAMP_HEADER]: String(timestamp), [SIGNATURE_HEADER]: signStockHook(secret, timestamp, body) };
}

/** Why a call's signature is refused, or null when it is good. */
export function signatureProblem(
  headers: Headers,
  body: string,
  secret: string,
  now = Date.now(),
): "missing" | "expired" | "wrong" | null {
  const timestampText = headers.get(TIMESTAMP_HEADER)?.trim() ?? "";
  const signature = headers.get(SIGNATURE_HEADER)?.trim() ?? "";
  if (!timestampText || !signature) return "missing";
  if (!/^\d{1,12}$/.test(timestampText)) return "wrong";
  const timestamp = Number(timestampText);
  if (Math.abs(now / 1000 - timestamp) > SIGNATURE_MAX_AGE_SECONDS) return "expired";
  const expected = Buffer.from(signStockHook(secret, timestamp, body));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? null : "wrong";
}
