import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { VisitSource } from "#lib/insights/visit-source.ts";
import { ACTIVE_STATUSES, RESERVATION_STATUSES } from "#lib/reservations/lifecycle.ts";
import { createdAt, isOneOf } from "./columns.ts";

/**
 * Reserve online: a deposit hold on one car. `pending` while the shopper is at the
 * checkout, `held` once the card is authorised (until `expires_at`), then captured (sold),
 * released (cancelled) or expired; `failed` when the checkout was never paid. The statuses and
 * what moves them: src/lib/reservations/lifecycle.ts; only the reservations store writes one. The
 * partial unique index is the rule "one active reservation per car": two shoppers cannot both hold it.
 */
export const reservations = pgTable(
  "reservations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenant: text("tenant").notNull(),
    /** What the shopper and the dealer quote: RSV-XXXX-XXXX. */
    reference: text("reference").notNull(),
    carId: text("car_id").notNull(),
    carName: text("car_name").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name"),
    email: text("email").notNull(),
    /** The verified phone (the session's), not what the form said. */
    phone: text("phone").notNull(),
    /** The client address that asked (IPv6 by its /64): one active reservation per address. */
    clientKey: text("client_key"),
    /** The shopper's key for this attempt: the same key from the same phone is this reservation again. */
    idempotencyKey: text("idempotency_key"),
    /** Where the shopper's visit came from (src/lib/insights/visit-source.ts), null when the page did not say. */
    source: jsonb("source").$type<VisitSource>(),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull(),
    status: text("status", { enum: RESERVATION_STATUSES }).notNull().default("pending"),
    provider: text("provider").notNull(),
    checkoutId: text("checkout_id"),
    /** The provider's hosted checkout page, so the shopper can go back to it while it is open. */
    checkoutUrl: text("checkout_url"),
    paymentId: text("payment_id"),
    /** pending: when the unpaid checkout lapses; held: when the hold ends (held_at + holdHours). */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    heldAt: timestamp("held_at", { withTimezone: true }),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    /** Why it ended (a declined card, "released by the dealer", "hold expired"). */
    note: text("note"),
    /** Money given back at the provider after a capture (every refund so far), and a bank's dispute. */
    refundedCents: integer("refunded_cents").notNull().default(0),
    refundedAt: timestamp("refunded_at", { withTimezone: true }),
    disputedAt: timestamp("disputed_at", { withTimezone: true }),
    disputeReason: text("dispute_reason"),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("reservations_one_active_per_car").on(t.tenant, t.carId).where(isOneOf(t.status, ACTIVE_STATUSES)),
    uniqueIndex("reservations_one_active_per_phone").on(t.tenant, t.phone).where(isOneOf(t.status, ACTIVE_STATUSES)),
    uniqueIndex("reservations_one_active_per_client")
      .on(t.tenant, t.clientKey)
      .where(isOneOf(t.status, ACTIVE_STATUSES)),
    uniqueIndex("reservations_tenant_reference").on(t.tenant, t.reference),
    uniqueIndex("reservations_idempotency_key")
      .on(t.tenant, t.phone, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
    index("reservations_due").on(t.status, t.expiresAt),
    index("reservations_payment").on(t.paymentId),
    check("reservations_status", isOneOf(t.status, RESERVATION_STATUSES)),
  ],
);
