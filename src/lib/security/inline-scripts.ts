import { createHash } from "node:crypto";
import { CONSENT_KEY } from "../analytics/consent.ts";
import { OFFER_ENDED_PARAM } from "../offers/offers.ts";

/**
 * Our own inline scripts (the only ones besides Astro's): each must run before the first paint, so that a
 * dismissed service banner never flashes (a bundled module runs after parsing). Its hash goes into
 * the content security policy; every other script is a bundled module or Astro's own (hashed by Astro).
 */
export const SERVICE_BANNER_PREPAINT =
  'try{var d=document.documentElement;if(localStorage.getItem("forecourt:service-banner-dismissed")===d.dataset.bannerKey)d.classList.add("service-banner-dismissed")}catch{}';

/**
 * What a dismissal remembers: this banner's words and link (an editor's new banner shows
 * again to shoppers who closed the last one). Put on <html> as data-banner-key.
 */
export function serviceBannerKey(banner: { text: string; href: string }): string {
  return createHash("sha256")
    .update(JSON.stringify([banner.text, banner.href]))
    .digest("base64url")
    .slice(0, 12);
}

/**
 * The consent banner is in the page from the first paint (so it never arrives late and
 * becomes the page's largest paint); a shopper who already chose never sees it, as this hides it
 * before the first paint. The analytics chunk checks the choice properly (a year at most).
 */
export const CONSENT_PREPAINT = `try{if(localStorage.getItem(${JSON.stringify(CONSENT_KEY)}))document.documentElement.classList.add("consent-chosen")}catch{}`;

/** The class on <html> while /special-offers shows its "That offer has ended" notice. */
export const OFFER_ENDED_CLASS = "offer-ended";

/**
 * An ended offer's address redirects to /special-offers?ended={offerId} (a static page
 * served by a rewrite); this shows the listing's notice from the first paint, so it neither
 * flashes in late nor moves the offers down once they are on screen.
 */
export const OFFER_ENDED_PREPAINT = `try{if(new URLSearchParams(location.search).has(${JSON.stringify(OFFER_ENDED_PARAM)}))document.documentElement.classList.add(${JSON.stringify(OFFER_ENDED_CLASS)})}catch{}`;

/**
 * A dealer's photo that cannot be fetched (gone from its host, the host down) shows the
 * dealer's placeholder (`images.placeholder`, on <html> as data-photo-placeholder) in the same box,
 * never a broken-image icon. In the head, so it listens before the first image can fail.
 */
export const PHOTO_FALLBACK = `document.addEventListener("error",function(e){var i=e.target,p=document.documentElement.getAttribute("data-photo-placeholder");if(!(i instanceof HTMLImageElement)||!p||i.hasAttribute("data-photo-failed"))return;i.setAttribute("data-photo-failed","");i.removeAttribute("srcset");i.src=p},true)`;

/** CSP hashes (`sha256-…`) of our inline scripts, for Astro's `security.csp.scriptDirective.hashes`. */
export function ownInlineScriptHashes(): `sha256-${string}`[] {
  return [SERVICE_BANNER_PREPAINT, CONSENT_PREPAINT, OFFER_ENDED_PREPAINT, PHOTO_FALLBACK].map(
    (script) => `sha256-${createHash("sha256").update(script, "utf8").digest("base64")}` as const,
  );
}
