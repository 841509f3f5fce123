import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { DELIVERY_STATUSES, createdAt } from "./columns.ts";

/**
 * A push of changed cars to one syndication destination (a webhook, Meta's catalog),
 * through the same outbox rules as lead deliveries. While unclaimed, later changes join it
 * (car_ids grows), so a burst of changes is one push; what is sent is read when it is sent.
 */
export const stockPushes = pgTable(
  "stock_pushes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenant: text("tenant").notNull(),
    destination: text("destination").notNull(),
    /** The destination's settings when the change came (env-var names, never secrets). */
    target: jsonb("target").notNull(),
    carIds: jsonb("car_ids").$type<string[]>().notNull(),
    status: text("status", { enum: DELIVERY_STATUSES }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    maxAttempts: integer("max_attempts").notNull(),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** Set when a worker first takes it: from then on later changes start a new push. */
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
    lastError: text("last_error"),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("stock_pushes_due").on(t.status, t.nextAttemptAt),
    uniqueIndex("stock_pushes_open")
      .on(t.tenant, t.destination)
      .where(sql`${t.claimedAt} is null and ${t.status} = 'pending'`),
    check("stock_pushes_status", sql`${t.status} in ('pending', 'delivered', 'dead')`),
  ],
);
