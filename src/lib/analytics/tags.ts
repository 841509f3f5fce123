import type { AnalyticsSettings } from "./settings.ts";

/**
 * The dealer's own measurement tags — Google Tag Manager, Google Analytics 4 (gtag.js)
 * and Meta's pixel — which the dealer turns on by setting their ids in tenant.json `analytics`.
 * Nothing here loads anything: the page's analytics chunk (src/client/analytics/start.ts) loads
 * these only after the shopper accepts, and the content security policy allows exactly these hosts
 * only for a dealer who set the id. Google's hosts are its "Use Tag Manager with a Content Security
 * Policy" tables for Tag Manager, for GA4 without Google Signals and (when the dealer says Signals
 * is on) for GA4 with it (developers.google.com/tag-platform/security/guides/csp); Meta publishes no such list, so its
 * hosts are the pixel's own requests (fbevents.js and signals/config from connect.facebook.net,
 * /tr to www.facebook.com). docs/requirements.md § Analytics.
 */

export interface DealerTags {
  gtm?: string;
  ga4?: string;
  pixel?: string;
}

export function dealerTags(config: { analytics: AnalyticsSettings }): DealerTags {
  const { gtmContainerId: gtm, ga4MeasurementId: ga4, facebookPixelId: pixel } = config.analytics;
  return { ...(gtm ? { gtm } : {}), ...(ga4 ? { ga4 } : {}), ...(pixel ? { pixel } : {}) };
}

export const hasTags = (tags: DealerTags): boolean => Boolean(tags.gtm || tags.ga4 || tags.pixel);

/** Where each tag's script comes from. */
export const TAG_LOADERS = {
  gtm: (id: string) => `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`,
  ga4: (id: string) => `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`,
  pixel: () => "https://connect.facebook.net/en_US/fbevents.js",
} as const;

export interface TagSources {
  script: string[];
  img: string[];
  connect: string[];
  frame: string[];
}

const GOOGLE: TagSources = {
  script: ["https://*.googletagmanager.com"],
  img: ["https://*.google-analytics.com", "https://*.googletagmanager.com"],
  connect: ["https://*.google-analytics.com", "https://*.analytics.google.com", "https://*.googletagmanager.com"],
  frame: [],
};
/** Tag Manager's own requests (its container and preview of consent), beyond what GA4 needs. */
const TAG_MANAGER: TagSources = { script: [], img: [], connect: ["https://www.google.com"], frame: [] };
/**
 * GA4 with Google Signals on: Google's "GA4 with Google Signals" table adds DoubleClick, Google's
 * own domains and an iframe. Its `https://*.google.<TLD>` means every country's Google domain, which
 * a policy cannot wildcard: ours allows google.com and Australia's google.com.au.
 */
const GOOGLE_SIGNALS: TagSources = {
  script: [],
  img: ["https://*.g.doubleclick.net", "https://*.google.com", "https://*.google.com.au"],
  connect: [
    "https://*.g.doubleclick.net",
    "https://*.google.com",
    "https://*.google.com.au",
    "https://pagead2.googlesyndication.com",
  ],
  frame: ["https://td.doubleclick.net", "https://www.googletagmanager.com"],
};
const META: TagSources = {
  script: ["https://connect.facebook.net"],
  img: ["https://www.facebook.com"],
  connect: ["https://www.facebook.com", "https://connect.facebook.net"],
  frame: [],
};

/**
 * The hosts the dealer's tags need in the content security policy; none for a dealer without tags.
 * `googleSignals` (tenant `analytics.googleSignals`) adds Signals' hosts to a Google tag's.
 */
export function tagSources(tags: DealerTags, options: { googleSignals?: boolean } = {}): TagSources {
  const google = Boolean(tags.gtm || tags.ga4);
  const parts = [
    ...(google ? [GOOGLE] : []),
    ...(tags.gtm ? [TAG_MANAGER] : []),
    ...(google && options.googleSignals ? [GOOGLE_SIGNALS] : []),
    ...(tags.pixel ? [META] : []),
  ];
  const union = (key: keyof TagSources) => [...new Set(parts.flatMap((part) => part[key]))];
  return { script: union("script"), img: union("img"), connect: union("connect"), frame: union("frame") };
}

/** The hosts this dealer's settings add to the policy. */
export const dealerTagSources = (config: { analytics: AnalyticsSettings }): TagSources =>
  tagSources(dealerTags(config), { googleSignals: config.analytics.googleSignals });
