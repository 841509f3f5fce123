import { z } from "zod";
import { DEFAULT_DELIVERY_BANDS } from "./delivery.ts";

/** The delivery cost estimate on the vehicle page (tenant.json `features.deliveryCalculator`). */

const deliveryBandSchema = z.strictObject({
  upToKm: z.number().positive().describe("Upper distance of the band in km (great-circle from the dealer location)."),
  cost: z.number().min(0).describe("Delivery cost in dollars for this band."),
});

export const deliveryCalculatorSettingsSchema = z
  .strictObject({
    enabled: z.boolean().default(false).describe("Delivery cost estimate by postcode on the vehicle page."),
    bands: z
      .array(deliveryBandSchema)
      .default([...DEFAULT_DELIVERY_BANDS])
      .describe("Cost bands by distance, ascending; beyond the last band no estimate is given."),
  })
  .prefault({})
  .describe("Delivery calculator.");

export type DeliveryCalculatorSettings = z.output<typeof deliveryCalculatorSettingsSchema>;
