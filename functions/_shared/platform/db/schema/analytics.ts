import {
  bigint,
  bigserial,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt } from "./columns.ts";
import { leads } from "./leads.ts";

/** A shopper's actions reported by the page (§7 events), one row each; car-page views are counted instead. */
export const analyticsEvents = pgTable(
  "analytics_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    tenant: text("tenant").notNull(),
    eventId: integer("event_id").notNull(),
    name: text("name").notNull(),
    payload: jsonb("payload").notNull().default({}),
    pageUrl: text("page_url"),
    createdAt: createdAt(),
  },
  (t) => [index("analytics_events_tenant_event").on(t.tenant, t.eventId, t.createdAt)],
);

/**
 * Car-page views, one row per car per day in the dealer's zone, counted up as views arrive: 1,000
 * dealers × 5,000 views a day would be 5 million rows a day as events, and is at most one per car
 * and day here. No address, no device, no cookie: only how many.
 */
export const carViewsDaily = pgTable(
  "car_views_daily",
  {
    tenant: text("tenant").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    carId: text("car_id").notNull(),
    views: integer("views").notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenant, t.day, t.carId] })],
);

/**
 * Each car's views summed over closed days (`from_day` to `through_day`, all before yesterday in the
 * dealer's zone, which no view is counted into any more), counted once for the periods Insights
 * asks for so a request reads one row a car instead of one a car and day. A window is complete
 * when its row here exists; its cars' sums are in car_views_window_cars.
 */
export const carViewsWindows = pgTable(
  "car_views_windows",
  {
    tenant: text("tenant").notNull(),
    fromDay: date("from_day", { mode: "string" }).notNull(),
    throughDay: date("through_day", { mode: "string" }).notNull(),
    countedAt: timestamp("counted_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenant, t.fromDay, t.throughDay] })],
);

export const carViewsWindowCars = pgTable(
  "car_views_window_cars",
  {
    tenant: text("tenant").notNull(),
    fromDay: date("from_day", { mode: "string" }).notNull(),
    throughDay: date("through_day", { mode: "string" }).notNull(),
    carId: text("car_id").notNull(),
    views: integer("views").notNull(),
  },
  (t) => [
    primaryKey({ name: "car_views_window_cars_pk", columns: [t.tenant, t.fromDay, t.throughDay, t.carId] }),
    foreignKey({
      name: "car_views_window_cars_window_fk",
      columns: [t.tenant, t.fromDay, t.throughDay],
      foreignColumns: [carViewsWindows.tenant, carViewsWindows.fromDay, carViewsWindows.throughDay],
    }).onDelete("cascade"),
  ],
);

/**
 * Each assigned lead's response clock as Insights counts it (src/lib/leads/response-clock.ts), kept
 * so a period's figures are one query rather than opening-hours minutes counted per lead per
 * request. Counted for the lead's first response as `answered_at` says (null: unanswered then);
 * once lead_work's first response differs, the clock is counted again.
 */
export const leadResponseClocks = pgTable("lead_response_clocks", {
  leadId: uuid("lead_id")
    .primaryKey()
    .references(() => leads.id, { onDelete: "cascade" }),
  tenant: text("tenant").notNull(),
  answeredAt: timestamp("answered_at", { withTimezone: true }),
  /** When the shopper was promised an answer; null: no promise was made. */
  dueAt: timestamp("due_at", { withTimezone: true }),
  /** Opening-hours minutes from arrival to `answered_at` (0 while unanswered). */
  openMinutes: integer("open_minutes").notNull(),
});

/**
 * A dealer's leads per day in its zone (`lead_counts_tenants.time_zone`), car, kind and source
 * (the visit's class), kept by a trigger on leads in the lead's own transaction (migration 0037), so
 * Insights sums a period's enquiries from these rows instead of scanning the leads. Unique over
 * (tenant, day, car_id, kind, source) with nulls equal: a lead may name no car or no source.
 */
export const leadCountsDaily = pgTable("lead_counts_daily", {
  tenant: text("tenant").notNull(),
  day: date("day", { mode: "string" }).notNull(),
  carId: text("car_id"),
  kind: text("kind").notNull(),
  source: text("source"),
  leads: integer("leads").notNull(),
});

/**
 * The dealers whose leads are counted per day, the zone their days are in, and a version raised
 * whenever a day before yesterday changes (a lead written or removed with an old date, a recount),
 * so a reader may keep a period's closed days' sums while it stands.
 */
export const leadCountsTenants = pgTable("lead_counts_tenants", {
  tenant: text("tenant").primaryKey(),
  timeZone: text("time_zone").notNull(),
  version: bigint("version", { mode: "number" }).notNull().default(0),
  countedAt: timestamp("counted_at", { withTimezone: true }).notNull(),
});

/**
 * A version per dealer, raised by every statement that writes lead_work (triggers, migration 0037):
 * a response table counted under a version stands while the version does.
 */
export const leadWorkVersions = pgTable("lead_work_versions", {
  tenant: text("tenant").primaryKey(),
  version: bigint("version", { mode: "number" }).notNull().default(0),
});

/** The same views by where the visit came from (src/lib/insights/visit-source.ts), one row per class and day. */
export const sourceViewsDaily = pgTable(
  "source_views_daily",
  {
    tenant: text("tenant").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    source: text("source").notNull(),
    views: integer("views").notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenant, t.day, t.source] })],
);

/**
 * Every car the dealer has had in stock, from the first time any feed, hook or console showed it:
 * its days in stock count from `first_seen_at` and no rebuild resets them. `gone_at`: when it left
 * the feed or was sold (cleared if it comes back).
 */
export const stockLedger = pgTable(
  "stock_ledger",
  {
    tenant: text("tenant").notNull(),
    carId: text("car_id").notNull(),
    firstSeenAt: timestamp("first_seen_at", { withTimezone: true }).notNull(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull(),
    goneAt: timestamp("gone_at", { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.tenant, t.carId] })],
);

/**
 * Every price a car has been advertised at, with when and who set it (feed, hook, console): what
 * a was-price must rest on (the ACCC: the higher price was charged for a reasonable period).
 */
export const priceHistory = pgTable(
  "price_history",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    tenant: text("tenant").notNull(),
    carId: text("car_id").notNull(),
    /** Whole dollars; null: no price shown (POA). */
    price: integer("price"),
    source: text("source", { enum: ["feed", "hook", "console"] }).notNull(),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("price_history_tenant_car").on(t.tenant, t.carId, t.changedAt)],
);

/** The weekly summaries sent: one per owner per week (its Monday's date), claimed before sending. */
export const weeklySummaries = pgTable(
  "weekly_summaries",
  {
    tenant: text("tenant").notNull(),
    staffId: text("staff_id").notNull(),
    week: date("week", { mode: "string" }).notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenant, t.staffId, t.week] })],
);
