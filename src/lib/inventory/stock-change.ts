import { z } from "zod";

/**
 * What one stock change may say about a car, checked where changes come in: the stock
 * hook and the journal the build reads. Apart from live-stock.ts, whose fold also runs in the
 * browser, so the page's JavaScript carries no zod.
 */
const dollars = z.number().min(0).max(100_000_000).nullable();

/** What one change may say about a car; every field is optional, but at least one is present. */
export const stockChangeFieldsSchema = z.strictObject({
  status: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z_]{1,30}$/, "must be a status such as in_stock, coming_soon or sold")
    .optional(),
  price: dollars.optional(),
  before_price: dollars.optional(),
  reserved: z.boolean().optional(),
  removed: z.literal(true).optional(),
});
export type StockChangeFields = z.output<typeof stockChangeFieldsSchema>;
