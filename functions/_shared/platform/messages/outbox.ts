import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { ShopperEmail } from "#lib/messages/content.ts";
import { recipientKey, UNCONFIRMED_MESSAGES_PER_DAY } from "#lib/messages/recipient-cap.ts";
import { type RateLimit, windowStart } from "../auth/rate-limit.ts";
import type { Db, Tx } from "../db/client.ts";
import { rowsOf } from "../db/migrate.ts";
import { recipientCounts, shopperMessages } from "../db/schema.ts";
import { isDead, retryDelaySeconds } from "../outbox/backoff.ts";
import { emailProvider } from "../providers/email/index.ts";
import { smsProvider } from "../providers/sms/index.ts";
import { type RenderedEmail, renderShopperEmail } from "./render.ts";

/**
 * The outbox of messages to shoppers, on the lead outbox's rules — queued in the
 * transaction that stores their lead, claimed with SKIP LOCKED and a lease so no two workers send
 * one at once, retried with the same backoff, dead after the dealer's leads.maxAttempts, listed and
 * replayed by `npm run outbox`. A message is marked sent only after its provider took it.
 */
export type ShopperMessage = typeof shopperMessages.$inferSelect;

interface EmailEnvelope {
  from: string;
  replyTo?: string;
  /** An alert: its one-click unsubscribe address (RFC 8058), sent as headers on the commercial stream. */
  listUnsubscribe?: string;
  /** Files sent with it (a booking's .ics), base64. */
  attachments?: { name: string; contentType: string; content: string }[];
}

/**
 * The composed message, rendered (HTML and text) by the sender, not by the request that queues
 * it: a request's time then says nothing about which message, if any, it queued. Rows queued
 * before hold it rendered.
 */
export type EmailContent = EmailEnvelope & ({ email: ShopperEmail } | RenderedEmail);

export interface SmsContent {
  body: string;
}

export interface QueuedMessage {
  slug: string;
  leadId: string | null;
  /** Unique per tenant: `<lead id>:<purpose>:<channel>`; a second queueing of it is a no-op. */
  idempotencyKey: string;
  purpose: string;
  maxAttempts: number;
  /**
   * Counted against the recipient's daily cap (UNCONFIRMED_MESSAGES_PER_DAY, across every dealer):
   * true unless the recipient has shown it is the shopper's (a confirmed alert address, the phone
   * the shopper signed in with) or the message follows a payment (a receipt).
   */
  capped: boolean;
  /** Recorded as skipped at once, for this reason: the same statement as queueing it, so no answer takes longer for it. */
  skipped?: string;
  message:
    | { channel: "email"; to: string; content: EmailContent }
    | { channel: "sms"; to: string; content: SmsContent };
}

/** A message counted against an hourly limit of its own (an acknowledgement's per address): queued only within it. */
export type LimitedMessage = QueuedMessage & { limit?: RateLimit & { key: string } };

/** A message left out by its hourly limit (its lead was taken all the same), logged. */
export function overHourlyLimit(message: QueuedMessage): void {
  const which = message.message.channel === "email" ? "email: the address's" : "SMS: the phone's";
  console.warn(`[messages] ${message.slug}: lead ${message.leadId} not acknowledged by ${which} hourly cap`);
}

/**
 * A queued message's row. Due at once, also when the change is dated later (a sweep rehearsed with
 * ?at=): the shopper hears now. Given `leasedUntil`, it is queued already held by the caller, who
 * sends it at once without claiming it; the outbox takes it after that if the caller did not finish.
 */
export function messageRow(m: QueuedMessage, now: Date, leasedUntil?: Date): typeof shopperMessages.$inferInsert {
  return {
    tenant: m.slug,
    leadId: m.leadId,
    idempotencyKey: m.idempotencyKey,
    channel: m.message.channel,
    purpose: m.purpose,
    recipient: m.message.to,
    content: m.message.content,
    capped: m.capped,
    status: m.skipped ? "skipped" : "pending",
    lastError: m.skipped ?? null,
    maxAttempts: m.maxAttempts,
    nextAttemptAt: leasedUntil ?? new Date(Math.min(now.getTime(), Date.now())),
    createdAt: now,
    updatedAt: now,
  };
}

/** Queues messages in the caller's transaction; returns the ids of those not queued before. */
export async function queueMessages(tx: Db | Tx, messages: QueuedMessage[], now = new Date()): Promise<string[]> {
  if (!messages.length) return [];
  const rows = await tx
    .insert(shopperMessages)
    .values(messages.map((m) => messageRow(m, now)))
    .onConflictDoNothing({ target: [shopperMessages.tenant, shopperMessages.idempotencyKey] })
    .returning({ id: shopperMessages.id });
  return rows.map((r) => r.id);
}

/** While a worker holds a message no other takes it; after this it is presumed crashed. */
export const MESSAGE_LEASE_SECONDS = 120;

/** Takes due messages for one worker (SKIP LOCKED and a lease, as lead deliveries are taken). */
export async function claimDueMessages(
  db: Db,
  options: { now?: Date; limit?: number; slug?: string; ids?: string[]; leadIds?: string[] } = {},
): Promise<ShopperMessage[]> {
  const now = options.now ?? new Date();
  const conditions = [
    eq(shopperMessages.status, "pending"),
    sql`${shopperMessages.nextAttemptAt} <= ${now.toISOString()}`,
  ];
  if (options.slug) conditions.push(eq(shopperMessages.tenant, options.slug));
  if (options.ids) {
    if (!options.ids.length) return [];
    conditions.push(inArray(shopperMessages.id, options.ids));
  }
  if (options.leadIds) {
    if (!options.leadIds.length) return [];
    conditions.push(inArray(shopperMessages.leadId, options.leadIds));
  }
  // One statement, as lead deliveries are claimed (outbox/store.ts).
  const due = db
    .select({ id: shopperMessages.id })
    .from(shopperMessages)
    .where(and(...conditions))
    .orderBy(asc(shopperMessages.nextAttemptAt))
    .limit(options.limit ?? 25)
    .for("update", { skipLocked: true });
  return db
    .update(shopperMessages)
    .set({ nextAttemptAt: new Date(now.getTime() + MESSAGE_LEASE_SECONDS * 1000), updatedAt: now })
    .where(inArray(shopperMessages.id, due))
    .returning();
}

/** Hands one message to its provider; returns the provider's id for it. Throws when the provider did not take it. */
export async function sendMessage(db: Db, message: ShopperMessage): Promise<string | null> {
  if (message.channel === "sms") {
    const { body } = message.content as SmsContent;
    return (await smsProvider(db).send({ slug: message.tenant, to: message.recipient, body })).messageId;
  }
  const content = message.content as EmailContent;
  const { subject, html, text } = "email" in content ? renderShopperEmail(content.email) : content;
  const receipt = await emailProvider().send({
    slug: message.tenant,
    to: message.recipient,
    from: content.from,
    replyTo: content.replyTo,
    subject,
    text,
    html,
    // The message's own id: the local mailbox keeps one copy of it however often it is sent.
    messageId: message.id,
    tag: message.purpose,
    commercial: content.listUnsubscribe ? { listUnsubscribe: content.listUnsubscribe } : undefined,
    attachments: content.attachments,
  });
  return receipt.messageId;
}

export interface MessageRun {
  attempted: number;
  delivered: number;
  retrying: number;
  dead: number;
  /** Not sent: the recipient's daily cap was reached. */
  skipped: number;
}

const DAY_SECONDS = 86_400;

/**
 * Counts one message to a recipient, across every dealer, and says whether it is within the daily
 * cap. One atomic upsert (no race between check and count), keyed by the normalised recipient.
 */
async function countRecipient(
  db: Pick<Db | Tx, "execute">,
  channel: "email" | "sms",
  to: string,
  now = new Date(),
): Promise<boolean> {
  const start = windowStart(now, DAY_SECONDS).toISOString();
  const result = await db.execute<{ count: number }>(sql`
    insert into recipient_counts (recipient, window_start, count) values (${recipientKey(channel, to)}, ${start}, 1)
    on conflict (recipient, window_start) do update set count = recipient_counts.count + 1
    returning count`);
  return Number(rowsOf<{ count: number }>(result)[0]!.count) <= UNCONFIRMED_MESSAGES_PER_DAY;
}

/** Old days are useless; the scheduled outbox run sweeps them. */
export async function sweepRecipientCounts(db: Db, olderThan: Date): Promise<void> {
  await db.delete(recipientCounts).where(sql`${recipientCounts.windowStart} < ${olderThan.toISOString()}`);
}

/**
 * One attempt at each claimed message: sent, then marked delivered; or marked failed (retry later,
 * or dead). A capped message is counted at its first attempt, once, whichever dealer sends it;
 * over the cap it is marked skipped and never sent (its lead was taken long before).
 */
export async function attemptMessages(db: Db, claimed: ShopperMessage[], now?: Date): Promise<MessageRun> {
  const run: MessageRun = { attempted: claimed.length, delivered: 0, retrying: 0, dead: 0, skipped: 0 };
  for (const message of claimed) {
    const at = now ?? new Date();
    const attempts = message.attempts + 1;
    if (
      message.capped &&
      message.attempts === 0 &&
      !(await countRecipient(db, message.channel, message.recipient, at))
    ) {
      await db
        .update(shopperMessages)
        .set({
          status: "skipped",
          lastError: `not sent: the recipient's cap of ${UNCONFIRMED_MESSAGES_PER_DAY} messages a day to an unconfirmed address`,
          updatedAt: at,
        })
        .where(eq(shopperMessages.id, message.id));
      console.warn(
        `[messages] ${message.tenant}: ${message.purpose} ${message.channel} ${message.id} skipped: the recipient's daily cap`,
      );
      run.skipped++;
      continue;
    }
    try {
      const providerMessageId = await sendMessage(db, message);
      await db
        .update(shopperMessages)
        .set({ status: "delivered", attempts, deliveredAt: at, lastError: null, providerMessageId, updatedAt: at })
        .where(eq(shopperMessages.id, message.id));
      run.delivered++;
    } catch (error) {
      const status = isDead(attempts, message.maxAttempts) ? "dead" : "pending";
      const why = (error instanceof Error ? error.message : String(error)).slice(0, 2000);
      await db
        .update(shopperMessages)
        .set({
          status,
          attempts,
          lastError: why,
          nextAttemptAt: new Date(at.getTime() + retryDelaySeconds(attempts) * 1000),
          updatedAt: at,
        })
        .where(eq(shopperMessages.id, message.id));
      if (status === "dead") {
        run.dead++;
        console.error(
          `[messages] dead letter ${message.id} (${message.tenant}, ${message.purpose} ${message.channel}) after ${attempts} attempts: ${why}`,
        );
      } else run.retrying++;
    }
  }
  return run;
}

/** After a commit: these messages are tried now; the scheduled outbox-retry takes any that fail. */
export async function sendMessagesNow(db: Db, which: { ids?: string[]; leadIds?: string[] }): Promise<MessageRun> {
  return attemptMessages(db, await claimDueMessages(db, which));
}

/** The scheduled run: every due message (of one tenant, in production), in batches. */
export async function runMessages(
  db: Db,
  options: { slug?: string; now?: Date; maxBatches?: number } = {},
): Promise<MessageRun> {
  const total: MessageRun = { attempted: 0, delivered: 0, retrying: 0, dead: 0, skipped: 0 };
  for (let i = 0; i < (options.maxBatches ?? 20); i++) {
    const claimed = await claimDueMessages(db, { slug: options.slug, now: options.now });
    if (!claimed.length) break;
    const run = await attemptMessages(db, claimed, options.now);
    for (const k of Object.keys(total) as (keyof MessageRun)[]) total[k] += run[k];
  }
  return total;
}

export async function listMessages(
  db: Db,
  options: { status?: ShopperMessage["status"]; slug?: string; leadId?: string; limit?: number } = {},
): Promise<ShopperMessage[]> {
  const conditions = [];
  if (options.status) conditions.push(eq(shopperMessages.status, options.status));
  if (options.slug) conditions.push(eq(shopperMessages.tenant, options.slug));
  if (options.leadId) conditions.push(eq(shopperMessages.leadId, options.leadId));
  return db
    .select()
    .from(shopperMessages)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(asc(shopperMessages.createdAt))
    .limit(options.limit ?? 1000);
}

/** Dead messages back in the queue with a fresh set of attempts; returns how many. */
export async function replayDeadMessages(
  db: Db,
  options: { ids?: string[]; slug?: string; now?: Date } = {},
): Promise<number> {
  const now = options.now ?? new Date();
  const conditions = [eq(shopperMessages.status, "dead")];
  if (options.slug) conditions.push(eq(shopperMessages.tenant, options.slug));
  if (options.ids) conditions.push(inArray(shopperMessages.id, options.ids));
  const rows = await db
    .update(shopperMessages)
    .set({ status: "pending", attempts: 0, nextAttemptAt: now, updatedAt: now })
    .where(and(...conditions))
    .returning({ id: shopperMessages.id });
  return rows.length;
}
