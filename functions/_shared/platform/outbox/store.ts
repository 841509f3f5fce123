import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { leadDeliveries } from "../db/schema.ts";
import { isDead, retryDelaySeconds } from "./backoff.ts";

export type Delivery = typeof leadDeliveries.$inferSelect;

/** While a worker holds a delivery no other worker takes it; after this it is presumed crashed. */
export const DELIVERY_LEASE_SECONDS = 120;

/**
 * Takes due deliveries for one worker: pending, due, not leased. SKIP LOCKED and pushing
 * next_attempt_at forward by the lease make concurrent workers (the scheduled run, a request's
 * immediate attempt) take disjoint rows, so a delivery is never sent twice at once.
 */
export async function claimDue(
  db: Db,
  options: { now?: Date; limit?: number; slug?: string; ids?: string[] } = {},
): Promise<Delivery[]> {
  const now = options.now ?? new Date();
  const leaseUntil = new Date(now.getTime() + DELIVERY_LEASE_SECONDS * 1000);
  const conditions = [
    eq(leadDeliveries.status, "pending"),
    sql`${leadDeliveries.nextAttemptAt} <= ${now.toISOString()}`,
  ];
  if (options.slug) conditions.push(eq(leadDeliveries.tenant, options.slug));
  if (options.ids) {
    if (options.ids.length === 0) return [];
    conditions.push(inArray(leadDeliveries.id, options.ids));
  }
  // One statement: the subquery locks the due rows it can (SKIP LOCKED), the update leases them.
  const due = db
    .select({ id: leadDeliveries.id })
    .from(leadDeliveries)
    .where(and(...conditions))
    .orderBy(asc(leadDeliveries.nextAttemptAt))
    .limit(options.limit ?? 50)
    .for("update", { skipLocked: true });
  return db
    .update(leadDeliveries)
    .set({ nextAttemptAt: leaseUntil, updatedAt: now })
    .where(inArray(leadDeliveries.id, due))
    .returning();
}

export async function markDelivered(db: Db, delivery: Delivery, now = new Date()): Promise<void> {
  await db
    .update(leadDeliveries)
    .set({ status: "delivered", attempts: delivery.attempts + 1, deliveredAt: now, lastError: null, updatedAt: now })
    .where(eq(leadDeliveries.id, delivery.id));
}

/** Records a failed attempt: back to pending with a later due time, or dead after the last attempt. */
export async function markFailed(
  db: Db,
  delivery: Delivery,
  error: string,
  maxAttempts: number,
  now = new Date(),
): Promise<"pending" | "dead"> {
  const attempts = delivery.attempts + 1;
  const status = isDead(attempts, maxAttempts) ? "dead" : "pending";
  const nextAttemptAt = new Date(now.getTime() + retryDelaySeconds(attempts) * 1000);
  await db
    .update(leadDeliveries)
    .set({ status, attempts, nextAttemptAt, lastError: error.slice(0, 2000), updatedAt: now })
    .where(eq(leadDeliveries.id, delivery.id));
  return status;
}

export async function listDeliveries(
  db: Db,
  options: { status?: Delivery["status"]; slug?: string; limit?: number } = {},
): Promise<Delivery[]> {
  const conditions = [];
  if (options.status) conditions.push(eq(leadDeliveries.status, options.status));
  if (options.slug) conditions.push(eq(leadDeliveries.tenant, options.slug));
  return db
    .select()
    .from(leadDeliveries)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(asc(leadDeliveries.createdAt))
    .limit(options.limit ?? 1000);
}

/** Puts dead letters back in the queue with a fresh set of attempts; returns how many. */
export async function replayDead(db: Db, options: { ids?: string[]; slug?: string; now?: Date } = {}): Promise<number> {
  const now = options.now ?? new Date();
  const conditions = [eq(leadDeliveries.status, "dead")];
  if (options.slug) conditions.push(eq(leadDeliveries.tenant, options.slug));
  if (options.ids) conditions.push(inArray(leadDeliveries.id, options.ids));
  const rows = await db
    .update(leadDeliveries)
    .set({ status: "pending", attempts: 0, nextAttemptAt: now, updatedAt: now })
    .where(and(...conditions))
    .returning({ id: leadDeliveries.id });
  return rows.length;
}
