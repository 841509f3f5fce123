import { createHmac, randomBytes } from "node:crypto";
import { sameSecret } from "./same-secret.ts";

/**
 * A signed call: how a dealer's systems call the stock hook and the ops endpoints.
 *
 *   X-Forecourt-Timestamp: <Unix seconds>
 *   X-Forecourt-Nonce:     <16–128 of A–Z a–z 0–9 _ ->, new for every call
 *   X-Forecourt-Signature: sha256=<hex HMAC-SHA256(secret, "<timestamp>\n<nonce>\n<METHOD>\n<path>\n<raw body>")>
 *
 * Method and path are signed so a call to one endpoint cannot be replayed against another; the
 * nonce is stored by the receiver for the signature's window, so the same call is taken once.
 * Newlines separate the parts because none of the first four can contain one.
 */
export const SIGNED_CALL_HEADERS = {
  timestamp: "x-forecourt-timestamp",
  nonce: "x-forecourt-nonce",
  signature: "x-forecourt-signature",
} as const;

/** A call older (or further in the future) than this is refused; its nonce is kept as long. */
export const SIGNATURE_MAX_AGE_SECONDS = 5 * 60;

const NONCE_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;

/** What is signed besides the time and nonce: the request line and the exact body bytes. */
export interface SignedRequest {
  method: string;
  /** The URL's path, without the query string (these endpoints read no query). */
  path: string;
  body: string;
}

export const signedCallPayload = (timestamp: number, nonce: string, request: SignedRequest): string =>
  `${timestamp}\n${nonce}\n${request.method.toUpperCase()}\n${request.path}\n${request.body}`;

/** The X-Forecourt-Signature value. */
export function signCall(secret: string, timestamp: number, nonce: string, request: SignedRequest): string {
  return `sha256=${createHmac("sha256", secret)
    .update(signedCallPayload(timestamp, nonce, request))
    .digest("hex")}`;
}

/** A new nonce: 128 random bits. */
export const newNonce = (): string => randomBytes(16).toString("base64url");

/** The headers a sender adds (the CLIs, the benchmarks and the tests use this). */
export function signedHeaders(
  secret: string,
  request: SignedRequest,
  { now = Date.now(), nonce = newNonce() }: { now?: number; nonce?: string } = {},
): Record<string, string> {
  const timestamp = Math.floor(now / 1000);
  return {
    [SIGNED_CALL_HEADERS.timestamp]: String(timestamp),
    [SIGNED_CALL_HEADERS.nonce]: nonce,
    [SIGNED_CALL_HEADERS.signature]: signCall(secret, timestamp, nonce, request),
  };
}

export type SignatureCheck =
  | { ok: false; problem: "missing" | "expired" | "wrong" }
  /** Good: the receiver stores `nonce` until `keepUntil`, after which the timestamp alone refuses it. */
  | { ok: true; nonce: string; keepUntil: Date };

/** Checks a call's signature headers against the request it came with. */
export function checkSignature(
  headers: Headers,
  request: SignedRequest,
  secret: string,
  now = Date.now(),
): SignatureCheck {
  const timestampText = headers.get(SIGNED_CALL_HEADERS.timestamp)?.trim() ?? "";
  const nonce = headers.get(SIGNED_CALL_HEADERS.nonce)?.trim() ?? "";
  const signature = headers.get(SIGNED_CALL_HEADERS.signature)?.trim() ?? "";
  if (!timestampText || !nonce || !signature) return { ok: false, problem: "missing" };
  if (!/^\d{1,12}$/.test(timestampText) || !NONCE_PATTERN.test(nonce)) return { ok: false, problem: "wrong" };
  const timestamp = Number(timestampText);
  if (Math.abs(now / 1000 - timestamp) > SIGNATURE_MAX_AGE_SECONDS) return { ok: false, problem: "expired" };
  if (!sameSecret(signature, signCall(secret, timestamp, nonce, request))) return { ok: false, problem: "wrong" };
  return { ok: true, nonce, keepUntil: new Date((timestamp + SIGNATURE_MAX_AGE_SECONDS) * 1000) };
}
