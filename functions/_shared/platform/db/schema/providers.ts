import { bigserial, index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt } from "./columns.ts";

/** What the local providers keep, standing in for the real ones offline. */

/** What the local SMS provider "sent": lets sign-in work offline and browser tests read the code. */
export const smsMessages = pgTable(
  "sms_messages",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    tenant: text("tenant").notNull(),
    phone: text("phone").notNull(),
    body: text("body").notNull(),
    provider: text("provider").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("sms_messages_tenant_phone").on(t.tenant, t.phone, t.id)],
);

/** The local payments provider's checkout sessions (it stands in for Stripe offline; never used in production). */
export const localPaymentCheckouts = pgTable("local_payment_checkouts", {
  checkoutId: text("checkout_id").primaryKey(),
  record: jsonb("record").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
