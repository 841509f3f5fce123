import { z } from "zod";
import { DEFAULT_AGE_BOUNDS } from "./stock-age.ts";
import { DEFAULT_KEY_SPECIFICATIONS, KEY_SPECIFICATIONS } from "./merchandising.ts";

/** What the console's Insights counts as aged, well shown and worth a weekly email (tenant.json `insights`). */
export const insightsSettingsSchema = z
  .strictObject({
    agedDays: z
      .int()
      .min(1)
      .max(365)
      .default(60)
      .describe(
        "A car is aged after this many days in stock (most dealer tools say 60; Australian used cars took 40–41 days on average to sell in 2024). Insights lists the aged cars with their views and leads.",
      ),
    ageBuckets: z
      .array(z.int().min(1).max(3650))
      .min(1)
      .max(8)
      .refine(
        (bounds) => bounds.every((bound, i) => i === 0 || bound > bounds[i - 1]!),
        "must go up, each above the last",
      )
      .default([...DEFAULT_AGE_BOUNDS])
      .describe(
        "The last day of each age bucket, in days in stock: [30, 45, 60, 90] makes 0–30, 31–45, 46–60, 61–90 and 90+.",
      ),
    minPhotos: z
      .int()
      .min(1)
      .max(100)
      .default(10)
      .describe("A car page with fewer photos than this is on the merchandising list ('6 photos, 10 wanted')."),
    keySpecifications: z
      .array(z.enum(KEY_SPECIFICATIONS))
      .default([...DEFAULT_KEY_SPECIFICATIONS])
      .describe(
        "Specifications a shopper looks for first; a car missing one is on the merchandising list. Kilometres count only for used and demo cars.",
      ),
    weeklySummary: z
      .boolean()
      .default(true)
      .describe(
        "Email the owners a summary of the week (views, leads by source, response, aged stock) on Monday at 8 am in the dealer's time zone. Each owner can also turn it off for themselves in the console.",
      ),
  })
  .prefault({})
  .describe("The console's Insights: aged stock, merchandising and the weekly summary.");

export type InsightsSettings = z.output<typeof insightsSettingsSchema>;
