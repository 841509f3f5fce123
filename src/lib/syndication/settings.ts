import { z } from "zod";

/**
 * Issue 25: where the dealer's stock goes besides its own pages. The channel feeds are served at
 * `/feeds/<file>?token=<token>`; the token itself is a secret, so tenant.json names the
 * environment variable that holds it (as it does for the stock hook's secret).
 */
const envName = z
  .string()
  .regex(/^[A-Z][A-Z0-9_]*$/, "must be an environment variable name such as BAYSIDE_FORD_FEED_TOKEN");

export const CHANNELS = ["google", "meta", "marketplace"] as const;
export type Channel = (typeof CHANNELS)[number];

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
  })
  .prefault({})
  .describe("Channel feeds for Google vehicle ads, Meta's automotive catalog and marketplaces.");

export type SyndicationSettings = z.output<typeof syndicationSettingsSchema>;

/** The shortest token accepted: a guessable token would publish the dealer's whole stock list. */
export const MIN_FEED_TOKEN_LENGTH = 16;
