import type { VisitSource } from "#lib/insights/visit-source.ts";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
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
 * A booked test drive or service (migration 0017). A booking takes one numbered place
 * of its slot: two shoppers racing for the last place cannot both insert it (appointments_slot_place),
 * and one car is in one test drive at a time (appointments_car_time).
 */
export const appointments = pgTable(
  "appointments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenant: text("tenant").notNull(),
    kind: text("kind", { enum: ["testDrive", "service"] }).notNull(),
    locationId: text("location_id").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    /** 1 to the slot's capacity. */
    place: integer("place").notNull(),
    carId: text("car_id"),
    /** The lead the booking was sent to the dealer as (the CRM, email, ADF path). */
    leadId: uuid("lead_id"),
    phone: text("phone").notNull(),
    email: text("email").notNull(),
    /** The client address that booked (IPv6 by its /64), for the per-address limit. */
    clientKey: text("client_key"),
    /** SHA-256 of the token in the shopper's move-or-cancel link; the token itself is never stored. */
    manageTokenHash: text("manage_token_hash").notNull(),
    status: text("status", { enum: ["booked", "cancelled"] })
      .notNull()
      .default("booked"),
    /** When the site found the booking's day closed since it was made, and told the shopper (migration 0026). */
    closedDayNoticedAt: timestamp("closed_day_noticed_at", { withTimezone: true }),
    /** The shopper asked to be texted reminders and changes, where the dealer offers it (migration 0026). */
    smsReminders: boolean("sms_reminders").notNull().default(false),
    /** Where the shopper's visit came from (src/lib/insights/visit-source.ts), null when the page did not say. */
    source: jsonb("source").$type<VisitSource>(),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("appointments_kind", sql`${t.kind} in ('testDrive', 'service')`),
    check("appointments_status", sql`${t.status} in ('booked', 'cancelled')`),
    check("appointments_place", sql`${t.place} >= 1`),
    uniqueIndex("appointments_slot_place")
      .on(t.tenant, t.kind, t.locationId, t.startsAt, t.place)
      .where(sql`${t.status} = 'booked'`),
    uniqueIndex("appointments_car_time")
      .on(t.tenant, t.carId, t.startsAt)
      .where(sql`${t.status} = 'booked' and ${t.carId} is not null`),
    index("appointments_day").on(t.tenant, t.kind, t.locationId, t.startsAt),
    uniqueIndex("appointments_manage_token").on(t.tenant, t.manageTokenHash),
  ],
);

/**
 * A move-or-cancel link sent later than the confirmation (a closed day, a move by staff, a
 * reminder), each its own token, stored as its SHA-256 only (migration 0033). It opens its booking
 * as the first link does, which keeps working too.
 */
export const appointmentLinks = pgTable(
  "appointment_links",
  {
    tenant: text("tenant").notNull(),
    tokenHash: text("token_hash").notNull(),
    appointmentId: uuid("appointment_id")
      .notNull()
      .references(() => appointments.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.tenant, t.tokenHash] })],
);
