import { z } from "zod";

/**
 * Where a visit came from, first-party: the page it landed on (with its campaign tags and click
 * ids) and the site that sent it. The browser keeps what it saw on the first page of the tab's
 * session (src/client/visit.ts) and sends it with a view, a lead, a booking or a deposit; the
 * class is decided here, on the server, so the rules can change without a rebuild.
 */

/** What the browser saw: the landing page and the referrer's origin (browsers send only that cross-site). */
export const visitSchema = z.object({
  landing: z.string().max(2000),
  referrer: z.string().max(500).optional(),
});
export type Visit = z.infer<typeof visitSchema>;

export const SOURCE_CLASSES = [
  "google-search",
  "google-ads",
  "google-vehicle-listings",
  "meta",
  "marketplace",
  "alert-email",
  "email",
  "other-search",
  "other-site",
  "direct",
] as const;
export type SourceClass = (typeof SOURCE_CLASSES)[number];

export const SOURCE_LABELS: Record<SourceClass, string> = {
  "google-search": "Google search",
  "google-ads": "Google Ads",
  "google-vehicle-listings": "Google vehicle listings",
  meta: "Facebook and Instagram",
  marketplace: "Marketplaces",
  "alert-email": "Alert emails",
  email: "Other emails",
  "other-search": "Other search engines",
  "other-site": "Other websites",
  direct: "Direct",
};

/** The campaign tags our own channel feeds put on the links they carry (src/lib/syndication). */
export const VEHICLE_LISTINGS_UTM = { utm_source: "google", utm_medium: "vehicle_listings" } as const;
/** The tags on every link in a saved-search or price alert email. */
export const ALERT_EMAIL_UTM = { utm_source: "forecourt", utm_medium: "email", utm_campaign: "alert" } as const;

const UTM_KEYS = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;
const CLICK_IDS = ["gclid", "gbraid", "wbraid", "fbclid"] as const;

export interface VisitSource {
  class: SourceClass;
  /** The referring site's host ("www.carsales.com.au"), when another site sent the visit. */
  referrer?: string;
  /** The landing page's path, without its query. */
  landing: string;
  utm: Partial<Record<(typeof UTM_KEYS)[number], string>>;
  /** Google's and Meta's click ids, for the dealer's conversion uploads. */
  clickIds: Partial<Record<(typeof CLICK_IDS)[number], string>>;
}

const MARKETPLACES = [
  "carsales.com.au",
  "carsguide.com.au",
  "drive.com.au",
  "gumtree.com.au",
  "autotrader.com.au",
  "carpoint.com.au",
  "caravancampingsales.com.au",
  "tradingpost.com.au",
  "cars.com.au",
];
const META_HOSTS = ["facebook.com", "instagram.com", "fb.com", "messenger.com", "threads.net"];
const META_SOURCES = new Set(["facebook", "fb", "instagram", "ig", "meta", "messenger"]);
const OTHER_SEARCH = [
  "bing.com",
  "duckduckgo.com",
  "yahoo.com",
  "ecosia.org",
  "baidu.com",
  "yandex.com",
  "search.brave.com",
];

const onHost = (host: string, domains: readonly string[]) =>
  domains.some((domain) => host === domain || host.endsWith(`.${domain}`));
const isGoogle = (host: string) => /(^|\.)google\.[a-z.]+$/.test(host);

function hostOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).hostname.toLowerCase() || undefined;
  } catch {
    return undefined;
  }
}

/** The visit's class and details; `siteHost` is the dealer's own (its pages as referrer mean no referrer). */
export function classifyVisit(visit: Visit, siteHost?: string): VisitSource {
  let landingUrl: URL | undefined;
  try {
    landingUrl = new URL(visit.landing, "https://site.invalid");
  } catch {
    landingUrl = undefined;
  }
  const params = landingUrl?.searchParams ?? new URLSearchParams();
  const utm: VisitSource["utm"] = {};
  for (const key of UTM_KEYS) {
    const value = params.get(key)?.trim().slice(0, 100);
    if (value) utm[key] = value;
  }
  const clickIds: VisitSource["clickIds"] = {};
  for (const key of CLICK_IDS) {
    const value = params.get(key)?.trim().slice(0, 200);
    if (value) clickIds[key] = value;
  }
  const host = hostOf(visit.referrer);
  const referrer = host && host !== siteHost?.toLowerCase() ? host : undefined;
  return {
    class: classOf(utm, clickIds, referrer),
    ...(referrer ? { referrer } : {}),
    landing: (landingUrl?.pathname ?? "/").slice(0, 300),
    utm,
    clickIds,
  };
}

function classOf(
  utm: VisitSource["utm"],
  clickIds: VisitSource["clickIds"],
  referrer: string | undefined,
): SourceClass {
  const source = utm.utm_source?.toLowerCase();
  const medium = utm.utm_medium?.toLowerCase() ?? "";
  if (source === ALERT_EMAIL_UTM.utm_source && utm.utm_campaign?.toLowerCase() === ALERT_EMAIL_UTM.utm_campaign)
    return "alert-email";
  if (/vehicle|vla/.test(medium) && (source === "google" || !source)) return "google-vehicle-listings";
  if (clickIds.gclid || clickIds.gbraid || clickIds.wbraid || (source === "google" && /cpc|ppc|paid/.test(medium)))
    return "google-ads";
  if (clickIds.fbclid || (source && META_SOURCES.has(source)) || (referrer && onHost(referrer, META_HOSTS)))
    return "meta";
  if (
    (source && MARKETPLACES.some((domain) => domain === source || domain.split(".")[0] === source)) ||
    (referrer && onHost(referrer, MARKETPLACES))
  )
    return "marketplace";
  if (medium === "email" || medium === "e-mail" || medium === "newsletter") return "email";
  if (source === "google" || (referrer && isGoogle(referrer))) return "google-search";
  if (referrer && onHost(referrer, OTHER_SEARCH)) return "other-search";
  if (referrer) return "other-site";
  return "direct";
}

/** The source as the console's lead view says it: "Other emails (campaign dec, via dealer-news), landed on /cars/hilux/". */
export function describeSource(source: VisitSource): string {
  const via = [
    source.utm.utm_campaign && `campaign ${source.utm.utm_campaign}`,
    source.utm.utm_source && `via ${source.utm.utm_source}`,
    source.referrer && `from ${source.referrer}`,
  ].filter(Boolean);
  return `${SOURCE_LABELS[source.class] ?? source.class}${via.length ? ` (${via.join(", ")})` : ""}, landed on ${source.landing}`;
}
