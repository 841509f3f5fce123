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
import { DELIVERY_STATUSES, createdAt } from "./columns.ts";
import { leads } from "./leads.ts";

/** The messages to shoppers (platform/messages): their queue and the per-recipient cap. */

const SHOPPER_MESSAGE_STATUSES = [...DELIVERY_STATUSES, "skipped"] as const;

/**
 * Messages to shoppers (acknowledgements, receipts), queued in the transaction that
 * stores their lead and sent through the outbox's rules (lease, backoff, dead letters). The
 * composed message is kept (rendered when it is sent, so no request spends its time rendering), so
 * a retry sends exactly what was queued; the idempotency key (one per lead, purpose and channel)
 * makes a second queueing a no-op.
 */
export const shopperMessages = pgTable(
  "shopper_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenant: text("tenant").notNull(),
    leadId: uuid("lead_id").references(() => leads.id),
    idempotencyKey: text("idempotency_key").notNull(),
    channel: text("channel", { enum: ["email", "sms"] }).notNull(),
    purpose: text("purpose").notNull(),
    /** The email address or the phone (04xxxxxxxx). */
    recipient: text("recipient").notNull(),
    /** Email: { from, replyTo, email } (the composed message; older rows hold it rendered: subject, html, text); SMS: { body }. */
    content: jsonb("content").notNull(),
    /** Skipped: never sent, and never will be (over the recipient's cap, or no longer needed); last_error says why. */
    status: text("status", { enum: SHOPPER_MESSAGE_STATUSES }).notNull().default("pending"),
    /** Counted against the recipient's cap: to an address (or phone) that has not shown it is the shopper's. */
    capped: boolean("capped").notNull().default(true),
    attempts: integer("attempts").notNull().default(0),
    maxAttempts: integer("max_attempts").notNull(),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    providerMessageId: text("provider_message_id"),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("shopper_messages_tenant_idempotency_key").on(t.tenant, t.idempotencyKey),
    index("shopper_messages_due").on(t.status, t.nextAttemptAt),
    index("shopper_messages_lead").on(t.leadId),
    check("shopper_messages_status", sql`${t.status} in ('pending', 'delivered', 'dead', 'skipped')`),
    check("shopper_messages_channel", sql`${t.channel} in ('email', 'sms')`),
  ],
);

/**
 * Messages to recipients that have not shown they are the shopper's, per normalised address (or
 * phone) and day, across every dealer (src/lib/messages/recipient-cap.ts).
 */
export const recipientCounts = pgTable(
  "recipient_counts",
  {
    recipient: text("recipient").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.recipient, t.windowStart] })],
);
