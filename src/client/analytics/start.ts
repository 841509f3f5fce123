import {
  CONSENT_DEFAULTS,
  CONSENT_KEY,
  type ConsentChoice,
  consentStates,
  readConsent,
  storedConsent,
} from "../../lib/analytics/consent.ts";
import type { AnalyticsContext, Gtag } from "./context.ts";

/**
 * Issue 27: the shopper's choice, on the pages of a dealer with tags (BaseLayout loads this only
 * there). Consent Mode's defaults (denied) are the first thing in the data layer; the banner asks
 * while no choice is remembered. Only on Accept (now, or on an earlier page: then once the page is
 * idle) is the rest loaded — the mapping to ASC's and Meta's events and the tags themselves
 * (./deliver.ts) — so before consent nothing is computed for the tags and nothing leaves the
 * browser, and the page carries no more script than this.
 */
export function startAnalytics(context: AnalyticsContext): void {
  const host = window as unknown as { dataLayer?: unknown[]; fbq?: Gtag };
  const dataLayer = (host.dataLayer ??= []);
  // gtag.js reads an `arguments` object, not an array: this is Google's own `gtag` function.
  const gtag: Gtag = function gtag() {
    // biome-ignore lint/complexity/noArguments: gtag.js tells its commands from events by the arguments object
    dataLayer.push(arguments);
  };
  gtag("consent", "default", CONSENT_DEFAULTS);
  let choice = readConsent(readStored())?.choice;
  if (choice) gtag("consent", "update", consentStates(choice));

  let delivering = false;
  const deliver = () => {
    if (delivering) return;
    delivering = true;
    void import("./deliver.ts").then((tags) => tags.startDelivering(context, gtag));
  };

  const banner = document.querySelector<HTMLElement>("[data-consent-banner]");
  const show = (shown: boolean) => {
    if (!banner) return;
    banner.hidden = !shown;
    document.documentElement.classList.toggle("consent-chosen", !shown);
  };
  const choose = (chosen: ConsentChoice) => {
    choice = chosen;
    store(storedConsent(chosen));
    gtag("consent", "update", consentStates(chosen));
    show(false);
    if (chosen === "granted") deliver();
    else host.fbq?.("consent", "revoke");
  };
  banner?.addEventListener("click", (event) => {
    const button = (event.target as Element).closest<HTMLElement>("[data-consent]");
    if (button) choose(button.dataset.consent === "granted" ? "granted" : "denied");
  });
  for (const settings of document.querySelectorAll<HTMLElement>("[data-consent-settings]"))
    settings.addEventListener("click", () => {
      show(true);
      banner?.querySelector<HTMLElement>(`[data-consent="${choice ?? "granted"}"]`)?.focus();
    });

  // A choice past its year (or unreadable) is no choice: the banner asks again.
  show(!choice);
  if (choice === "granted") whenIdle(deliver);
}

function whenIdle(run: () => void): void {
  if ("requestIdleCallback" in window) requestIdleCallback(run, { timeout: 4000 });
  else setTimeout(run, 1);
}

/** The stored choice; no storage (private mode) is no choice, and the banner asks again. */
function readStored(): string | null {
  try {
    return localStorage.getItem(CONSENT_KEY);
  } catch {
    return null;
  }
}

function store(value: string): void {
  try {
    localStorage.setItem(CONSENT_KEY, value);
  } catch {
    // Not remembered: the banner asks again on the next page.
  }
}
