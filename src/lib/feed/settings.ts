import { z } from "zod";
import { requireStockMapping, stockFeedSettingsSchema } from "./formats/mapping-schema.ts";
import { MAX_DROP, MIN_VALID_SHARE } from "./publish-guard.ts";

/** Where a dealer's feeds come from, how the stock export is read and when a build may publish (tenant.json `feed`). */
export const feedSettingsSchema = z
  .strictObject({
    url: z
      .url()
      .optional()
      .describe("Base URL of a remote feed (<url>/cars.json, ...); the local tenants/<slug>/feed folder when omitted."),
    timeoutMs: z.number().int().min(1000).max(120_000).default(15_000).describe("Timeout of each remote feed request."),
    retries: z.number().int().min(0).max(10).default(3).describe("Retries of a failed remote feed request."),
    asOf: z.iso
      .datetime({ offset: true })
      .optional()
      .describe(
        "When the feed was taken, for snapshot feeds (samples, tests): 'just arrived' and 'sold within' count from it instead of the build time. Leave unset for live dealer feeds.",
      ),
    minValidShare: z
      .number()
      .min(0)
      .max(1)
      .default(MIN_VALID_SHARE)
      .describe(
        "Publish guard: the share of the stock feed's rows that must become cars for the build to publish (0.5 = half). Below it the dealer's build fails and the last good site stays live; `--accept-drop` publishes anyway.",
      ),
    maxDrop: z
      .number()
      .min(0)
      .max(1)
      .default(MAX_DROP)
      .describe(
        "Publish guard: the largest fall in cars from the last good build, as a share of it (0.5 = half). A bigger fall fails the dealer's build and keeps the last good site; `--accept-drop` publishes anyway.",
      ),
    ...stockFeedSettingsSchema,
  })
  .superRefine(requireStockMapping)
  .prefault({})
  .describe("Where the stock and content feeds come from, and how the dealer's stock export is read.");

export type FeedSettings = z.output<typeof feedSettingsSchema>;
