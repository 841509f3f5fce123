import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  doublePrecision,
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
import { ONLINE_PAYMENT_STATUSES } from "#lib/payments/online-payment-lifecycle.ts";
import { ACTIVE_STATUSES, RESERVATION_STATUSES } from "#lib/reservations/lifecycle.ts";
import { LEAD_EVENT_KINDS } from "#lib/leads/history.ts";
import { LEAD_STATUSES } from "#lib/leads/work.ts";
import { STAFF_ROLES } from "#lib/staff/roles.ts";
import type { ContentEdits } from "#lib/content/edits.ts";

/**
 * Everything the functions write. Every row carries its tenant: one database serves many dealer
 * sites, and every query filters by tenant. Timestamps are timestamptz (UTC in, UTC out).
 */

/** `<column> in ('a', 'b')`: a CHECK or an index's condition from a lifecycle's declared statuses. */
const isOneOf = (column: AnyPgColumn, values: readonly string[]) =>
  sql`${column} in (${sql.raw(values.map((value) => `'${value}'`).join(", "))})`;

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
    /** The opt-in box's words as the form showed them (whether ticked or not); null where the form showed none. */
    optInWording: text("opt_in_wording"),
    /** What the server checked itself (a valuation it made, a phone proven by a code): lines kept apart from the shopper's comments. */
    verified: jsonb("verified").$type<string[]>().notNull().default([]),
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
    index("leads_tenant_created_id").on(t.tenant, t.createdAt, t.id),
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
    /** An update of the lead (its booking moved or cancelled) rather than the lead itself; null for the lead. */
    eventId: uuid("event_id").references((): AnyPgColumn => leadEvents.id),
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

/**
 * A lead's history after it arrived (migration 0031): its booking moved, cancelled, or
 * on a day the yard has closed since. Written by the site in the change's own transaction, once
 * per `key`; the dealer's CRM hears of each as an update of the same lead (lead_deliveries.event_id).
 */
export const leadEvents = pgTable(
  "lead_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenant: text("tenant").notNull(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id),
    /** Makes a retried change a no-op: "booked", "cancel", "move:<new start>:<row version>"… */
    key: text("key").notNull(),
    kind: text("kind", { enum: LEAD_EVENT_KINDS }).notNull(),
    /** What happened, in words for the dealer: the console's history and the CRM's update say the same. */
    text: text("text").notNull(),
    /** The booking's time after the change (src/lib/leads/history.ts BookingTime). */
    details: jsonb("details").notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("lead_events_lead_key").on(t.leadId, t.key),
    check("lead_events_kind", isOneOf(t.kind, LEAD_EVENT_KINDS)),
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

/** §7 POST /api/miscellaneous: a valuation response sent by the browser, kept as sent against a named column. */
export const valuationResponses = pgTable("valuation_responses", {
  id: uuid("id").primaryKey().defaultRandom(),
  tenant: text("tenant").notNull(),
  columnName: text("column_name").notNull(),
  response: jsonb("response").notNull(),
  createdAt: createdAt(),
});

/**
 * POST /api/trade-in/valuation: the valuations we made, apart from browser-sent responses so only
 * the server can write a figure a lead carries; `phone` is the signed-in shopper it is
 * kept for (/my-garage, the online purchase journey), if any.
 */
export const tradeInValuations = pgTable(
  "trade_in_valuations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenant: text("tenant").notNull(),
    phone: text("phone"),
    valuation: jsonb("valuation").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("trade_in_valuations_tenant_phone").on(t.tenant, t.phone, t.createdAt)],
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

/**
 * The nonce of every signed call taken (the stock hook, the ops endpoints), kept until
 * its signature's window ends, so the same call sent again inside the window is refused. Later
 * the timestamp refuses it by itself, and the row is pruned.
 */
export const signedCallNonces = pgTable(
  "signed_call_nonces",
  {
    tenant: text("tenant").notNull(),
    nonce: text("nonce").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenant, t.nonce] }), index("signed_call_nonces_expires").on(t.expiresAt)],
);

/**
 * Spin to win: one row per spin. The unique index is the rule "one spin per phone per
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

/** POST /api/payments/webhook: one row per provider event id, so a replayed event changes nothing. */
export const paymentEvents = pgTable(
  "payment_events",
  {
    provider: text("provider").notNull(),
    eventId: text("event_id").notNull(),
    type: text("type").notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

/** The local payments provider's checkout sessions (it stands in for Stripe offline; never used in production). */
export const localPaymentCheckouts = pgTable("local_payment_checkouts", {
  checkoutId: text("checkout_id").primaryKey(),
  record: jsonb("record").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Online payment: a shopper pays the dealer an amount against a reference (a balance, a
 * service invoice). `pending` while at the provider's checkout, `paid` once the money is taken,
 * `failed` while the last card tried was declined (another card may still pay it). The statuses
 * and what moves them: src/lib/payments/online-payment-lifecycle.ts; only the online payments
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

/**
 * Online purchase: a signed-in shopper's progress through /checkout-journey for one car,
 * so it can be resumed (from /my-garage too). One open journey per shopper and car.
 */
export const checkoutJourneys = pgTable(
  "checkout_journeys",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenant: text("tenant").notNull(),
    phone: text("phone").notNull(),
    carId: text("car_id").notNull(),
    /** Each step's answer, by step name (src/lib/checkout-journey/journey.ts). */
    answers: jsonb("answers").notNull().default({}),
    /** The deposit hold placed at the last step. */
    reservationId: uuid("reservation_id").references(() => reservations.id),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("checkout_journeys_shopper_car").on(t.tenant, t.phone, t.carId)],
);

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

/** The editors' draft (offers ended early, holiday hours): one per dealer, until published. */
export const contentDrafts = pgTable("content_drafts", {
  tenant: text("tenant").primaryKey(),
  edits: jsonb("edits").$type<ContentEdits>().notNull(),
  updatedBy: text("updated_by").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Every published version of the editors' content; the newest is live. Never updated. */
export const contentVersions = pgTable(
  "content_versions",
  {
    tenant: text("tenant").notNull(),
    version: integer("version").notNull(),
    edits: jsonb("edits").$type<ContentEdits>().notNull(),
    publishedBy: text("published_by").notNull(),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
    /** Set when this version put an older one back. */
    restoredFrom: integer("restored_from"),
  },
  (t) => [primaryKey({ columns: [t.tenant, t.version] })],
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

/** The console's work on a lead (migration 0020); no row yet is a new, unanswered lead. */
export const leadWork = pgTable(
  "lead_work",
  {
    leadId: uuid("lead_id")
      .primaryKey()
      .references(() => leads.id),
    tenant: text("tenant").notNull(),
    status: text("status", { enum: LEAD_STATUSES }).notNull().default("new"),
    assigneeId: uuid("assignee_id").references(() => staff.id),
    /** The first move out of "new": when the shopper was answered, and by whom (a staff email). */
    firstResponseAt: timestamp("first_response_at", { withTimezone: true }),
    firstResponseBy: text("first_response_by"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("lead_work_tenant_status").on(t.tenant, t.status)],
);

/** Staff notes on a lead, only ever added. */
export const leadNotes = pgTable(
  "lead_notes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenant: text("tenant").notNull(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id),
    author: text("author").notNull(),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("lead_notes_lead").on(t.leadId, t.createdAt)],
);

/**
 * A shopper's alert (a saved car's price drop or return; new cars matching a saved
 * search), with the consent that allows it: the wording shown, its version, when, where and from
 * which address (Spam Act: consent the sender can prove). Email alerts start unconfirmed (double
 * opt-in); an ended alert is kept, with how it ended, so an unsubscribe is never undone by accident.
 */
export const alertSubscriptions = pgTable(
  "alert_subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenant: text("tenant").notNull(),
    kind: text("kind", { enum: ["car", "search"] }).notNull(),
    carId: text("car_id"),
    /** The saved search as the search page's query string ("?make=Toyota&price=:35000"). */
    search: text("search"),
    channel: text("channel", { enum: ["email", "sms"] }).notNull(),
    /** A lower-case email address, or an Australian mobile as 04xxxxxxxx. */
    recipient: text("recipient").notNull(),
    frequency: text("frequency", { enum: ["instant", "daily", "weekly"] }).notNull(),
    status: text("status", { enum: ["unconfirmed", "active", "ended"] })
      .notNull()
      .default("unconfirmed"),
    consent: jsonb("consent").notNull(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    endedAt: timestamp("ended_at", { withTimezone: true }),
    endedHow: text("ended_how"),
    lastAlertAt: timestamp("last_alert_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("alert_subscriptions_one_live")
      .on(t.tenant, t.kind, sql`coalesce(${t.carId}, '')`, sql`coalesce(${t.search}, '')`, t.channel, t.recipient)
      .where(sql`${t.status} <> 'ended'`),
    index("alert_subscriptions_recipient").on(t.tenant, t.recipient),
    index("alert_subscriptions_car").on(t.tenant, t.carId).where(sql`${t.status} = 'active'`),
    check("alert_subscriptions_kind", sql`${t.kind} in ('car', 'search')`),
    check("alert_subscriptions_channel", sql`${t.channel} in ('email', 'sms')`),
    check("alert_subscriptions_status", sql`${t.status} in ('unconfirmed', 'active', 'ended')`),
    check("alert_subscriptions_frequency", sql`${t.frequency} in ('instant', 'daily', 'weekly')`),
  ],
);

/**
 * News for alerts that builds make (a new feed added a car, or lowered a price): the
 * cars become visible when the build is live, so the news is written then. Stock-journal news
 * (the hook, the console, reservations) is read from stock_changes itself.
 */
export const alertInputs = pgTable(
  "alert_inputs",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    tenant: text("tenant").notNull(),
    carId: text("car_id").notNull(),
    what: text("what", { enum: ["arrived", "price_drop"] }).notNull(),
    fromPrice: doublePrecision("from_price"),
    toPrice: doublePrecision("to_price"),
    createdAt: createdAt(),
  },
  (t) => [
    index("alert_inputs_tenant_id").on(t.tenant, t.id),
    check("alert_inputs_what", sql`${t.what} in ('arrived', 'price_drop')`),
  ],
);

/** How far each dealer's alert run has read the stock journal and the build news (one run at a time holds the row). */
export const alertCursors = pgTable("alert_cursors", {
  tenant: text("tenant").primaryKey(),
  lastChangeId: bigint("last_change_id", { mode: "number" }).notNull(),
  lastInputId: bigint("last_input_id", { mode: "number" }).notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** News waiting for a daily or weekly digest (one row per subscription and cause). */
export const alertPending = pgTable(
  "alert_pending",
  {
    subscriptionId: uuid("subscription_id")
      .notNull()
      .references(() => alertSubscriptions.id, { onDelete: "cascade" }),
    eventKey: text("event_key").notNull(),
    event: jsonb("event").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ name: "alert_pending_pk", columns: [t.subscriptionId, t.eventKey] })],
);

/**
 * Who has a lead: given by rule (`assigned_by` "rule") or by a staff member (their email).
 * Apart from lead_work, which holds only a lead's answer (an unanswered lead has none).
 */
export const leadAssignments = pgTable(
  "lead_assignments",
  {
    leadId: uuid("lead_id")
      .primaryKey()
      .references(() => leads.id),
    tenant: text("tenant").notNull(),
    staffId: uuid("staff_id").references(() => staff.id),
    assignedAt: timestamp("assigned_at", { withTimezone: true }).notNull().defaultNow(),
    assignedBy: text("assigned_by").notNull(),
    /** When the overdue email went to the assignee and the owners (once). */
    overdueNotifiedAt: timestamp("overdue_notified_at", { withTimezone: true }),
    /** The assignee last told the lead is theirs (migration 0032): a lead handed on tells its new owner, once. */
    notifiedStaffId: uuid("notified_staff_id").references(() => staff.id),
  },
  (t) => [
    index("lead_assignments_staff").on(t.tenant, t.staffId, t.assignedAt),
    // The assignees not told yet, for tellAssignees' claim.
    index("lead_assignments_untold")
      .on(t.tenant, t.assignedAt)
      .where(sql`${t.staffId} is not null and ${t.notifiedStaffId} is distinct from ${t.staffId}`),
  ],
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
