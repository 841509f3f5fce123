import { sql } from "drizzle-orm";
import { type AnyPgColumn, timestamp } from "drizzle-orm/pg-core";

/** What several domains' tables share: the CHECK helper, `created_at` and the outbox statuses. */

/** `<column> in ('a', 'b')`: a CHECK or an index's condition from a lifecycle's declared statuses. */
export const isOneOf = (column: AnyPgColumn, values: readonly string[]) =>
  sql`${column} in (${sql.raw(values.map((value) => `'${value}'`).join(", "))})`;

export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/** An outbox row's statuses (lead deliveries, stock pushes; shopper messages add "skipped"). */
export const DELIVERY_STATUSES = ["pending", "delivered", "dead"] as const;
