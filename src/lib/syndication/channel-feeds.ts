import type { Car } from "../feed/car.ts";
import type { Location } from "../feed/location.ts";
import { delimitedText } from "./delimited.ts";
import { GOOGLE_VEHICLE_ADS_COLUMNS, googleVehicleAds } from "./google-vehicle-ads.ts";
import { type ChannelContext, type LeftOut, listingsOf } from "./listing.ts";
import { MARKETPLACE_CSV_COLUMNS, marketplaceCells, marketplaceListings } from "./marketplace.ts";
import { metaAutomotive, metaCells, metaColumns } from "./meta-automotive.ts";
import type { PricingSettings } from "../pricing/settings.ts";
import type { Channel, SyndicationSettings } from "./settings.ts";

/** The files a dealer publishes under /feeds/, by channel; the address is the contract with the channel. */
export const FEED_FILES = {
  "google-vehicle-ads.tsv": { channel: "google", contentType: "text/tab-separated-values; charset=utf-8" },
  "meta-automotive.csv": { channel: "meta", contentType: "text/csv; charset=utf-8" },
  "marketplace.csv": { channel: "marketplace", contentType: "text/csv; charset=utf-8" },
  "marketplace.json": { channel: "marketplace", contentType: "application/json; charset=utf-8" },
} as const satisfies Record<string, { channel: Channel; contentType: string }>;

export type FeedFileName = keyof typeof FEED_FILES;

export function isFeedFileName(name: string): name is FeedFileName {
  return Object.hasOwn(FEED_FILES, name);
}

/** The files of the channels this dealer has turned on. */
export function feedFilesOf(syndication: SyndicationSettings): FeedFileName[] {
  const on = new Set<Channel>(syndication.channels);
  return (Object.keys(FEED_FILES) as FeedFileName[]).filter((file) => on.has(FEED_FILES[file].channel));
}

/** What the channel feeds say of the dealer: who it is, where its yards are and how it prices. */
export interface ChannelDealer {
  siteUrl: string;
  name: string;
  contact: { phone: string };
  primaryLocationId?: string;
  syndication: SyndicationSettings;
  pricing: PricingSettings;
  features: { subscriptionPricing: boolean };
}

export function channelContextOf(config: ChannelDealer, locations: readonly Location[]): ChannelContext {
  return {
    siteUrl: config.siteUrl,
    dealerName: config.name,
    dealerPhone: config.contact.phone,
    locations,
    primaryLocationId: config.primaryLocationId,
    storeCodes: config.syndication.storeCodes,
    pricing: config.pricing,
    subscriptionPricing: config.features.subscriptionPricing,
  };
}

export interface RenderedFeed {
  body: string;
  /** Cars in the file. */
  included: number;
  /** Cars for sale that this channel cannot take, with the reason. */
  leftOut: LeftOut[];
}

/** One feed file from the cars for sale (the caller has applied the stock changes it knows of). */
export function renderFeed(file: FeedFileName, cars: readonly Car[], context: ChannelContext): RenderedFeed {
  const listings = listingsOf(cars, context);
  switch (file) {
    case "google-vehicle-ads.tsv": {
      const { rows, leftOut } = googleVehicleAds(listings, context);
      const cells = rows.map((row) => GOOGLE_VEHICLE_ADS_COLUMNS.map((column) => row[column]));
      return { body: delimitedText(GOOGLE_VEHICLE_ADS_COLUMNS, cells, "\t"), included: rows.length, leftOut };
    }
    case "meta-automotive.csv": {
      const { rows, leftOut } = metaAutomotive(listings, context);
      const columns = metaColumns(rows);
      const body = delimitedText(
        columns,
        rows.map((row) => metaCells(row, columns)),
        ",",
      );
      return { body, included: rows.length, leftOut };
    }
    case "marketplace.csv": {
      const { rows, leftOut } = marketplaceListings(listings, context.pricing.currency);
      return {
        body: delimitedText(MARKETPLACE_CSV_COLUMNS, rows.map(marketplaceCells), ","),
        included: rows.length,
        leftOut,
      };
    }
    case "marketplace.json": {
      const { rows, leftOut } = marketplaceListings(listings, context.pricing.currency);
      const body = `${JSON.stringify({ dealer: context.dealerName, site: context.siteUrl, cars: rows })}\n`;
      return { body, included: rows.length, leftOut };
    }
  }
}

/** What a build says of each feed: how many cars it carries and which it left out, and why. */
export interface ChannelReport {
  file: FeedFileName;
  included: number;
  leftOut: LeftOut[];
}

/** Every feed the dealer publishes, rendered, with its report. */
export function renderFeeds(
  config: ChannelDealer,
  cars: readonly Car[],
  locations: readonly Location[],
): { file: FeedFileName; feed: RenderedFeed }[] {
  const context = channelContextOf(config, locations);
  return feedFilesOf(config.syndication).map((file) => ({ file, feed: renderFeed(file, cars, context) }));
}

/** "google-vehicle-ads.tsv 440 (106 left out)": one line for the build's progress output. */
export function channelsLine(reports: readonly ChannelReport[]): string {
  return reports
    .map(
      (report) =>
        `${report.file} ${report.included}${report.leftOut.length ? ` (${report.leftOut.length} left out)` : ""}`,
    )
    .join(", ");
}

/** The cars a channel left out, grouped by reason, most common first (for `npm run feed:check`). */
export function leftOutByReason(leftOut: readonly LeftOut[]): { reason: string; ids: string[] }[] {
  const groups = new Map<string, string[]>();
  for (const car of leftOut) groups.set(car.reason, [...(groups.get(car.reason) ?? []), car.id]);
  return [...groups].map(([reason, ids]) => ({ reason, ids })).sort((a, b) => b.ids.length - a.ids.length);
}
