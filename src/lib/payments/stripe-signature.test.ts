import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { signStripePayload, verifyStripeSignature } from "./stripe-signature.ts";

// Stripe's scheme: https://docs.stripe.com/webhooks#verify-manually
const secret = "whsec_test_secret";
const body = '{"id":"evt_1","type":"payment_intent.succeeded"}';
const now = 1_800_000_000;
const good = signStripePayload(body, secret, now);

describe("verifyStripeSignature", () => {
  it.each([
    ["a valid signature", body, good, secret, now, { ok: true, timestamp: now }],
    [
      "one of several v1 signatures (secret rotation)",
      body,
      `${signStripePayload(body, "whsec_old", now)},v1=${good.split("v1=")[1]}`,
      secret,
      now,
      { ok: true, timestamp: now },
    ],
    ["a signature 299 s old", body, good, secret, now + 299, { ok: true, timestamp: now }],
    ["the wrong secret", body, good, "whsec_other", now, { ok: false, reason: "mismatch" }],
    ["a tampered body", body.replace("evt_1", "evt_2"), good, secret, now, { ok: false, reason: "mismatch" }],
    ["a replay more than 300 s old", body, good, secret, now + 301, { ok: false, reason: "expired" }],
    ["a missing header", body, null, secret, now, { ok: false, reason: "missing" }],
    ["an empty header", body, "  ", secret, now, { ok: false, reason: "missing" }],
    [
      "a header without a timestamp",
      body,
      `v1=${good.split("v1=")[1]}`,
      secret,
      now,
      { ok: false, reason: "malformed" },
    ],
    ["a header without v1", body, `t=${now},v0=abc`, secret, now, { ok: false, reason: "malformed" }],
    ["garbage", body, "not a signature", secret, now, { ok: false, reason: "malformed" }],
  ])("%s", (_name, payload, header, key, at, expected) => {
    expect(verifyStripeSignature(payload, header, key, { now: at })).toEqual(expected);
  });

  it("matches Stripe's HMAC-SHA256 over `t.payload`", () => {
    expect(signStripePayload("{}", "whsec_x", 1)).toBe(
      `t=1,v1=${createHmac("sha256", "whsec_x").update("1.{}").digest("hex")}`,
    );
  });
});
