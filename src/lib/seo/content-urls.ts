import type { TenantFeed } from "../feed/entities.ts";
import {
  brandOverviewPath,
  brandOverviews,
  MODEL_FILTERS,
  modelBodyOptions,
  modelPath,
} from "../catalogue/catalogue.ts";
import { listingUrl } from "../listing/filter-pages.ts";
import { currentOffers, offerPath } from "../offers/offers.ts";

type ContentFeed = Pick<TenantFeed, "offers" | "models" | "manufacturers">;

/**
 * Every address of the offer, model and brand pages, for the sitemap: /special-offers and each
 * current offer (canonical address), /models and each body filter, each model page, each
 * /{brand}/overview, and /brands. Paths; the sitemap makes them absolute.
 */
export function offerAndModelUrls(feed: ContentFeed, now: Date): string[] {
  const bodies = modelBodyOptions(feed.models).map((option) =>
    listingUrl("/models", MODEL_FILTERS, { filters: { body: option.value }, page: 1 }),
  );
  return [
    "/special-offers",
    ...currentOffers(feed.offers, now).map(offerPath),
    "/models",
    ...bodies,
    ...feed.models.map(modelPath),
    ...brandOverviews(feed.models, feed.manufacturers).map((brand) => brandOverviewPath(brand.slug)),
    "/brands",
  ];
}
