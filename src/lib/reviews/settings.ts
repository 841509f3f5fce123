import { z } from "zod";
import { REVIEW_TRUNCATE_AT } from "../format/truncate.ts";
import { MINIMUM_REVIEW_RATING, REVIEW_ROTATION_MS, REVIEW_SLIDER_ABOVE } from "./select-reviews.ts";

/** Where a dealer's reviews come from and how they are shown (tenant.json `reviews`). */
export const reviewsSettingsSchema = z
  .strictObject({
    source: z
      .enum(["feed", "snap21"])
      .default("feed")
      .describe("Where reviews come from: the feed, or Snap21 through /api/reviews/snap21."),
    snap21OrgId: z.string().optional().describe("Snap21 organisation id when the source is snap21."),
    minimumRating: z
      .number()
      .int()
      .min(1)
      .max(5)
      .default(MINIMUM_REVIEW_RATING)
      .describe("Reviews below this rating are not shown (spec §9: 4)."),
    sliderAbove: z
      .number()
      .int()
      .min(1)
      .default(REVIEW_SLIDER_ABOVE)
      .describe("Reviews become a slider when there are more than this many (spec §9: 3)."),
    rotationMs: z
      .number()
      .int()
      .min(1000)
      .default(REVIEW_ROTATION_MS)
      .describe("Slider rotation interval in ms (spec §9: 3000)."),
    truncateAt: z
      .number()
      .int()
      .min(20)
      .default(REVIEW_TRUNCATE_AT)
      .describe("Review text shown before 'Read more' (spec §9: 160)."),
  })
  .prefault({})
  .describe("Customer reviews.");

export type ReviewsSettings = z.output<typeof reviewsSettingsSchema>;
