import { z } from "zod";
import type { PricePoint } from "../pricing/price-history.ts";
import { identifier, numeric } from "./coerce.ts";

const point = z.object({
  // null: the car was listed without a price (price on request) from that day.
  price: z.union([z.null(), numeric(z.number({ error: "expected a number or null" }).min(0, "must not be negative"))]),
  from: z
    .string({ error: "expected a date such as 2026-09-01" })
    .refine((text) => !Number.isNaN(Date.parse(text)), { message: "expected a date such as 2026-09-01" })
    .transform((text) => new Date(text).toISOString()),
});

/**
 * `feed/prices.json` (optional): the prices a dealer's cars had before Forecourt saw them, from its
 * stock system or its previous website, one record per car (`id` is the car's id) with its prices
 * and the day each began. With it a dealer's genuine was-prices show from its first build instead
 * of 28 days after (src/lib/pricing/price-history.ts); prices Forecourt records itself come after.
 */
export const priceHistorySchema = z.object({
  id: identifier(),
  prices: z.array(point).min(1, "list at least one price"),
});

export type PriceHistoryRecord = z.output<typeof priceHistorySchema>;

/** The records as histories by car id. */
export function importedHistories(records: readonly PriceHistoryRecord[]): Map<string, PricePoint[]> {
  return new Map(
    records.map((record) => [record.id, record.prices.map((entry) => ({ price: entry.price, at: entry.from }))]),
  );
}
