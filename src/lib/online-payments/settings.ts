import { z } from "zod";
import { ONLINE_PAYMENT_DEFAULTS } from "./online-payment.ts";

/** Online payment: the dealer's limits and what shoppers may pay for (tenant.json `features.onlinePayment`). */

/** Stripe's smallest AUD charge is 50 cents; the largest we accept online is a car's worth. */
const AMOUNT_FLOOR = 1;
const AMOUNT_CEILING = 1_000_000;

const settingsSchema = z
  .strictObject({
    enabled: z.boolean().default(false).describe("Shoppers can pay the dealer online at /online-payment."),
    minAmount: z
      .number()
      .multipleOf(0.01)
      .min(AMOUNT_FLOOR)
      .max(AMOUNT_CEILING)
      .default(ONLINE_PAYMENT_DEFAULTS.minAmount)
      .describe("Smallest amount in dollars a shopper can pay online (default 10)."),
    maxAmount: z
      .number()
      .multipleOf(0.01)
      .min(AMOUNT_FLOOR)
      .max(AMOUNT_CEILING)
      .default(ONLINE_PAYMENT_DEFAULTS.maxAmount)
      .describe("Largest amount in dollars a shopper can pay online in one payment (default 10000)."),
    purposes: z
      .array(z.string().trim().min(1).max(60))
      .min(1)
      .max(10)
      .default([...ONLINE_PAYMENT_DEFAULTS.purposes])
      .refine((purposes) => new Set(purposes).size === purposes.length, "purposes must be unique")
      .describe(
        "What a shopper can pay for, in the order offered (default 'Vehicle balance', 'Service invoice'). Each payment names one, with its reference.",
      ),
  })
  .refine((settings) => settings.minAmount <= settings.maxAmount, {
    message: "minAmount must not be more than maxAmount",
    path: ["maxAmount"],
  });
export type OnlinePaymentSettings = z.output<typeof settingsSchema>;

/** `true`/`false` (the default limits, on or off) or the dealer's own limits and purposes. */
export const onlinePaymentSchema = z
  .union([z.boolean(), settingsSchema])
  .transform(
    (value): OnlinePaymentSettings => (typeof value === "boolean" ? settingsSchema.parse({ enabled: value }) : value),
  )
  .prefault(false)
  .describe(
    "The /online-payment page: true for the default limits ($10 to $10,000) and purposes, or an object with the dealer's own.",
  );
