import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { metaBatchRequests, webhookPushBody } from "#lib/syndication/push.ts";
import type { PushDestination, SyndicationSettings } from "#lib/syndication/settings.ts";
import type { Db } from "../platform/db/client.ts";
import { stockPushes } from "../platform/db/schema.ts";
import { secretFromEnv } from "../platform/env.ts";
import { isDead, retryDelaySeconds } from "../platform/outbox/backoff.ts";
import { sendToMetaCatalog } from "../platform/providers/catalog/meta.ts";
import { postDelivery } from "../platform/outbox/post-delivery.ts";
import { loadPublishedTenant } from "../content/overlay.ts";
import { liveStock } from "./feeds.ts";

/**
 * Stock changes pushed to each dealer's syndication destinations through the outbox's
 * rules (lead deliveries' lease, backoff and dead letters, in their own table). A change joins the
 * destination's unclaimed push if there is one, so a burst becomes one push; the push says what
 * is true of its cars when it is sent.
 */
export type StockPush = typeof stockPushes.$inferSelect;

/** While a worker holds a push no other takes it; after this it is presumed crashed. */
const LEASE_SECONDS = 120;

/** Takes due pushes for one worker (SKIP LOCKED and a lease, as lead deliveries are taken). */
export async function claimDuePushes(
  db: Db,
  options: { now?: Date; limit?: number; slug?: string } = {},
): Promise<StockPush[]> {
  const now = options.now ?? new Date();
  const conditions = [eq(stockPushes.status, "pending"), sql`${stockPushes.nextAttemptAt} <= ${now.toISOString()}`];
  if (options.slug) conditions.push(eq(stockPushes.tenant, options.slug));
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: stockPushes.id })
      .from(stockPushes)
      .where(and(...conditions))
      .orderBy(asc(stockPushes.nextAttemptAt))
      .limit(options.limit ?? 25)
      .for("update", { skipLocked: true });
    if (!due.length) return [];
    return tx
      .update(stockPushes)
      .set({
        nextAttemptAt: new Date(now.getTime() + LEASE_SECONDS * 1000),
        claimedAt: sql`coalesce(${stockPushes.claimedAt}, ${now.toISOString()}::timestamptz)`,
        updatedAt: now,
      })
      .where(
        inArray(
          stockPushes.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
  });
}

/** Sends one push: its cars as they are now, to its destination; throws on failure. */
export async function sendStockPush(db: Db, push: StockPush, deps: { fetch?: typeof fetch } = {}): Promise<void> {
  const tenant = await loadPublishedTenant(push.tenant);
  const { context, withChanges } = await liveStock(db, tenant);
  const cars = withChanges();
  const destination = push.target as PushDestination;
  if (destination.type === "meta-catalog")
    return sendToMetaCatalog({
      slug: push.tenant,
      destination,
      requests: metaBatchRequests(push.carIds, cars, context),
      key: push.id,
      fetch: deps.fetch,
    });
  return postDelivery({
    url: destination.url ?? secretFromEnv(destination.urlEnv!),
    body: JSON.stringify(webhookPushBody(push.carIds, cars, context, push.tenant)),
    contentType: "application/json",
    idempotencyKey: `${push.id}:${destination.name}`,
    signingSecret: destination.secretEnv ? secretFromEnv(destination.secretEnv) : undefined,
    userAgent: "Forecourt-Syndication/1",
    fetch: deps.fetch,
  });
}

export interface PushRun {
  attempted: number;
  delivered: number;
  retrying: number;
  dead: number;
}

/** One attempt at every due push (of one tenant, in production), in batches. */
export async function runStockPushes(
  db: Db,
  options: { slug?: string; now?: Date; fetch?: typeof fetch } = {},
): Promise<PushRun> {
  const run: PushRun = { attempted: 0, delivered: 0, retrying: 0, dead: 0 };
  for (let batch = 0; batch < 20; batch++) {
    const claimed = await claimDuePushes(db, options);
    if (!claimed.length) break;
    for (const push of claimed) {
      run.attempted++;
      const now = options.now ?? new Date();
      try {
        await sendStockPush(db, push, options);
        await db
          .update(stockPushes)
          .set({ status: "delivered", attempts: push.attempts + 1, deliveredAt: now, lastError: null, updatedAt: now })
          .where(eq(stockPushes.id, push.id));
        run.delivered++;
      } catch (error) {
        const attempts = push.attempts + 1;
        const status = isDead(attempts, push.maxAttempts) ? "dead" : "pending";
        const message = (error as Error).message.slice(0, 2000);
        await db
          .update(stockPushes)
          .set({
            status,
            attempts,
            lastError: message,
            nextAttemptAt: new Date(now.getTime() + retryDelaySeconds(attempts) * 1000),
            updatedAt: now,
          })
          .where(eq(stockPushes.id, push.id));
        if (status === "dead") {
          run.dead++;
          console.error(
            `[syndication] dead letter ${push.id} (${push.tenant}, ${push.destination}) after ${attempts} attempts: ${message}`,
          );
        } else run.retrying++;
      }
    }
  }
  return run;
}

/** Waits out the coalescing window, then sends what is due: the stock hook's follow-up. */
export async function sendPushesSoon(
  db: Db,
  tenant: { slug: string; config: { syndication: SyndicationSettings } },
): Promise<void> {
  const { destinations, coalesceSeconds } = tenant.config.syndication;
  if (!destinations.length) return;
  await new Promise((resolve) => setTimeout(resolve, coalesceSeconds * 1000 + 50));
  const run = await runStockPushes(db, { slug: tenant.slug });
  if (run.attempted)
    console.log(
      `[syndication] ${tenant.slug}: ${run.delivered} push(es) delivered, ${run.retrying} retrying, ${run.dead} dead`,
    );
}

export async function listStockPushes(
  db: Db,
  options: { status?: StockPush["status"]; slug?: string; limit?: number } = {},
): Promise<StockPush[]> {
  const conditions = [];
  if (options.status) conditions.push(eq(stockPushes.status, options.status));
  if (options.slug) conditions.push(eq(stockPushes.tenant, options.slug));
  return db
    .select()
    .from(stockPushes)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(asc(stockPushes.createdAt))
    .limit(options.limit ?? 1000);
}

/** Dead pushes back in the queue with a fresh set of attempts; returns how many. */
export async function replayDeadPushes(db: Db, options: { ids?: string[]; slug?: string } = {}): Promise<number> {
  const now = new Date();
  const conditions = [eq(stockPushes.status, "dead")];
  if (options.slug) conditions.push(eq(stockPushes.tenant, options.slug));
  if (options.ids) conditions.push(inArray(stockPushes.id, options.ids));
  const rows = await db
    .update(stockPushes)
    .set({ status: "pending", attempts: 0, nextAttemptAt: now, updatedAt: now })
    .where(and(...conditions))
    .returning({ id: stockPushes.id });
  return rows.length;
}
