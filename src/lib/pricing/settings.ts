import { z } from "zod";
import { DEFAULT_CURRENCY, isCurrencyCode } from "../format/currency.ts";
import { NO_PRICE_TEXT, PREORDER_TEXT } from "./price-display.ts";

/** How a dealer's prices read and which currency they are in (tenant.json `pricing`). */
export const pricingSettingsSchema = z
  .strictObject({
    noPriceText: z
      .string()
      .min(1)
      .default(NO_PRICE_TEXT)
      .describe("Shown instead of a price when a car has none above $10 and is not a pre-order."),
    preorderText: z.string().min(1).default(PREORDER_TEXT).describe("Shown for pre-order cars without a price."),
    currency: z
      .string()
      .refine(isCurrencyCode, "must be an ISO 4217 currency code such as AUD or NZD")
      .default(DEFAULT_CURRENCY)
      .describe(
        "The dealer's currency (ISO 4217: AUD, NZD…). Every page, channel feed, JSON-LD offer, lead and deposit is in it, and a stock export is read in it unless feed.currency says otherwise.",
      ),
  })
  .prefault({})
  .describe("Price wording and currency.");

export type PricingSettings = z.output<typeof pricingSettingsSchema>;
