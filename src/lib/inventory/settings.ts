import { z } from "zod";
import { COMMENTS_TRUNCATE_AT } from "../format/truncate.ts";
import { SOLD_WITHIN_DAYS } from "./availability.ts";
import {
  SIMILAR_CARS_MAX,
  SIMILAR_NARROW_WINDOW,
  SIMILAR_PRICE_THRESHOLD,
  SIMILAR_WIDE_WINDOW,
} from "./similar-cars.ts";
import { JUST_ARRIVED_DAYS } from "./tags.ts";

/** The dealer's stock rules (tenant.json `inventory`): what counts as just arrived, how long sold cars stay, similar cars. */
export const inventorySettingsSchema = z
  .strictObject({
    justArrivedDays: z
      .number()
      .int()
      .min(0)
      .max(90)
      .default(JUST_ARRIVED_DAYS)
      .describe("A car created within this many days is tagged just arrived (spec §9: 8)."),
    soldWithinDays: z
      .number()
      .int()
      .min(0)
      .max(90)
      .default(SOLD_WITHIN_DAYS)
      .describe("Sold cars stay in search for this many days (spec §4: 3)."),
    commentsTruncateAt: z
      .number()
      .int()
      .min(50)
      .default(COMMENTS_TRUNCATE_AT)
      .describe("Dealer comments shown before 'Read more' (spec §9: 400)."),
    similarCars: z
      .strictObject({
        max: z
          .number()
          .int()
          .min(0)
          .max(24)
          .default(SIMILAR_CARS_MAX)
          .describe("Most similar cars shown (spec §9: 6)."),
        priceThreshold: z
          .number()
          .min(0)
          .default(SIMILAR_PRICE_THRESHOLD)
          .describe("Price below which the narrow window applies."),
        narrowWindow: z.number().min(0).default(SIMILAR_NARROW_WINDOW).describe("± price window under the threshold."),
        wideWindow: z
          .number()
          .min(0)
          .default(SIMILAR_WIDE_WINDOW)
          .describe("± price window at or above the threshold."),
      })
      .prefault({})
      .describe("Similar cars window (spec §9)."),
  })
  .prefault({})
  .describe("Stock rules.");

export type InventorySettings = z.output<typeof inventorySettingsSchema>;
