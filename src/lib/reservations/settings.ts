import { z } from "zod";
import {
  DEPOSIT_CAP_PERCENT,
  MAX_HOLD_HOURS,
  MINIMUM_DEPOSIT_DOLLARS,
  RESERVE_DEPOSIT_DOLLARS,
  RESERVE_HOLD_HOURS,
} from "./defaults.ts";

/**
 * Reserve online: the dealer's deposit and hold (tenant.json `features.reserveOnline`).
 * Their defaults are in ./defaults.ts, which the islands can import without this zod schema.
 */
export const reserveOnlineSettingsSchema = z
  .strictObject({
    enabled: z.boolean().default(false).describe("Shoppers can reserve a car online with a refundable deposit."),
    depositAmount: z
      .number()
      .int()
      .min(1)
      .max(10_000)
      .default(RESERVE_DEPOSIT_DOLLARS)
      .describe("Reserve deposit in dollars (spec §9: $200)."),
    holdHours: z
      .number()
      .int()
      .min(1)
      .max(MAX_HOLD_HOURS)
      .default(RESERVE_HOLD_HOURS)
      .describe(
        "How long a reserved car is held, in hours (spec §9: 48); at most 168, the life of a card authorisation.",
      ),
    depositCapPercent: z
      .number()
      .min(1)
      .max(100)
      .default(DEPOSIT_CAP_PERCENT)
      .describe(
        "The deposit is at most this share of the car's price, in percent (10: the most NSW allows before delivery).",
      ),
    minimumDeposit: z
      .number()
      .int()
      .min(1)
      .default(MINIMUM_DEPOSIT_DOLLARS)
      .describe("No Reserve for a car whose capped deposit would be below this many dollars."),
    refundable: z.boolean().default(true).describe("Whether the deposit is refundable."),
    route: z
      .enum(["checkout", "buy-online"])
      .default("checkout")
      .describe("Route of the reserve journey: /cars/{slug}/checkout, or /cars/{slug}/buy-online for one brand."),
  })
  .prefault({})
  .describe("Reserve online.");

export type ReserveOnlineSettings = z.output<typeof reserveOnlineSettingsSchema>;
