import { index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/** What refuses too much or the same again: rate-limit windows and the nonces of signed calls. */

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
