/**
 * Everything the functions write. Every row carries its tenant: one database serves many dealer
 * sites, and every query filters by tenant. Timestamps are timestamptz (UTC in, UTC out).
 *
 * This index re-exports every table; each is declared in its domain's file in schema/ (platform
 * tables in the file of their platform folder), so importers and drizzle-kit read one module.
 */

// Platform: shoppers' sign-in, limits, the lead outbox, messages' queue, local providers.
export * from "./schema/auth.ts";
export * from "./schema/limits.ts";
export * from "./schema/outbox.ts";
export * from "./schema/messages.ts";
export * from "./schema/providers.ts";
// Domains, named as the folders of functions/_shared.
export * from "./schema/leads.ts";
export * from "./schema/appointments.ts";
export * from "./schema/reservations.ts";
export * from "./schema/online-payments.ts";
export * from "./schema/payment-events.ts";
export * from "./schema/checkout.ts";
export * from "./schema/trade-in.ts";
export * from "./schema/alerts.ts";
export * from "./schema/watchlist.ts";
export * from "./schema/spin-to-win.ts";
export * from "./schema/stock.ts";
export * from "./schema/syndication.ts";
export * from "./schema/content.ts";
export * from "./schema/staff.ts";
export * from "./schema/analytics.ts";
