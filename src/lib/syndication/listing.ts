import type { Car } from "../feed/car.ts";
import type { Location } from "../feed/location.ts";
import { htmlToText } from "../format/text.ts";
import { isListedInStock } from "../inventory/stock.ts";
import { priceDisplay, type PriceTexts, priceText } from "../pricing/price-display.ts";
import { fullName } from "../seo/car-json-ld.ts";
import { absoluteUrl } from "../seo/json-ld.ts";

/**
 * What every channel feed says of a car, from the same rules as its page: which cars are for sale
 * (`isListedInStock`), the price shown (`priceDisplay` with the dealer's settings, so a channel
 * never quotes a price the page does not show) with its price type, the page's address, its
 * images and where it stands. Each channel then says what it requires of that.
 */

/** What the feeds need to know of the dealer. */
export interface ChannelContext {
  siteUrl: string;
  dealerName: string;
  dealerPhone?: string;
  locations: readonly Location[];
  primaryLocationId?: string;
  storeCodes: Readonly<Record<string, string>>;
  /** Price wording, and the dealer's currency (pricing.currency) every price is given in. */
  pricing: PriceTexts & { currency: string };
  subscriptionPricing: boolean;
}

export interface Listing {
  car: Car;
  title: string;
  /** Plain text of the dealer's comments (feeds never carry markup), else the title. */
  description: string;
  url: string;
  images: string[];
  /** The car's price as its page shows it, when the page shows one; its label ("Drive Away"). */
  price?: { amount: number; label?: string; was?: number };
  /** "$24,990", "$199/week" or the dealer's no-price wording, exactly as the page says it. */
  priceText: string;
  location?: Location;
  /** Held by a shopper (reserve online or the dealer's stock tool): for sale, but not now. */
  reserved: boolean;
  comingSoon: boolean;
}

/** The cars for sale, as listings, in feed order. */
export function listingsOf(cars: readonly Car[], context: ChannelContext): Listing[] {
  const byId = new Map(context.locations.map((location) => [location.id, location]));
  const fallback =
    (context.primaryLocationId && byId.get(context.primaryLocationId)) ||
    context.locations.find((location) => location.primary) ||
    (context.locations.length === 1 ? context.locations[0] : undefined);
  return cars.filter(isListedInStock).map((car) => {
    const display = priceDisplay(car, { subscriptionPricing: context.subscriptionPricing });
    const title = fullName(car);
    return {
      car,
      title,
      description: (car.dealercomments && htmlToText(car.dealercomments)) || title,
      url: absoluteUrl(`/cars/${car.slug}/`, context.siteUrl),
      images: imagesOf(car, context.siteUrl),
      price:
        display.kind === "price" ? { amount: display.amount, label: display.label, was: display.wasPrice } : undefined,
      priceText: priceText(display, context.pricing),
      location: (car.location_id && byId.get(car.location_id)) || fallback,
      reserved: car.reserved,
      comingSoon: car.status === "coming_soon",
    };
  });
}

function imagesOf(car: Car, siteUrl: string): string[] {
  const urls = car.images.filter((image) => !image.isVideo).map((image) => image.url);
  if (urls.length === 0 && car.primary_image_url) urls.push(car.primary_image_url);
  return urls.map((url) => absoluteUrl(url, siteUrl));
}

/** The store code Google knows the car's yard by: the dealer's own, else the location's id. */
export function storeCodeOf(listing: Listing, context: ChannelContext): string | undefined {
  return listing.location && (context.storeCodes[listing.location.id] ?? listing.location.id);
}

/** At most `max` characters, cut at a word where one is near, with an ellipsis. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${space > max * 0.8 ? cut.slice(0, space) : cut}…`;
}

/** A VIN as the channels take it: 17 characters, no I, O or Q. */
export const VIN_PATTERN = /^[A-HJ-NPR-Z0-9]{17}$/;

/** What a channel makes of one listing: a row, or the reason the car is left out of it. */
export type Verdict<Row> = { row: Row } | { reason: string };

/** A car left out of a channel, for the build report and `npm run feed:check`. */
export interface LeftOut {
  id: string;
  name: string;
  reason: string;
}

export interface ChannelRows<Row> {
  rows: Row[];
  leftOut: LeftOut[];
}

/** Runs a channel's rule over every listing, keeping the reasons for the cars it leaves out. */
export function channelRows<Row>(
  listings: readonly Listing[],
  rule: (listing: Listing) => Verdict<Row>,
): ChannelRows<Row> {
  const rows: Row[] = [];
  const leftOut: LeftOut[] = [];
  for (const listing of listings) {
    const verdict = rule(listing);
    if ("row" in verdict) rows.push(verdict.row);
    else leftOut.push({ id: String(listing.car.id), name: listing.title, reason: verdict.reason });
  }
  return { rows, leftOut };
}
