import { z } from "zod";
import { PRICE_CHANGE_CONFIRM_PERCENT } from "./price-check.ts";

/** The console's stock desk (tenant.json `stock`): how far a price may move before it is asked about once more. */
export const stockSettingsSchema = z
  .strictObject({
    priceChangeConfirmPercent: z
      .number()
      .min(1)
      .max(100)
      .default(PRICE_CHANGE_CONFIRM_PERCENT)
      .describe(
        "A new price more than this percent away from the car's current one is asked about once more before it goes live in the console ($34,990 mistyped as $3,499, say).",
      ),
  })
  .prefault({})
  .describe("The console's stock desk: second looks at price changes.");
export type StockSettings = z.output<typeof stockSettingsSchema>;
