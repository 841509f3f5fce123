import { pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { createdAt } from "./columns.ts";

export const watchlistEntries = pgTable(
  "watchlist_entries",
  {
    tenant: text("tenant").notNull(),
    phone: text("phone").notNull(),
    carId: text("car_id").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.tenant, t.phone, t.carId] })],
);
