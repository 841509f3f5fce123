import { z } from "zod";
import { DEFAULT_CURRENCY, isCurrencyCode } from "../format/currency.ts";
import { NO_PRICE_TEXT, PREORDER_TEXT } from "./price-display.ts";
import { WAS_PRICE_MIN_DAYS } from "./price-history.ts";

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
    wasPriceMinDays: z
      .int()
      .min(WAS_PRICE_MIN_DAYS, `at least ${WAS_PRICE_MIN_DAYS}: the ACCC's reasonable period for a was-price`)
      .max(365)
      .default(WAS_PRICE_MIN_DAYS)
      .describe(
        "A car shows a was-price (its feed's before_price, or one set in the console or by the stock hook) only when its price history shows it at that price or higher for at least this many days immediately before its current price began (ACCC guidance on was/now prices). Price-drop alerts name the earlier price on the same rule.",
      ),
  })
  .prefault({})
  .describe("Price wording and currency.");

export type PricingSettings = z.output<typeof pricingSettingsSchema>;
