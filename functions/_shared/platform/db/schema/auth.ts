import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt } from "./columns.ts";

/** Shoppers signed in by an SMS code: who they are (by phone), their codes and sessions. */

/** A shopper known by phone, per tenant; verified once they have signed in with an SMS code. */
export const contacts = pgTable(
  "contacts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenant: text("tenant").notNull(),
    phone: text("phone").notNull(),
    firstName: text("first_name"),
    lastName: text("last_name"),
    email: text("email"),
    verifiedAt: timestamp("verified_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("contacts_tenant_phone").on(t.tenant, t.phone)],
);

/** One-time sign-in codes: only a hash is stored; attempts count wrong guesses. */
export const verifications = pgTable(
  "verifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenant: text("tenant").notNull(),
    phone: text("phone").notNull(),
    codeHash: text("code_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** The client address that asked for the code (IPv6 by its /64); null on codes from before migration 0010. */
    clientKey: text("client_key"),
    /** Wrong guesses from that address, and from all other addresses together: each has its own share. */
    attempts: integer("attempts").notNull().default(0),
    otherAttempts: integer("other_attempts").notNull().default(0),
    consumedAt: timestamp("consumed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("verifications_tenant_phone").on(t.tenant, t.phone, t.createdAt)],
);

/** Signed-in shoppers. The cookie carries a random token; only its SHA-256 is stored here. */
export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    tenant: text("tenant").notNull(),
    phone: text("phone").notNull(),
    contactId: uuid("contact_id").references(() => contacts.id),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("sessions_tenant_phone").on(t.tenant, t.phone)],
);
