import { createHmac } from "node:crypto";
import { sameSecret } from "../security/same-secret.ts";

/**
 * Stripe's webhook signature scheme: `Stripe-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of
 * "<t>.<raw body>">`, possibly with several v1 entries (during secret rotation). The local
 * payments provider signs its webhooks with it so one verifier serves both providers.
 */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

export type SignatureFailure = "missing" | "malformed" | "mismatch" | "expired";
export type SignatureCheck = { ok: true; timestamp: number } | { ok: false; reason: SignatureFailure };

function hmac(payload: string, secret: string, timestamp: number): string {
  return createHmac("sha256", secret).update(`${timestamp}.${payload}`, "utf8").digest("hex");
}

export function signStripePayload(payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  return `t=${timestamp},v1=${hmac(payload, secret, timestamp)}`;
}

export function verifyStripeSignature(
  payload: string,
  header: string | null | undefined,
  secret: string,
  { toleranceSeconds = SIGNATURE_TOLERANCE_SECONDS, now = Math.floor(Date.now() / 1000) } = {},
): SignatureCheck {
  if (!header?.trim()) return { ok: false, reason: "missing" };
  let timestamp = Number.NaN;
  const signatures: string[] = [];
  for (const part of header.split(",")) {
    const [key, value] = part.trim().split("=", 2);
    if (key === "t" && value && /^\d+$/.test(value)) timestamp = Number(value);
    else if (key === "v1" && value && /^[0-9a-f]{64}$/i.test(value)) signatures.push(value.toLowerCase());
  }
  if (!Number.isFinite(timestamp) || signatures.length === 0) return { ok: false, reason: "malformed" };
  const expected = hmac(payload, secret, timestamp);
  if (!signatures.some((signature) => sameSecret(signature, expected))) return { ok: false, reason: "mismatch" };
  // Like Stripe: checked after the signature, so a forged header cannot probe the clock.
  if (toleranceSeconds > 0 && timestamp < now - toleranceSeconds) return { ok: false, reason: "expired" };
  return { ok: true, timestamp };
}
