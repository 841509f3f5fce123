import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { STAFF_ROLES } from "#lib/staff/roles.ts";
import { createdAt, isOneOf } from "./columns.ts";

/** A dealer's staff: who they are, how they sign in, their devices, and what they did. */

/**
 * A dealer's staff, per tenant, by lowercased email. Removing someone keeps the row (the
 * audit log names them) and sets removed_at; only one live row per address and dealer.
 */
export const staff = pgTable(
  "staff",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenant: text("tenant").notNull(),
    email: text("email").notNull(),
    role: text("role").notNull(),
    /** "ops" (the terminal) or the inviting staff member's email. */
    invitedBy: text("invited_by").notNull(),
    createdAt: createdAt(),
    removedAt: timestamp("removed_at", { withTimezone: true }),
    /** The yards whose leads this salesperson takes; none: every yard. */
    locationIds: jsonb("location_ids").$type<string[]>().notNull().default([]),
    /** On duty for new leads (round robin skips those who are not). */
    takingLeads: boolean("taking_leads").notNull().default(true),
    /** An owner's Monday email of the week's figures (insights.weeklySummary); each owner may turn it off. */
    weeklySummary: boolean("weekly_summary").notNull().default(true),
  },
  (t) => [
    uniqueIndex("staff_tenant_email_live").on(t.tenant, t.email).where(sql`${t.removedAt} is null`),
    check("staff_role", isOneOf(t.role, STAFF_ROLES)),
    check("staff_email_lowercase", sql`${t.email} = lower(${t.email})`),
  ],
);

/** Emailed sign-in links: only the token's hash, good once (used_at) until expires_at. */
export const staffSignInLinks = pgTable(
  "staff_sign_in_links",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenant: text("tenant").notNull(),
    staffId: uuid("staff_id")
      .notNull()
      .references(() => staff.id),
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("staff_sign_in_links_staff").on(t.staffId)],
);

/** Signed-in staff: the cookie's token hashed (SHA-256) is the id; lifetimes in src/lib/staff/lifetimes.ts. */
export const staffSessions = pgTable(
  "staff_sessions",
  {
    id: text("id").primaryKey(),
    tenant: text("tenant").notNull(),
    staffId: uuid("staff_id")
      .notNull()
      .references(() => staff.id),
    createdAt: createdAt(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [index("staff_sessions_staff").on(t.staffId)],
);

/** A staff member's passkeys (WebAuthn): the credential's id and public key, never a secret. */
export const staffPasskeys = pgTable(
  "staff_passkeys",
  {
    /** The credential's id, base64url, as the authenticator gives it at every sign-in. */
    id: text("id").primaryKey(),
    tenant: text("tenant").notNull(),
    staffId: uuid("staff_id")
      .notNull()
      .references(() => staff.id),
    /** The COSE public key, base64url. */
    publicKey: text("public_key").notNull(),
    /** The authenticator's signature counter (many passkeys keep it at 0). */
    counter: bigint("counter", { mode: "number" }).notNull().default(0),
    transports: jsonb("transports").$type<string[]>().notNull().default([]),
    /** What the staff member sees it as ("Passkey added 28 Nov 2026"). */
    name: text("name").notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
  },
  (t) => [index("staff_passkeys_staff").on(t.staffId)],
);

/** Answered passkey challenges, until they expire: each answer counts once. */
export const staffPasskeyChallengesUsed = pgTable(
  "staff_passkey_challenges_used",
  {
    nonce: text("nonce").primaryKey(),
    tenant: text("tenant").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("staff_passkey_challenges_used_expires").on(t.expiresAt)],
);

/** A device on which a staff member allowed the console's notifications: a Web Push subscription (RFC 8030). */
export const staffPushSubscriptions = pgTable(
  "staff_push_subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenant: text("tenant").notNull(),
    staffId: uuid("staff_id")
      .notNull()
      .references(() => staff.id),
    /** The push service's address for this device; a device belongs to whoever signed in on it last. */
    endpoint: text("endpoint").notNull(),
    /** The device's P-256 public key and auth secret (base64url), which encrypt each message (RFC 8291). */
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    /** The console session that turned them on: signing out there stops this device's notifications. */
    sessionId: text("session_id"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("staff_push_subscriptions_endpoint").on(t.endpoint),
    index("staff_push_subscriptions_staff").on(t.tenant, t.staffId),
  ],
);

/** Who did what to whom in the console, with the row before and after; never updated or deleted. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    tenant: text("tenant").notNull(),
    /** A staff member's email, or "ops" for the signed terminal calls. */
    actor: text("actor").notNull(),
    action: text("action").notNull(),
    subject: text("subject").notNull(),
    before: jsonb("before"),
    after: jsonb("after"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    ip: text("ip"),
  },
  (t) => [index("audit_log_tenant_at").on(t.tenant, t.at)],
);
