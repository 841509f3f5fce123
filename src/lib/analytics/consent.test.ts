import { describe, expect, it } from "vitest";
import { CONSENT_DEFAULTS, CONSENT_MAX_AGE_MS, consentStates, readConsent, storedConsent } from "./consent.ts";

describe("the shopper's consent", () => {
  const now = Date.parse("2026-11-27T00:00:00Z");

  it("starts denied for every Consent Mode v2 state, waiting for the banner", () => {
    expect(CONSENT_DEFAULTS).toEqual({
      ad_storage: "denied",
      ad_user_data: "denied",
      ad_personalization: "denied",
      analytics_storage: "denied",
      wait_for_update: 500,
    });
    expect(Object.values(consentStates("granted"))).toEqual(["granted", "granted", "granted", "granted"]);
  });

  it("remembers a choice for a year, and forgets an unreadable or future one", () => {
    const stored = storedConsent("granted", new Date(now));
    expect(readConsent(stored, now)).toEqual({ choice: "granted", at: "2026-11-27T00:00:00.000Z" });
    expect(readConsent(stored, now + CONSENT_MAX_AGE_MS + 1)).toBeUndefined();
    expect(readConsent(storedConsent("denied", new Date(now)), now)?.choice).toBe("denied");
    for (const raw of [null, "", "{", '{"choice":"maybe","at":"2026-11-27"}', '{"choice":"granted"}'])
      expect(readConsent(raw, now)).toBeUndefined();
    expect(readConsent(storedConsent("granted", new Date(now + 86_400_000)), now)).toBeUndefined();
  });
});
