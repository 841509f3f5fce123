import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { DELIVERY_STATUSES, createdAt } from "./columns.ts";
import { leadEvents, leads } from "./leads.ts";

/** The lead outbox (platform/outbox): one delivery per lead and destination. */

/** The outbox: one row per lead and destination, written in the lead's transaction. */
export const leadDeliveries = pgTable(
  "lead_deliveries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenant: text("tenant").notNull(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id),
    destination: text("destination").notNull(),
    kind: text("kind").notNull(),
    target: jsonb("target").notNull(),
    idempotencyKey: text("idempotency_key").notNull(),
    /** An update of the lead (its booking moved or cancelled) rather than the lead itself; null for the lead. */
    eventId: uuid("event_id").references(() => leadEvents.id),
    status: text("status", { enum: DELIVERY_STATUSES }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("lead_deliveries_tenant_idempotency_key").on(t.tenant, t.idempotencyKey),
    index("lead_deliveries_due").on(t.status, t.nextAttemptAt),
    index("lead_deliveries_lead").on(t.leadId),
    check("lead_deliveries_status", sql`${t.status} in ('pending', 'delivered', 'dead')`),
  ],
);
