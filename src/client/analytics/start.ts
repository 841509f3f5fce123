import { type PageAnalytics, type PixelCall, pageCalls, type TagCalls, trackedCalls } from "../../lib/analytics/asc.ts";
import {
  CONSENT_DEFAULTS,
  CONSENT_KEY,
  type ConsentChoice,
  consentStates,
  readConsent,
  storedConsent,
} from "../../lib/analytics/consent.ts";
import { type DealerTags, TAG_LOADERS } from "../../lib/analytics/tags.ts";
import { TRACKED_EVENT, TRACKED_QUEUE, type TrackedEvent } from "../../lib/analytics/tracked.ts";

/** What the page says to this chunk (BaseLayout's `#forecourt-analytics` JSON). */
export interface AnalyticsContext extends PageAnalytics {
  tags: DealerTags;
}

type Fbq = ((...args: unknown[]) => void) & { queue: unknown[]; callMethod?: (...args: unknown[]) => void };
interface TagWindow {
  dataLayer?: unknown[];
  fbq?: Fbq;
  _fbq?: Fbq;
}

/**
 * Issue 27: the dealer's tags on one page, loaded only for a dealer who set an id (BaseLayout).
 * Consent Mode's defaults (denied) go into the data layer before anything else; every event the
 * page tracks goes in after them, mapped to ASC's events; the tags' own scripts are requested only
 * once the shopper accepts (now, or on an earlier page), after which they read the whole data layer.
 * Until then nothing leaves the browser for Google or Meta. The pixel has no such queue of its own
 * before it loads, so its events wait here.
 */
export function startAnalytics(context: AnalyticsContext): void {
  const host = window as unknown as TagWindow & Record<string, TrackedEvent[] | undefined>;
  const dataLayer = (host.dataLayer ??= []);
  // gtag.js reads an `arguments` object, not an array: this is Google's own `gtag` function.
  const gtag = function gtag(..._args: unknown[]) {
    // biome-ignore lint/complexity/noArguments: gtag.js tells its commands from events by the arguments object
    dataLayer.push(arguments);
  };
  const { tags } = context;
  gtag("consent", "default", CONSENT_DEFAULTS);
  let choice = readConsent(readStored())?.choice;
  if (choice) gtag("consent", "update", consentStates(choice));
  if (tags.ga4) {
    gtag("js", new Date());
    gtag("config", tags.ga4);
  }

  const pixelWaiting: PixelCall[] = [];
  let loaded = false;
  const deliver = (calls: TagCalls) => {
    for (const { event, ...params } of calls.dataLayer) {
      const defined = Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined));
      // Tag Manager reads data-layer events; GA4 hears gtag events addressed to it alone.
      if (tags.gtm) dataLayer.push({ event, ...defined });
      if (tags.ga4) gtag("event", event, { ...defined, send_to: tags.ga4 });
    }
    if (tags.pixel)
      for (const call of calls.pixel) loaded && host.fbq ? host.fbq("track", ...call) : pixelWaiting.push(call);
  };

  deliver(pageCalls(context));
  let next = 0;
  const drain = () => {
    const queue = host[TRACKED_QUEUE] ?? [];
    for (; next < queue.length; next++) deliver(trackedCalls(queue[next]!, context));
  };
  drain();
  document.addEventListener(TRACKED_EVENT, drain);

  const load = () => {
    if (loaded) return;
    loaded = true;
    if (tags.gtm) {
      dataLayer.push({ "gtm.start": Date.now(), event: "gtm.js" });
      addScript(TAG_LOADERS.gtm(tags.gtm));
    }
    if (tags.ga4) addScript(TAG_LOADERS.ga4(tags.ga4));
    if (tags.pixel) {
      const fbq = pixelStub(host);
      fbq("consent", "grant");
      fbq("init", tags.pixel);
      fbq("track", "PageView");
      for (const call of pixelWaiting.splice(0)) fbq("track", ...call);
    }
  };

  const banner = document.querySelector<HTMLElement>("[data-consent-banner]");
  const choose = (chosen: ConsentChoice) => {
    choice = chosen;
    store(storedConsent(chosen));
    gtag("consent", "update", consentStates(chosen));
    if (banner) banner.hidden = true;
    if (chosen === "granted") load();
    else host.fbq?.("consent", "revoke");
  };
  banner?.addEventListener("click", (event) => {
    const button = (event.target as Element).closest<HTMLElement>("[data-consent]");
    if (button) choose(button.dataset.consent === "granted" ? "granted" : "denied");
  });
  for (const settings of document.querySelectorAll<HTMLElement>("[data-consent-settings]"))
    settings.addEventListener("click", () => {
      if (!banner) return;
      banner.hidden = false;
      banner.querySelector<HTMLElement>(`[data-consent="${choice ?? "granted"}"]`)?.focus();
    });

  if (choice === "granted") whenIdle(load);
  else if (!choice && banner) banner.hidden = false;
}

function addScript(src: string): void {
  const script = document.createElement("script");
  script.async = true;
  script.src = src;
  document.head.append(script);
}

/** Meta's pixel base code, as a function: calls queue until fbevents.js takes them over. */
function pixelStub(host: TagWindow): Fbq {
  if (host.fbq) return host.fbq;
  const fbq = ((...args: unknown[]) => {
    if (fbq.callMethod) fbq.callMethod(...args);
    else fbq.queue.push(args);
  }) as Fbq & { push?: unknown; loaded?: boolean; version?: string };
  fbq.queue = [];
  fbq.push = fbq;
  fbq.loaded = true;
  fbq.version = "2.0";
  host.fbq = fbq;
  host._fbq ??= fbq;
  addScript(TAG_LOADERS.pixel());
  return fbq;
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
