import { z } from "zod";

/** Per-dealer feature flags (spec §1 "features change per dealer", §6 gated routes). */

export const GATED_ROUTES = [
  "checkout",
  "personalised-finance",
  "spin-to-win",
  "online-payment",
  "my-garage",
  "trade-in",
] as const;

export const deliveryBandSchema = z.strictObject({
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
          .default(200)
          .describe("Reserve deposit in dollars (spec §9: $200)."),
        holdHours: z
          .number()
          .int()
          .min(1)
          .max(720)
          .default(48)
          .describe("How long a reserved car is held, in hours (spec §9: 48)."),
        refundable: z.boolean().default(true).describe("Whether the deposit is refundable."),
        route: z
          .enum(["checkout", "buy-online"])
          .default("checkout")
          .describe("Route of the reserve journey: /cars/{slug}/checkout, or /cars/{slug}/buy-online for one brand."),
      })
      .prefault({})
      .describe("Reserve online."),
    checkoutJourney: z.boolean().default(false).describe("Online purchase journey at /checkout-journey?car_id={slug}."),
    onlinePayment: z.boolean().default(false).describe("The /online-payment page."),
    spinToWin: z.boolean().default(false).describe("The /spin-to-win page."),
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
          .default(2.0)
          .describe("Starting fuel price in dollars per litre."),
        kmPerYear: z
          .number()
          .int()
          .positive()
          .max(200_000)
          .default(15_000)
          .describe("Starting distance per year in km."),
      })
      .prefault({})
      .describe("Fuel calculator."),
    deliveryCalculator: z
      .strictObject({
        enabled: z.boolean().default(false).describe("Delivery cost estimate by postcode on the vehicle page."),
        bands: z
          .array(deliveryBandSchema)
          .default([
            { upToKm: 50, cost: 0 },
            { upToKm: 200, cost: 290 },
            { upToKm: 500, cost: 690 },
            { upToKm: 1000, cost: 1190 },
          ])
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
          .default(8)
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
          .default(7)
          .describe("Online estimates only for cars up to this age (spec §5: 7 years)."),
        maxKm: z
          .number()
          .int()
          .positive()
          .default(100_000)
          .describe("Online estimates only for cars up to this distance (spec §5: 100,000 km)."),
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
