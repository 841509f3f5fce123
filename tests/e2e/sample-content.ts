import { readFileSync } from "node:fs";
import { validateRecords } from "#lib/feed/validate.ts";
import type { BrandEntry, Model } from "#lib/feed/catalogue.ts";
import type { Offer } from "#lib/feed/offer.ts";
import type { Review } from "#lib/feed/review.ts";
import { sampleDealer } from "../../scripts/support/sample-feed.ts";
import type { SampleTenant } from "./sample-data.ts";

/** A sample dealer's offers, models, brands and reviews as the site reads them, and its "today". */
export function sampleContent(slug: SampleTenant) {
  const { config, cars, listed } = sampleDealer(slug);
  const read = <T>(entity: string) =>
    validateRecords(slug, entity as never, JSON.parse(readFileSync(`tenants/${slug}/feed/${entity}.json`, "utf8")))
      .records as T[];
  const now = new Date(config.feed.asOf ?? Date.now());
  const offers = read<Offer>("offers");
  // Running today: started and not yet ended.
  const current = offers.filter(
    (o) =>
      (!o.starts_at || Date.parse(o.starts_at) <= now.getTime()) &&
      (!o.ends_at || Date.parse(o.ends_at) >= now.getTime()),
  );
  return {
    config,
    cars,
    listed,
    now,
    offers,
    current,
    models: read<Model>("models"),
    brands: read<BrandEntry>("brands"),
    reviews: read<Review>("reviews"),
  };
}

export function jsonLdOfType(blocks: string[], type: string): Record<string, unknown> | undefined {
  return blocks.map((text) => JSON.parse(text) as Record<string, unknown>).find((data) => data["@type"] === type);
}
