import { CONSENT_KEY, type ConsentChoice, readConsent, storedConsent } from "#lib/analytics/consent.ts";

/** Announced on the document when the shopper chooses (`detail` is the choice). */
export const CONSENT_CHOSEN = "forecourt:consent-chosen";

/**
 * The consent banner's buttons and the footer's "Cookie settings", wired by the page's
 * own script (BaseLayout) as soon as the page runs: the banner is on screen from the first paint,
 * so a choice must not wait for the analytics chunk to arrive. The choice is stored and announced;
 * the analytics chunk (./start.ts) acts on it, now or when it loads.
 */
export function wireConsentBanner(): void {
  const banner = document.querySelector<HTMLElement>("[data-consent-banner]");
  if (!banner) return;
  let opener: HTMLElement | undefined;
  banner.addEventListener("click", (event) => {
    const button = (event.target as Element).closest<HTMLElement>("[data-consent]");
    if (!button) return;
    const choice: ConsentChoice = button.dataset.consent === "granted" ? "granted" : "denied";
    storeConsent(choice);
    showConsentBanner(false);
    // Back to "Cookie settings" when it opened the banner; else the page keeps the focus it had.
    opener?.focus();
    opener = undefined;
    document.dispatchEvent(new CustomEvent(CONSENT_CHOSEN, { detail: choice }));
  });
  for (const settings of document.querySelectorAll<HTMLElement>("[data-consent-settings]"))
    settings.addEventListener("click", () => {
      opener = settings;
      showConsentBanner(true);
      const current = readStoredConsent() ?? "granted";
      banner.querySelector<HTMLElement>(`[data-consent="${current}"]`)?.focus();
    });
}

export function showConsentBanner(shown: boolean): void {
  const banner = document.querySelector<HTMLElement>("[data-consent-banner]");
  if (banner) banner.hidden = !shown;
  document.documentElement.classList.toggle("consent-chosen", !shown);
}

/** The stored choice, if any and not past its year; no storage (private mode) is no choice. */
export function readStoredConsent(): ConsentChoice | undefined {
  try {
    return readConsent(localStorage.getItem(CONSENT_KEY))?.choice;
  } catch {
    return undefined;
  }
}

function storeConsent(choice: ConsentChoice): void {
  try {
    localStorage.setItem(CONSENT_KEY, storedConsent(choice));
  } catch {
    // Not remembered: the banner asks again on the next page.
  }
}
