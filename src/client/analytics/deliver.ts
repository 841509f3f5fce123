import { pageCalls, type TagCalls, trackedCalls } from "#lib/analytics/asc.ts";
import { TAG_LOADERS } from "#lib/analytics/tags.ts";
import { TRACKED_EVENT, TRACKED_QUEUE, type TrackedEvent } from "#lib/analytics/tracked.ts";
import type { AnalyticsContext, Gtag } from "./context.ts";

type Fbq = Gtag & { queue: unknown[]; callMethod?: Gtag; push?: unknown; loaded?: boolean; version?: string };
interface TagWindow {
  dataLayer: unknown[];
  fbq?: Fbq;
  _fbq?: Fbq;
}

/**
 * Once the shopper accepted: the tags' scripts are requested, and the page's events —
 * those tracked before the choice (queued on `window.forecourtEvents`) and every one after, while
 * the choice stays Accept — go to them as ASC events (the data layer for Tag Manager, `gtag('event')` for GA4) and Meta's events
 * (the pixel), mapped by src/lib/analytics/asc.ts.
 */
export function startDelivering(context: AnalyticsContext, gtag: Gtag, granted: () => boolean): void {
  const host = window as unknown as TagWindow & Record<string, TrackedEvent[] | undefined>;
  const { tags } = context;
  if (tags.gtm) {
    host.dataLayer.push({ "gtm.start": Date.now(), event: "gtm.js" });
    addScript(TAG_LOADERS.gtm(tags.gtm));
  }
  if (tags.ga4) {
    gtag("js", new Date());
    gtag("config", tags.ga4);
    addScript(TAG_LOADERS.ga4(tags.ga4));
  }
  const fbq = tags.pixel ? pixel(host, tags.pixel) : undefined;

  const deliver = (calls: TagCalls) => {
    // Declined since (Cookie settings on this page): nothing more goes to the tags.
    if (!granted()) return;
    for (const { event, ...params } of calls.dataLayer) {
      const defined = Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined));
      // Tag Manager reads data-layer events; GA4 hears gtag events addressed to it alone.
      if (tags.gtm) host.dataLayer.push({ event, ...defined });
      if (tags.ga4) gtag("event", event, { ...defined, send_to: tags.ga4 });
    }
    if (fbq) for (const call of calls.pixel) fbq("track", ...call);
  };
  deliver(pageCalls(context));
  let next = 0;
  const drain = () => {
    const queue = host[TRACKED_QUEUE] ?? [];
    for (; next < queue.length; next++) deliver(trackedCalls(queue[next]!, context));
  };
  drain();
  document.addEventListener(TRACKED_EVENT, drain);
}

function addScript(src: string): void {
  const script = document.createElement("script");
  script.async = true;
  script.src = src;
  document.head.append(script);
}

/** Meta's pixel base code, as a function: calls queue until fbevents.js takes them over. */
function pixel(host: TagWindow, id: string): Fbq {
  if (!host.fbq) {
    const fbq = ((...args: unknown[]) => {
      if (fbq.callMethod) fbq.callMethod(...args);
      else fbq.queue.push(args);
    }) as Fbq;
    fbq.queue = [];
    fbq.push = fbq;
    fbq.loaded = true;
    fbq.version = "2.0";
    host.fbq = fbq;
    host._fbq ??= fbq;
    addScript(TAG_LOADERS.pixel());
  }
  host.fbq("consent", "grant");
  host.fbq("init", id);
  host.fbq("track", "PageView");
  return host.fbq;
}
