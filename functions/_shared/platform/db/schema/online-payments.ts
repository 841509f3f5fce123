import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { ONLINE_PAYMENT_STATUSES } from "#lib/online-payments/lifecycle.ts";
import { createdAt, isOneOf } from "./columns.ts";

/**
 * Online payment: a shopper pays the dealer an amount against a reference (a balance, a
 * service invoice). `pending` while at the provider's checkout, `paid` once the money is taken,
 * `failed` while the last card tried was declined (another card may still pay it). The statuses
 * and what moves them: src/lib/online-payments/lifecycle.ts; only the online payments
 * store writes one.
 */
export const onlinePayments = pgTable(
  "online_payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenant: text("tenant").notNull(),
    /** What the shopper and the dealer quote: PAY-XXXX-XXXX. */
    receiptNumber: text("receipt_number").notNull(),
    purpose: text("purpose").notNull(),
    /** The shopper's invoice, stock or order number. */
    reference: text("reference").notNull(),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    status: text("status", { enum: ONLINE_PAYMENT_STATUSES }).notNull().default("pending"),
    provider: text("provider").notNull(),
    /** The browser's key for one submit: a double click gets the same payment back. */
    idempotencyKey: text("idempotency_key").notNull(),
    checkoutId: text("checkout_id"),
    checkoutUrl: text("checkout_url"),
    paymentId: text("payment_id"),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    note: text("note"),
    /**
     * Money given back at the provider (every refund so far, and when the latest was made), and a
     * bank's dispute: recorded facts, never a status (as on reservations).
     */
    refundedCents: integer("refunded_cents").notNull().default(0),
    refundedAt: timestamp("refunded_at", { withTimezone: true }),
    disputedAt: timestamp("disputed_at", { withTimezone: true }),
    disputeReason: text("dispute_reason"),
    disputedCents: integer("disputed_cents"),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("online_payments_tenant_receipt").on(t.tenant, t.receiptNumber),
    uniqueIndex("online_payments_tenant_idempotency_key").on(t.tenant, t.idempotencyKey),
    // A refund or dispute names only the provider's payment: how it finds its online payment.
    index("online_payments_payment").on(t.paymentId),
    check("online_payments_status", isOneOf(t.status, ONLINE_PAYMENT_STATUSES)),
  ],
);
