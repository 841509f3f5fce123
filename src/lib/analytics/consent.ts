/**
 * The shopper's choice about the dealer's measurement tags, remembered on the device.
 * Nothing of the dealer's is loaded until the choice is "granted"; Google's Consent Mode v2 states
 * are set to denied before any Google tag could read them, and updated with the choice
 * (developers.google.com/tag-platform/security/guides/consent). A choice is asked again after a
 * year, as regulators expect a consent not to be kept for ever.
 */

export type ConsentChoice = "granted" | "denied";

export interface StoredConsent {
  choice: ConsentChoice;
  /** When the shopper chose (ISO). */
  at: string;
}

export const CONSENT_KEY = "forecourt:consent";
export const CONSENT_MAX_AGE_MS = 365 * 86_400_000;

/** The stored choice, unless it is missing, unreadable or older than a year. */
export function readConsent(raw: string | null, now = Date.now()): StoredConsent | undefined {
  if (!raw) return undefined;
  try {
    const value = JSON.parse(raw) as Partial<StoredConsent>;
    if (value.choice !== "granted" && value.choice !== "denied") return undefined;
    const at = Date.parse(String(value.at));
    if (!Number.isFinite(at) || now - at > CONSENT_MAX_AGE_MS || at > now + 60_000) return undefined;
    return { choice: value.choice, at: new Date(at).toISOString() };
  } catch {
    return undefined;
  }
}

export const storedConsent = (choice: ConsentChoice, now = new Date()): string =>
  JSON.stringify({ choice, at: now.toISOString() } satisfies StoredConsent);

/** Consent Mode v2's four states, all set to the same choice (one banner, one choice). */
export function consentStates(choice: ConsentChoice) {
  return {
    ad_storage: choice,
    ad_user_data: choice,
    ad_personalization: choice,
    analytics_storage: choice,
  } as const;
}

/** `gtag('consent', 'default', …)`: denied until the shopper chooses. */
export const CONSENT_DEFAULTS = { ...consentStates("denied"), wait_for_update: 500 } as const;
