import type { z } from "zod";
import { blogPostSchema } from "./blog.ts";
import { carSchema } from "./car.ts";
import { brandEntrySchema, manufacturerSchema, modelSchema } from "./catalogue.ts";
import { financeLenderSchema } from "./finance-lender.ts";
import { locationSchema } from "./location.ts";
import { offerSchema } from "./offer.ts";
import { priceHistorySchema } from "./price-history.ts";
import { promoNodeSchema } from "./promo.ts";
import { reviewSchema } from "./review.ts";

/**
 * Every feed a tenant can have: one JSON file per entity (`tenants/<slug>/feed/<name>.json`, or
 * `<feed.url>/<name>.json`). Stock and locations are required: a dealer site without them is
 * broken, so their absence fails the tenant. The rest may be absent and then read as empty.
 */
export const FEED_ENTITIES = {
  cars: { schema: carSchema, label: "car", required: true },
  locations: { schema: locationSchema, label: "location", required: true },
  manufacturers: { schema: manufacturerSchema, label: "manufacturer", required: false },
  models: { schema: modelSchema, label: "model", required: false },
  brands: { schema: brandEntrySchema, label: "brand", required: false },
  offers: { schema: offerSchema, label: "offer", required: false },
  reviews: { schema: reviewSchema, label: "review", required: false },
  lenders: { schema: financeLenderSchema, label: "finance lender", required: false },
  promos: { schema: promoNodeSchema, label: "promo", required: false },
  blog: { schema: blogPostSchema, label: "blog post", required: false },
  prices: { schema: priceHistorySchema, label: "price history of car", required: false },
} as const;

export type FeedEntity = keyof typeof FEED_ENTITIES;
export const FEED_ENTITY_NAMES = Object.keys(FEED_ENTITIES) as FeedEntity[];

/** The validated feed of one tenant, entity by entity. */
export type TenantFeed = { [E in FeedEntity]: z.output<(typeof FEED_ENTITIES)[E]["schema"]>[] };
