import { index, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { createdAt } from "./columns.ts";

/** §7 POST /api/miscellaneous: a valuation response sent by the browser, kept as sent against a named column. */
export const valuationResponses = pgTable("valuation_responses", {
  id: uuid("id").primaryKey().defaultRandom(),
  tenant: text("tenant").notNull(),
  columnName: text("column_name").notNull(),
  response: jsonb("response").notNull(),
  createdAt: createdAt(),
});

/**
 * POST /api/trade-in/valuation: the valuations we made, apart from browser-sent responses so only
 * the server can write a figure a lead carries; `phone` is the signed-in shopper it is
 * kept for (/my-garage, the online purchase journey), if any.
 */
export const tradeInValuations = pgTable(
  "trade_in_valuations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenant: text("tenant").notNull(),
    phone: text("phone"),
    valuation: jsonb("valuation").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("trade_in_valuations_tenant_phone").on(t.tenant, t.phone, t.createdAt)],
);
