import type { TenantConfig } from "../tenant/schema.ts";

/**
 * Issue 27: the dealer's own measurement tags — Google Tag Manager, Google Analytics 4 (gtag.js)
 * and Meta's pixel — which the dealer turns on by setting their ids in tenant.json `analytics`.
 * Nothing here loads anything: the page's analytics chunk (src/client/analytics/start.ts) loads
 * these only after the shopper accepts, and the content security policy allows exactly these hosts
 * only for a dealer who set the id. Google's hosts are its "Use Tag Manager with a Content Security
 * Policy" tables for Tag Manager and for GA4 without Google Signals
 * (developers.google.com/tag-platform/security/guides/csp); Meta publishes no such list, so its
 * hosts are the pixel's own requests (fbevents.js and signals/config from connect.facebook.net,
 * /tr to www.facebook.com). docs/requirements.md § Analytics.
 */

export interface DealerTags {
  gtm?: string;
  ga4?: string;
  pixel?: string;
}

export function dealerTags(config: Pick<TenantConfig, "analytics">): DealerTags {
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
}

const GOOGLE: TagSources = {
  script: ["https://*.googletagmanager.com"],
  img: ["https://*.google-analytics.com", "https://*.googletagmanager.com"],
  connect: ["https://*.google-analytics.com", "https://*.analytics.google.com", "https://*.googletagmanager.com"],
};
/** Tag Manager's own requests (its container and preview of consent), beyond what GA4 needs. */
const TAG_MANAGER: TagSources = { script: [], img: [], connect: ["https://www.google.com"] };
const META: TagSources = {
  script: ["https://connect.facebook.net"],
  img: ["https://www.facebook.com"],
  connect: ["https://www.facebook.com", "https://connect.facebook.net"],
};

/** The hosts the dealer's tags need in the content security policy; none for a dealer without tags. */
export function tagSources(tags: DealerTags): TagSources {
  const parts = [
    ...(tags.gtm || tags.ga4 ? [GOOGLE] : []),
    ...(tags.gtm ? [TAG_MANAGER] : []),
    ...(tags.pixel ? [META] : []),
  ];
  const union = (key: keyof TagSources) => [...new Set(parts.flatMap((part) => part[key]))];
  return { script: union("script"), img: union("img"), connect: union("connect") };
}
