import { bigserial, boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/** POST /api/hooks/stock: one row per event id, so a repeated event is recognised and changes nothing. */
export const stockEvents = pgTable(
  "stock_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    tenant: text("tenant").notNull(),
    eventId: text("event_id").notNull(),
    feedChanged: boolean("feed_changed").notNull().default(false),
    /** The answer given the first time (applied and unknown cars), repeated for a duplicate. */
    summary: jsonb("summary").notNull().default({}),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("stock_events_tenant_event").on(t.tenant, t.eventId)],
);

/** One car's change from a stock event; stock-status and the next build fold them per car in order. */
export const stockChanges = pgTable(
  "stock_changes",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    tenant: text("tenant").notNull(),
    eventId: text("event_id").notNull(),
    carId: text("car_id").notNull(),
    change: jsonb("change").notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("stock_changes_tenant_received").on(t.tenant, t.receivedAt)],
);
