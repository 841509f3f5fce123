import { CONSENT_DEFAULTS, type ConsentChoice, consentStates } from "#lib/analytics/consent.ts";
import { CONSENT_CHOSEN, readStoredConsent, showConsentBanner } from "./banner.ts";
import type { AnalyticsContext, Gtag } from "./context.ts";

/**
 * Consent Mode and the dealer's tags on the pages of a dealer with tags (BaseLayout
 * loads this only there). Consent Mode's defaults (denied) are the first thing in the data layer;
 * the banner (./banner.ts) asks while no choice is remembered. Only on Accept (now, or on an
 * earlier page: then once the page is idle) is the rest loaded — the mapping to ASC's and Meta's
 * events and the tags themselves (./deliver.ts) — so before consent nothing is computed for the
 * tags and nothing leaves the browser. A Decline later on the same page stops the events again.
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
  let choice = readStoredConsent();
  if (choice) gtag("consent", "update", consentStates(choice));

  let loaded = false;
  const loadTags = () => {
    if (loaded) return;
    loaded = true;
    void import("./deliver.ts").then((tags) => tags.startDelivering(context, gtag, () => choice === "granted"));
  };
  const apply = (chosen: ConsentChoice) => {
    choice = chosen;
    gtag("consent", "update", consentStates(chosen));
    if (chosen === "denied") host.fbq?.("consent", "revoke");
    else if (loaded) host.fbq?.("consent", "grant");
    else loadTags();
  };
  document.addEventListener(CONSENT_CHOSEN, (event) => apply((event as CustomEvent<ConsentChoice>).detail));

  // A choice past its year (or unreadable) is no choice: the banner asks again.
  showConsentBanner(!choice);
  if (choice === "granted") whenIdle(loadTags);
}

function whenIdle(run: () => void): void {
  if ("requestIdleCallback" in window) requestIdleCallback(run, { timeout: 4000 });
  else setTimeout(run, 1);
}
