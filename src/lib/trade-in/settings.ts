import { z } from "zod";
import { TRADE_IN_LIMITS, TRADE_IN_VALUATION_DEFAULTS } from "../forms/trade-in.ts";

/** Trade-in valuation: which cars get an online estimate and how it is worked out (tenant.json `features.tradeIn`). */
export const tradeInSettingsSchema = z
  .strictObject({
    enabled: z.boolean().default(true).describe("Trade-in valuation pages and buttons."),
    maxAgeYears: z
      .number()
      .int()
      .positive()
      .default(TRADE_IN_LIMITS.maxAgeYears)
      .describe("Online estimates only for cars up to this age (spec §5: 7 years)."),
    maxKm: z
      .number()
      .int()
      .positive()
      .default(TRADE_IN_LIMITS.maxKm)
      .describe("Online estimates only for cars up to this distance (spec §5: 100,000 km)."),
    reconditioningCost: z
      .number()
      .int()
      .min(0)
      .max(50_000)
      .default(TRADE_IN_VALUATION_DEFAULTS.reconditioningCost)
      .describe("Dollars taken off an online estimate for getting a trade-in ready to sell (default 1500)."),
    marginPercent: z
      .number()
      .min(0)
      .max(50)
      .default(TRADE_IN_VALUATION_DEFAULTS.marginPercent)
      .describe("Dealer margin in percent taken off the retail value in an online estimate (default 12)."),
  })
  .prefault({})
  .describe("Trade-in valuation.");

export type TradeInSettings = z.output<typeof tradeInSettingsSchema>;
