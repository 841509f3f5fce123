import { sql } from "drizzle-orm";
import {
  bigserial,
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

/**
 * Everything the functions write. Every row carries its tenant: one database serves many dealer
 * sites, and every query filters by tenant. Timestamps are timestamptz (UTC in, UTC out).
 */

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

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

/** A lead as submitted. The idempotency key (from the client) makes a double submit one lead. */
export const leads = pgTable(
  "leads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenant: text("tenant").notNull(),
    idempotencyKey: text("idempotency_key").notNull(),
    kind: text("kind").notNull(),
    formType: text("form_type").notNull(),
    category: text("category"),
    contactId: uuid("contact_id").references(() => contacts.id),
    firstName: text("first_name").notNull(),
    lastName: text("last_name"),
    email: text("email"),
    phone: text("phone"),
    postcode: text("postcode"),
    comments: text("comments"),
    carId: text("car_id"),
    car: jsonb("car"),
    locationId: text("location_id"),
    dealershipId: text("dealership_id"),
    optIn: boolean("opt_in").notNull(),
    details: jsonb("details").notNull().default({}),
    pageUrl: text("page_url"),
    analytics: jsonb("analytics").notNull().default({}),
    /** Why the lead was kept back from the CRM (a filled honeypot); null for a normal lead. Ops release it with `npm run outbox -- release`. */
    heldReason: text("held_reason"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("leads_tenant_idempotency_key").on(t.tenant, t.idempotencyKey),
    index("leads_tenant_created").on(t.tenant, t.createdAt),
  ],
);

const DELIVERY_STATUSES = ["pending", "delivered", "dead"] as const;

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

/** One-time sign-in codes: only a hash is stored; attempts count wrong guesses. */
export const verifications = pgTable(
  "verifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenant: text("tenant").notNull(),
    phone: text("phone").notNull(),
    codeHash: text("code_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    attempts: integer("attempts").notNull().default(0),
    consumedAt: timestamp("consumed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("verifications_tenant_phone").on(t.tenant, t.phone, t.createdAt)],
);

/** Fixed-window counters: one row per tenant, key and window start. */
export const rateLimits = pgTable(
  "rate_limits",
  {
    tenant: text("tenant").notNull(),
    key: text("key").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tenant, t.key, t.windowStart] })],
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

export const watchlistEntries = pgTable(
  "watchlist_entries",
  {
    tenant: text("tenant").notNull(),
    phone: text("phone").notNull(),
    carId: text("car_id").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.tenant, t.phone, t.carId] })],
);

export const analyticsEvents = pgTable(
  "analytics_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    tenant: text("tenant").notNull(),
    eventId: integer("event_id").notNull(),
    name: text("name").notNull(),
    payload: jsonb("payload").notNull().default({}),
    pageUrl: text("page_url"),
    createdAt: createdAt(),
  },
  (t) => [index("analytics_events_tenant_event").on(t.tenant, t.eventId, t.createdAt)],
);

/**
 * POST /api/miscellaneous and POST /api/trade-in/valuation: a trade-in valuation response kept
 * against a named column; `phone` is the signed-in shopper it is kept for (/my-garage), if any.
 */
export const valuationResponses = pgTable(
  "valuation_responses",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenant: text("tenant").notNull(),
    columnName: text("column_name").notNull(),
    response: jsonb("response").notNull(),
    phone: text("phone"),
    createdAt: createdAt(),
  },
  (t) => [index("valuation_responses_tenant_phone").on(t.tenant, t.phone, t.createdAt)],
);

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

/** POST /api/hooks/stock: one row per event id, so a repeated event is recognised and changes nothing. */
export const stockEvents = pgTable(
  "stock_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    tenant: text("tenant").notNull(),
    eventId: text("event_id").notNull(),
    feedChanged: boolean("feed_changed").notNull().default(false),
    /** The answer given the first time (applied and unknown cars), repeated for a duplicate. */
    summary: jsonb("summary").notNull().default({}),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("stock_events_tenant_event").on(t.tenant, t.eventId)],
);

/** One car's change from a stock event; stock-status and the next build fold them per car in order. */
export const stockChanges = pgTable(
  "stock_changes",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    tenant: text("tenant").notNull(),
    eventId: text("event_id").notNull(),
    carId: text("car_id").notNull(),
    change: jsonb("change").notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("stock_changes_tenant_received").on(t.tenant, t.receivedAt)],
);

/**
 * Issue 15 spin to win: one row per spin. The unique index is the rule "one spin per phone per
 * campaign": two spins at once cannot both be stored, whatever the functions do.
 */
export const spins = pgTable(
  "spins",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenant: text("tenant").notNull(),
    campaign: text("campaign").notNull(),
    /** The signed-in shopper's phone, as the session holds it (normalised, e.g. 0412345678). */
    phone: text("phone").notNull(),
    prizeId: text("prize_id").notNull(),
    prizeLabel: text("prize_label").notNull(),
    /** Null for a segment that wins nothing. */
    redemptionCode: text("redemption_code"),
    /** The lead that told the dealer, written in the same transaction. */
    leadId: uuid("lead_id").references(() => leads.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("spins_tenant_campaign_phone").on(t.tenant, t.campaign, t.phone),
    uniqueIndex("spins_tenant_redemption_code").on(t.tenant, t.redemptionCode),
  ],
);
