import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { checkSignature, signCall, signedHeaders, type SignedRequest } from "./signed-call.ts";

const secret = "ops-secret-for-the-unit-test-0123";
const now = 1_800_000_000_000;
const request: SignedRequest = { method: "POST", path: "/api/ops/reservations", body: '{"action":"list"}' };
const nonce = "n0nce-n0nce-n0nce-1";
const headers = (overrides: Record<string, string | undefined> = {}, at = now) => {
  const all = { ...signedHeaders(secret, request, { now: at, nonce }), ...overrides };
  return new Headers(Object.entries(all).filter((entry): entry is [string, string] => entry[1] !== undefined));
};

describe("signed calls (method, path and a nonce inside the signature)", () => {
  it("signs '<timestamp>\\n<nonce>\\n<METHOD>\\n<path>\\n<body>' with HMAC-SHA256, as docs/operators.md documents", () => {
    const timestamp = now / 1000;
    const expected = createHmac("sha256", secret)
      .update(`${timestamp}\n${nonce}\nPOST\n/api/ops/reservations\n{"action":"list"}`)
      .digest("hex");
    expect(signCall(secret, timestamp, nonce, request)).toBe(`sha256=${expected}`);
    expect(Object.fromEntries(headers())).toEqual({
      "x-forecourt-timestamp": String(timestamp),
      "x-forecourt-nonce": nonce,
      "x-forecourt-signature": `sha256=${expected}`,
    });
  });

  it("accepts the call it signed and says how long to keep its nonce (the signature's window)", () => {
    expect(checkSignature(headers(), request, secret, now)).toEqual({
      ok: true,
      nonce,
      keepUntil: new Date(now + 5 * 60_000),
    });
  });

  it.each([
    ["another path", { ...request, path: "/api/hooks/stock" }, "wrong"],
    ["another method", { ...request, method: "DELETE" }, "wrong"],
    ["another body", { ...request, body: '{"action":"capture","id":"RSV-AAAA-BBBB"}' }, "wrong"],
  ] as const)("refuses the signature on %s", (_, other, problem) => {
    expect(checkSignature(headers(), other, secret, now)).toEqual({ ok: false, problem });
  });

  it.each([
    ["no nonce", { "x-forecourt-nonce": undefined }, "missing"],
    ["no signature", { "x-forecourt-signature": undefined }, "missing"],
    ["no timestamp", { "x-forecourt-timestamp": undefined }, "missing"],
    ["a nonce too short", { "x-forecourt-nonce": "short" }, "wrong"],
    ["a nonce with other characters", { "x-forecourt-nonce": "n0nce n0nce n0nce 1" }, "wrong"],
    ["another nonce than the one signed", { "x-forecourt-nonce": "n0nce-n0nce-n0nce-2" }, "wrong"],
    ["a timestamp that is not a number", { "x-forecourt-timestamp": "soon" }, "wrong"],
  ] as const)("refuses %s", (_, overrides, problem) => {
    expect(checkSignature(headers(overrides), request, secret, now)).toEqual({ ok: false, problem });
  });

  it("refuses the wrong secret, and a call signed more than five minutes away either way", () => {
    expect(checkSignature(headers(), request, "another-secret-another-secret", now)).toEqual({
      ok: false,
      problem: "wrong",
    });
    expect(checkSignature(headers({}, now - 301_000), request, secret, now).ok).toBe(false);
    expect(checkSignature(headers({}, now + 301_000), request, secret, now).ok).toBe(false);
    expect(checkSignature(headers({}, now - 299_000), request, secret, now).ok).toBe(true);
  });
});
