import { z } from "zod";

/** Issue 16 reserve online: the dealer's deposit and hold (tenant.json `features.reserveOnline`). */

/** Spec §9: the reserve deposit defaults to $200, held 48 hours. */
export const RESERVE_DEPOSIT_DOLLARS = 200;
export const RESERVE_HOLD_HOURS = 48;
/** A card authorisation lasts about 7 days (Stripe: 7 for online card payments), so a hold cannot outlive it. */
export const MAX_HOLD_HOURS = 168;
/** NSW (Motor Dealers and Repairers Regulation) allows at most 10% of the price as a deposit before delivery. */
export const DEPOSIT_CAP_PERCENT = 10;
/** Below this a deposit is not worth a card hold: a car whose capped deposit is lower is not reservable online. */
export const MINIMUM_DEPOSIT_DOLLARS = 100;

/**
 * How long an unpaid checkout keeps the car for the shopper at the payment page. The provider's
 * session expires at the same instant; Stripe's shortest session is 30 minutes from its own clock,
 * so one minute more than that allows for the request and the two clocks.
 */
export const PENDING_MINUTES = 31;

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
