import type { Manufacturer } from "../feed/catalogue.ts";
import type { Offer } from "../feed/offer.ts";
import { formatLongDate } from "../format/date.ts";
import { slugify } from "../format/slug.ts";
import { conditionLabel } from "../format/text.ts";
import { zonedMoment } from "../hours/zoned-time.ts";
import { OFFER_DESCRIPTION_LONG_TRUNCATE_AT, OFFER_DESCRIPTION_TRUNCATE_AT, truncateText } from "../format/truncate.ts";

/** Spec §9 "models/offers 21" per page. */
export const OFFERS_PAGE_SIZE = 21;

/** Spec §8, verbatim. */
export const NO_OFFERS_MESSAGE =
  "There appears to be no offers currently available that meet the conditions of your search";

/** The filters of /special-offers, in query-string order: ?make=kia&type=demo. */
export const OFFER_FILTERS = ["make", "type"] as const;

type OfferFilters = { make?: string; type?: string };

/** Running now: started (or no start date) and not yet ended (or no end date). */
export function isOfferCurrent(offer: Pick<Offer, "starts_at" | "ends_at">, now: Date): boolean {
  const time = now.getTime();
  if (offer.starts_at && Date.parse(offer.starts_at) > time) return false;
  if (offer.ends_at && Date.parse(offer.ends_at) < time) return false;
  return true;
}

/** Ended: its end date has passed (an offer not yet begun has not ended). */
export function hasOfferEnded(offer: Pick<Offer, "ends_at">, now: Date): boolean {
  return Boolean(offer.ends_at && Date.parse(offer.ends_at) < now.getTime());
}

/** The query parameter that tells /special-offers the shopper came from an offer that has ended. */
export const OFFER_ENDED_PARAM = "ended";

/**
 * Where the addresses of an offer without a page send the shopper (not a 404):
 * /special-offers, and for an offer that has ended `?ended={offerId}`, so that the listing says
 * so rather than leaving the shopper wondering where the offer went.
 */
export function offerGoneTarget(offer: Pick<Offer, "id" | "ends_at">, now: Date): string {
  return hasOfferEnded(offer, now)
    ? `/special-offers?${OFFER_ENDED_PARAM}=${encodeURIComponent(offer.id)}`
    : "/special-offers";
}

/** What /special-offers says to a shopper sent there from an offer that has ended; with no offers running, only that it ended. */
export function offerEndedNotice(currentCount: number): string {
  return currentCount > 0 ? "That offer has ended. Here are our current offers." : "That offer has ended.";
}

/** The current offers, soonest ending first (no end date last), then by id: the order cards are listed in. */
export function currentOffers(offers: readonly Offer[], now: Date): Offer[] {
  const end = (offer: Offer) => (offer.ends_at ? Date.parse(offer.ends_at) : Number.POSITIVE_INFINITY);
  return offers
    .filter((offer) => isOfferCurrent(offer, now))
    .sort((a, b) => end(a) - end(b) || a.id.localeCompare(b.id, "en", { numeric: true }));
}

const makeSlug = (offer: Pick<Offer, "manufacturer">) => (offer.manufacturer ? slugify(offer.manufacturer) : undefined);

/**
 * Spec §2 offers have two addresses: /offers/{manufacturer slug}/{offerId} is canonical when the
 * offer names a manufacturer; /offers/{offerId} then redirects to it (and is the page itself otherwise).
 */
export function offerPath(offer: Pick<Offer, "id" | "manufacturer">): string {
  const make = makeSlug(offer);
  return make ? `/offers/${make}/${encodeURIComponent(offer.id)}` : `/offers/${encodeURIComponent(offer.id)}`;
}

/** The short address that redirects to the canonical one, when they differ. */
export function offerShortPath(offer: Pick<Offer, "id" | "manufacturer">): string | undefined {
  const short = `/offers/${encodeURIComponent(offer.id)}`;
  return offerPath(offer) === short ? undefined : short;
}

/** Spec §9 "offer description 160/200": 160 on cards, 200 elsewhere, the whole text on the offer's own page. */
export function offerSummary(
  offer: Pick<Offer, "description">,
  where: "card" | "elsewhere" = "card",
): { text: string; truncated: boolean } {
  const limit = where === "card" ? OFFER_DESCRIPTION_TRUNCATE_AT : OFFER_DESCRIPTION_LONG_TRUNCATE_AT;
  return truncateText(offer.description ?? "", limit);
}

export function matchesOfferFilters(offer: Offer, filters: OfferFilters): boolean {
  if (filters.make && makeSlug(offer) !== filters.make) return false;
  if (filters.type && slugify(offer.car_type ?? "") !== filters.type) return false;
  return true;
}

type FilterOption = { value: string; label: string; count: number };

/**
 * The make and offer-type choices of /special-offers: every make and type among the current
 * offers, named as the manufacturers feed names them.
 */
export function offerFilterOptions(
  offers: readonly Offer[],
  manufacturers: readonly Pick<Manufacturer, "slug" | "name">[],
): { make: FilterOption[]; type: FilterOption[] } {
  const tally = (values: (string | undefined)[], label: (value: string) => string) => {
    const counts = new Map<string, number>();
    for (const value of values) if (value) counts.set(value, (counts.get(value) ?? 0) + 1);
    // A filter with one value cannot narrow the list: it is not offered, and no page is built for it.
    if (counts.size < 2) return [];
    return [...counts]
      .map(([value, count]) => ({ value, label: label(value), count }))
      .sort((a, b) => a.label.localeCompare(b.label));
  };
  const nameOf = (slug: string) =>
    manufacturers.find((m) => slugify(m.slug) === slug)?.name ??
    slug.replace(/(^|-)(\w)/g, (_, dash: string, c: string) => `${dash ? " " : ""}${c.toUpperCase()}`);
  return {
    make: tally(offers.map(makeSlug), nameOf),
    type: tally(
      offers.map((offer) => (offer.car_type ? slugify(offer.car_type) : undefined)),
      conditionLabel,
    ),
  };
}

/** "Offer ends 15 December 2026" style end date as a day, or undefined. */
export function offerEndsOn(offer: Pick<Offer, "ends_at">, timeZone: string): string | undefined {
  if (!offer.ends_at) return undefined;
  return formatLongDate(new Date(offer.ends_at), timeZone);
}

/**
 * How the console writes an offer's end, on the dealer's calendar and the site's "today"
 * (feedNow): "ended", "ends today", "ends 15 December 2026"; never a raw date.
 */
export function offerEndText(offer: Pick<Offer, "ends_at">, now: Date, timeZone: string): string | undefined {
  if (!offer.ends_at) return undefined;
  if (hasOfferEnded(offer, now)) return "ended";
  const end = new Date(offer.ends_at);
  if (zonedMoment(end, timeZone).date === zonedMoment(now, timeZone).date) return "ends today";
  return `ends ${formatLongDate(end, timeZone)}`;
}
