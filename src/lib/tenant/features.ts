import { z } from "zod";
import { deliveryCalculatorSettingsSchema } from "../geo/settings.ts";
import { GATED_ROUTES } from "../navigation/gated-routes.ts";
import { onlinePaymentSchema } from "../online-payments/settings.ts";
import { reserveOnlineSettingsSchema } from "../reservations/settings.ts";
import { promoTileSettingsSchema } from "../search/settings.ts";
import { spinToWinSchema } from "../spin-to-win/settings.ts";
import { tradeInSettingsSchema } from "../trade-in/settings.ts";
import { fuelCalculatorSettingsSchema } from "../vehicle/settings.ts";

/**
 * Per-dealer feature flags (spec §1 "features change per dealer", §6 gated routes). A feature
 * with settings of its own declares them beside its rule; the plain switches live here.
 */
export const featuresSchema = z
  .strictObject({
    garage: z
      .boolean()
      .optional()
      .describe(
        "Watchlist and My Garage. When omitted, on if the tenant's template turns it on (spec §1: on for a listed set of dealers or templates).",
      ),
    reserveOnline: reserveOnlineSettingsSchema,
    checkoutJourney: z.boolean().default(false).describe("Online purchase journey at /checkout-journey?car_id={slug}."),
    onlinePayment: onlinePaymentSchema,
    spinToWin: spinToWinSchema,
    subscriptionPricing: z
      .boolean()
      .default(false)
      .describe("Show subscription prices where a car has one above 0 (spec §4 price display)."),
    priceComparison: z.boolean().default(true).describe("Price comparison panel with market data on the vehicle page."),
    fuelCalculator: fuelCalculatorSettingsSchema,
    deliveryCalculator: deliveryCalculatorSettingsSchema,
    promoTile: promoTileSettingsSchema,
    tradeIn: tradeInSettingsSchema,
    gatedRoutes: z
      .array(z.enum(GATED_ROUTES))
      .default(["my-garage"])
      .describe("Routes that need a signed-in shopper; anonymous visitors are sent to /sign-in (spec §6)."),
  })
  .prefault({})
  .describe("Feature flags.");

export type Features = z.output<typeof featuresSchema>;
