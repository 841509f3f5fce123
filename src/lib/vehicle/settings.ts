import { z } from "zod";
import { FUEL_PRICE_PER_LITRE, KM_PER_YEAR } from "./fuel-cost.ts";
import { FEATURES_VISIBLE, KEY_INFORMATION_VISIBLE } from "./key-information.ts";
import { STICKY_BAR_AFTER_PX, STICKY_HEADER_AFTER_PX } from "./sticky.ts";

/** The vehicle detail page: its tabs, actions and sticky bars (tenant.json `vehiclePage`), and its fuel calculator. */

export const vehiclePageSettingsSchema = z
  .strictObject({
    tabs: z
      .array(
        z.enum([
          "dealer-comments",
          "whats-included",
          "why-buy-from-us",
          "reserve-online",
          "protect-your-car",
          "features",
        ]),
      )
      .default(["dealer-comments", "whats-included", "why-buy-from-us", "reserve-online", "features"])
      .describe("Tabs on the vehicle page, in order. 'reserve-online' shows only when reserve online is on."),
    whatsIncluded: z
      .array(z.string().min(1))
      .default([
        "Independent vehicle history check",
        "Roadworthy or safety certificate where required",
        "Full detail before delivery",
        "A full tank of fuel",
      ])
      .describe("Points of the What's Included tab."),
    whyBuyFromUs: z
      .array(z.string().min(1))
      .default([
        "Family owned and locally operated",
        "Finance and trade-ins arranged on site",
        "7-day, 500 km change-of-mind promise on used cars",
        "Servicing by factory-trained technicians",
      ])
      .describe("Points of the Why Buy From Us? tab."),
    protectYourCar: z
      .string()
      .default(
        "Keep your car looking new with paint and interior protection, tinting and extended warranty. Ask us for a quote when you enquire.",
      )
      .describe("Text of the Protect Your Car tab."),
    keyInformationVisible: z
      .number()
      .int()
      .min(1)
      .max(20)
      .default(KEY_INFORMATION_VISIBLE)
      .describe("Key information items shown before 'Show more' (spec: 4)."),
    featuresVisible: z
      .number()
      .int()
      .min(1)
      .max(50)
      .default(FEATURES_VISIBLE)
      .describe("Features shown before 'Show All' (spec: 8)."),
    actions: z
      .array(z.enum(["enquire", "test-drive", "reserve", "finance", "trade-in"]))
      .default(["enquire", "test-drive", "reserve", "finance", "trade-in"])
      .describe(
        "Action buttons in the sidebar, in order; 'reserve' needs reserve online, 'trade-in' needs trade-in on.",
      ),
    stickyHeaderAfterPx: z
      .number()
      .int()
      .min(0)
      .default(STICKY_HEADER_AFTER_PX)
      .describe("Scroll distance after which the sticky header shows (spec: 500)."),
    stickyBarAfterPx: z
      .number()
      .int()
      .min(0)
      .default(STICKY_BAR_AFTER_PX)
      .describe("Scroll distance after which the small-screen sticky bar shows (spec: 900)."),
  })
  .prefault({})
  .describe("Vehicle detail page.");

export type VehiclePageSettings = z.output<typeof vehiclePageSettingsSchema>;

/** tenant.json `features.fuelCalculator`: the calculator's starting figures. */
export const fuelCalculatorSettingsSchema = z
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
  .describe("Fuel calculator.");

export type FuelCalculatorSettings = z.output<typeof fuelCalculatorSettingsSchema>;
