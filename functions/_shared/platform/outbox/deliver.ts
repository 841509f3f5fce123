import { eq } from "drizzle-orm";
import { join } from "node:path";
import type { Db } from "../db/client.ts";
import { leadEvents, leads } from "../db/schema.ts";
import { dataDir, secretFromEnv } from "../env.ts";
import { emailProviderName } from "../providers/email/index.ts";
import { toAdf } from "../providers/crm/adf.ts";
import { leadEmail, toEml, writeEml } from "../providers/crm/email.ts";
import { sendWithPostmark } from "../providers/crm/postmark.ts";
import { toLeadPayload } from "../providers/crm/lead-payload.ts";
import { postDelivery } from "./post-delivery.ts";
import { claimDue, markDelivered, markFailed, type Delivery } from "./store.ts";
import type { DeliveryTarget } from "./targets.ts";

interface OutboxDeps {
  fetch?: typeof globalThis.fetch;
  /** Where the local email provider writes .eml files (default .data/outbox). */
  emailDir?: string;
  log?: (line: string) => void;
  /** The clock, for tests that move time forward through the retry schedule. */
  now?: Date;
  /** The lead these deliveries carry, when the caller has just stored it (saves reading it back). */
  lead?: typeof leads.$inferSelect;
}

interface OutboxRun {
  attempted: number;
  delivered: number;
  retrying: number;
  dead: number;
}

/** Sends one claimed delivery to its destination; throws on failure. */
export async function send(db: Db, delivery: Delivery, deps: OutboxDeps = {}): Promise<void> {
  const [lead] =
    deps.lead?.id === delivery.leadId
      ? [deps.lead]
      : await db.select().from(leads).where(eq(leads.id, delivery.leadId)).limit(1);
  if (!lead) throw new Error(`lead ${delivery.leadId} is missing`);
  const [event] = delivery.eventId
    ? await db.select().from(leadEvents).where(eq(leadEvents.id, delivery.eventId)).limit(1)
    : [];
  const payload = toLeadPayload(lead, event);
  const { destination, parties } = delivery.target as DeliveryTarget;
  const key = delivery.idempotencyKey;
  const urlOf = (d: { url?: string; urlEnv?: string }) => d.url ?? secretFromEnv(d.urlEnv!);
  switch (destination.type) {
    case "webhook":
      return postDelivery({
        url: urlOf(destination),
        body: JSON.stringify(payload),
        contentType: "application/json",
        idempotencyKey: key,
        signingSecret: destination.secretEnv ? secretFromEnv(destination.secretEnv) : undefined,
        fetch: deps.fetch,
      });
    case "adf":
      return postDelivery({
        url: urlOf(destination),
        body: toAdf(payload, parties),
        contentType: "application/xml; charset=utf-8",
        idempotencyKey: key,
        authorization: destination.authorizationEnv ? secretFromEnv(destination.authorizationEnv) : undefined,
        fetch: deps.fetch,
      });
    case "email": {
      const email = leadEmail(payload, destination.to ?? [], destination.format, parties);
      const from =
        process.env.LEADS_EMAIL_FROM || `leads@${new URL(parties.providerUrl ?? "https://forecourt.example").hostname}`;
      if (emailProviderName() === "postmark") {
        await sendWithPostmark(email, from, key, {
          serverToken: secretFromEnv("POSTMARK_SERVER_TOKEN"),
          baseUrl: process.env.POSTMARK_API_URL,
          fetch: deps.fetch,
        });
        return;
      }
      const file = await writeEml(
        deps.emailDir ?? process.env.LEADS_EMAIL_DIR ?? join(dataDir(), "outbox"),
        delivery.tenant,
        delivery.id,
        toEml(email, from, `${key}@forecourt`),
      );
      (deps.log ?? console.log)(`[leads:email] ${delivery.tenant} lead ${lead.id} → ${email.to.join(", ")} (${file})`);
      return;
    }
  }
}

/** One attempt at each delivery: claimed first, then sent, then marked delivered or failed. */
export async function attemptDeliveries(db: Db, claimed: Delivery[], deps: OutboxDeps = {}): Promise<OutboxRun> {
  const run: OutboxRun = { attempted: claimed.length, delivered: 0, retrying: 0, dead: 0 };
  for (const delivery of claimed) {
    try {
      await send(db, delivery, deps);
      await markDelivered(db, delivery, deps.now);
      run.delivered++;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const status = await markFailed(db, delivery, message, (delivery.target as DeliveryTarget).maxAttempts, deps.now);
      if (status === "dead") {
        run.dead++;
        console.error(
          `[outbox] dead letter ${delivery.id} (${delivery.tenant}, ${delivery.destination}) after ${delivery.attempts + 1} attempts: ${message}`,
        );
      } else run.retrying++;
    }
  }
  return run;
}

/** The scheduled run: every due delivery (of one tenant, in production), in batches. */
export async function runOutbox(
  db: Db,
  options: { slug?: string; batch?: number; maxBatches?: number } & OutboxDeps = {},
): Promise<OutboxRun> {
  const total: OutboxRun = { attempted: 0, delivered: 0, retrying: 0, dead: 0 };
  for (let i = 0; i < (options.maxBatches ?? 20); i++) {
    const claimed = await claimDue(db, { slug: options.slug, now: options.now, limit: options.batch ?? 25 });
    if (claimed.length === 0) break;
    const run = await attemptDeliveries(db, claimed, options);
    for (const k of Object.keys(total) as (keyof OutboxRun)[]) total[k] += run[k];
  }
  return total;
}
