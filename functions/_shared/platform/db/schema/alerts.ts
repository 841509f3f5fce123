import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  check,
  doublePrecision,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt } from "./columns.ts";

/**
 * A shopper's alert (a saved car's price drop or return; new cars matching a saved
 * search), with the consent that allows it: the wording shown, its version, when, where and from
 * which address (Spam Act: consent the sender can prove). Email alerts start unconfirmed (double
 * opt-in); an ended alert is kept, with how it ended, so an unsubscribe is never undone by accident.
 */
export const alertSubscriptions = pgTable(
  "alert_subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenant: text("tenant").notNull(),
    kind: text("kind", { enum: ["car", "search"] }).notNull(),
    carId: text("car_id"),
    /** The saved search as the search page's query string ("?make=Toyota&price=:35000"). */
    search: text("search"),
    channel: text("channel", { enum: ["email", "sms"] }).notNull(),
    /** A lower-case email address, or an Australian mobile as 04xxxxxxxx. */
    recipient: text("recipient").notNull(),
    frequency: text("frequency", { enum: ["instant", "daily", "weekly"] }).notNull(),
    status: text("status", { enum: ["unconfirmed", "active", "ended"] })
      .notNull()
      .default("unconfirmed"),
    consent: jsonb("consent").notNull(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    endedAt: timestamp("ended_at", { withTimezone: true }),
    endedHow: text("ended_how"),
    lastAlertAt: timestamp("last_alert_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("alert_subscriptions_one_live")
      .on(t.tenant, t.kind, sql`coalesce(${t.carId}, '')`, sql`coalesce(${t.search}, '')`, t.channel, t.recipient)
      .where(sql`${t.status} <> 'ended'`),
    index("alert_subscriptions_recipient").on(t.tenant, t.recipient),
    index("alert_subscriptions_car").on(t.tenant, t.carId).where(sql`${t.status} = 'active'`),
    check("alert_subscriptions_kind", sql`${t.kind} in ('car', 'search')`),
    check("alert_subscriptions_channel", sql`${t.channel} in ('email', 'sms')`),
    check("alert_subscriptions_status", sql`${t.status} in ('unconfirmed', 'active', 'ended')`),
    check("alert_subscriptions_frequency", sql`${t.frequency} in ('instant', 'daily', 'weekly')`),
  ],
);

/**
 * News for alerts that builds make (a new feed added a car, or lowered a price): the
 * cars become visible when the build is live, so the news is written then. Stock-journal news
 * (the hook, the console, reservations) is read from stock_changes itself.
 */
export const alertInputs = pgTable(
  "alert_inputs",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    tenant: text("tenant").notNull(),
    carId: text("car_id").notNull(),
    what: text("what", { enum: ["arrived", "price_drop"] }).notNull(),
    fromPrice: doublePrecision("from_price"),
    toPrice: doublePrecision("to_price"),
    createdAt: createdAt(),
  },
  (t) => [
    index("alert_inputs_tenant_id").on(t.tenant, t.id),
    check("alert_inputs_what", sql`${t.what} in ('arrived', 'price_drop')`),
  ],
);

/** How far each dealer's alert run has read the stock journal and the build news (one run at a time holds the row). */
export const alertCursors = pgTable("alert_cursors", {
  tenant: text("tenant").primaryKey(),
  lastChangeId: bigint("last_change_id", { mode: "number" }).notNull(),
  lastInputId: bigint("last_input_id", { mode: "number" }).notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** News waiting for a daily or weekly digest (one row per subscription and cause). */
export const alertPending = pgTable(
  "alert_pending",
  {
    subscriptionId: uuid("subscription_id")
      .notNull()
      .references(() => alertSubscriptions.id, { onDelete: "cascade" }),
    eventKey: text("event_key").notNull(),
    event: jsonb("event").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ name: "alert_pending_pk", columns: [t.subscriptionId, t.eventKey] })],
);
