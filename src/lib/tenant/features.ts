import { z } from "zod";
import { TRADE_IN_LIMITS, TRADE_IN_VALUATION_DEFAULTS } from "../forms/trade-in.ts";
import { DEFAULT_DELIVERY_BANDS } from "../geo/delivery.ts";
import { PROMO_TILE_POSITION } from "../search/promo-tile.ts";
import { FUEL_PRICE_PER_LITRE, KM_PER_YEAR } from "../vehicle/fuel-cost.ts";
import { onlinePaymentSchema } from "./online-payment.ts";
import { spinToWinSchema } from "./spin-to-win.ts";

/** Per-dealer feature flags (spec §1 "features change per dealer", §6 gated routes). */

/** Spec §9: the reserve deposit defaults to $200, held 48 hours. */
export const RESERVE_DEPOSIT_DOLLARS = 200;
export const RESERVE_HOLD_HOURS = 48;
/** A card authorisation lasts about 7 days (Stripe: 7 for online card payments), so a hold cannot outlive it. */
export const MAX_HOLD_HOURS = 168;
/** NSW (Motor Dealers and Repairers Regulation) allows at most 10% of the price as a deposit before delivery. */
export const DEPOSIT_CAP_PERCENT = 10;
/** Below this a deposit is not worth a card hold: a car whose capped deposit is lower is not reservable online. */
export const MINIMUM_DEPOSIT_DOLLARS = 100;

export const GATED_ROUTES = [
  "checkout",
  "personalised-finance",
  "spin-to-win",
  "online-payment",
  "my-garage",
  "trade-in",
] as const;

const deliveryBandSchema = z.strictObject({
  upToKm: z.number().positive().describe("Upper distance of the band in km (great-circle from the dealer location)."),
  cost: z.number().min(0).describe("Delivery cost in dollars for this band."),
});

export const featuresSchema = z
  .strictObject({
    garage: z
      .boolean()
      .optional()
      .describe(
        "Watchlist and My Garage. When omitted, on if the tenant's template turns it on (spec §1: on for a listed set of dealers or templates).",
      ),
    reserveOnline: z
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
      .describe("Reserve online."),
    checkoutJourney: z.boolean().default(false).describe("Online purchase journey at /checkout-journey?car_id={slug}."),
    onlinePayment: onlinePaymentSchema,
    spinToWin: spinToWinSchema,
    subscriptionPricing: z
      .boolean()
      .default(false)
      .describe("Show subscription prices where a car has one above 0 (spec §4 price display)."),
    priceComparison: z.boolean().default(true).describe("Price comparison panel with market data on the vehicle page."),
    fuelCalculator: z
      .strictObject({
        enabled: z.boolean().default(true).describe("Fuel cost calculator on the vehicle page."),
        fuelPricePerLitre: z
          .number()
          .positive()
          .max(10)
          .default(FUEL_PRICE_PER_LITRE)
          .describe("Starting fuel price in dollars per litre."),
        kmPerYear: z
          .number()
          .int()
          .positive()
          .max(200_000)
          .default(KM_PER_YEAR)
          .describe("Starting distance per year in km."),
      })
      .prefault({})
      .describe("Fuel calculator."),
    deliveryCalculator: z
      .strictObject({
        enabled: z.boolean().default(false).describe("Delivery cost estimate by postcode on the vehicle page."),
        bands: z
          .array(deliveryBandSchema)
          .default([...DEFAULT_DELIVERY_BANDS])
          .describe("Cost bands by distance, ascending; beyond the last band no estimate is given."),
      })
      .prefault({})
      .describe("Delivery calculator."),
    promoTile: z
      .strictObject({
        enabled: z.boolean().default(false).describe("Show a promo tile among search results."),
        position: z
          .number()
          .int()
          .min(1)
          .max(21)
          .default(PROMO_TILE_POSITION)
          .describe("1-based position of the promo tile in a results page (spec §9: 8)."),
      })
      .prefault({})
      .describe("Promo tile in search results (content from the promos feed)."),
    tradeIn: z
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
      .describe("Trade-in valuation."),
    gatedRoutes: z
      .array(z.enum(GATED_ROUTES))
      .default(["my-garage"])
      .describe("Routes that need a signed-in shopper; anonymous visitors are sent to /sign-in (spec §6)."),
  })
  .prefault({})
  .describe("Feature flags.");

export type Features = z.output<typeof featuresSchema>;
