import { z } from "zod";
import { destinationName, envName as envNameOf, hasUrl, httpTarget, urlMessage } from "../tenant/setting-parts.ts";

/**
 * Where the dealer's stock goes besides its own pages. The channel feeds are served at
 * `/feeds/<file>?token=<token>`; the token itself is a secret, so tenant.json names the
 * environment variable that holds it (as it does for the stock hook's secret).
 */
const envName = envNameOf("BAYSIDE_FORD_FEED_TOKEN");

export const CHANNELS = ["google", "meta", "marketplace"] as const;
export type Channel = (typeof CHANNELS)[number];

/** Where a stock change is pushed as it happens (besides the feeds channels pull). */
const pushDestinationSchema = z.discriminatedUnion("type", [
  z
    .strictObject({
      type: z
        .literal("webhook")
        .describe("POST the changed cars as JSON (our marketplace schema), signed like a lead webhook."),
      name: destinationName
        .default("webhook")
        .describe("Unique name of this destination; part of each push's idempotency key."),
      ...httpTarget(envName),
      secretEnv: envName
        .optional()
        .describe("Environment variable with the key that signs the body (X-Forecourt-Signature: sha256=<hex HMAC>)."),
    })
    .refine(hasUrl, urlMessage)
    .describe("A JSON webhook (a marketplace, a CRM or the dealer's own tools)."),
  z
    .strictObject({
      type: z
        .literal("meta-catalog")
        .describe(
          "Meta's Catalog Batch API (items_batch, item_type VEHICLE): the changed cars updated, sold ones deleted.",
        ),
      name: destinationName.default("meta").describe("Unique name of this destination."),
      catalogIdEnv: envName.describe("Environment variable holding the dealer's Meta vehicle catalog id."),
      accessTokenEnv: envName.describe(
        "Environment variable holding a system user access token with catalog_management. Unset outside production: the local provider writes what it would send under .data/syndication/.",
      ),
    })
    .describe("Meta's vehicle catalog, updated between its hourly feed fetches."),
]);

export type PushDestination = z.output<typeof pushDestinationSchema>;

export const syndicationSettingsSchema = z
  .strictObject({
    tokenEnv: envName
      .optional()
      .describe(
        "Environment variable holding the token that channels put in the feed address (/feeds/google-vehicle-ads.tsv?token=…). Without it, or without the variable set (at least 16 characters), every feed answers 404.",
      ),
    channels: z
      .array(z.enum(CHANNELS))
      .default([...CHANNELS])
      .describe(
        "The channel feeds this dealer publishes: google (Merchant Center vehicle ads), meta (Meta automotive catalog), marketplace (our own CSV and JSON for portals).",
      ),
    storeCodes: z
      .record(z.string(), z.string().min(1).max(64))
      .default({})
      .describe(
        "Google store_code per location id, exactly as in the dealer's Business Profile (case-sensitive). A location without one uses its id.",
      ),
    destinations: z
      .array(pushDestinationSchema)
      .default([])
      .refine((list) => new Set(list.map((d) => d.name)).size === list.length, "each destination needs its own name")
      .describe("Where each stock change is pushed as it happens, through the outbox (retries, dead letters)."),
    coalesceSeconds: z
      .number()
      .min(0)
      .max(300)
      .default(2)
      .describe("Changes arriving within this many seconds of the first go out as one push per destination."),
    maxAttempts: z
      .int()
      .min(1)
      .max(20)
      .default(8)
      .describe("Attempts at one push before it becomes a dead letter (npm run outbox -- replay)."),
  })
  .prefault({})
  .describe("Channel feeds for Google vehicle ads, Meta's automotive catalog and marketplaces.");

export type SyndicationSettings = z.output<typeof syndicationSettingsSchema>;

/** The shortest token accepted: a guessable token would publish the dealer's whole stock list. */
export const MIN_FEED_TOKEN_LENGTH = 16;
