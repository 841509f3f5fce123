import type { VisitSource } from "#lib/insights/visit-source.ts";
import { and, eq, type SQL, sql } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import { type RateLimit, windowStart } from "../platform/auth/rate-limit.ts";
import type { Db, Tx } from "../platform/db/client.ts";
import { rowsOf } from "../platform/db/migrate.ts";
import { insertJsonRows, rowFromJson } from "../platform/db/one-statement.ts";
import { analyticsEvents, leadDeliveries, leads, shopperMessages } from "../platform/db/schema.ts";
import {
  type LimitedMessage,
  MESSAGE_LEASE_SECONDS,
  messageRow,
  overHourlyLimit,
  type ShopperMessage,
} from "../platform/messages/outbox.ts";
import { DELIVERY_LEASE_SECONDS, type Delivery } from "../platform/outbox/store.ts";
import { leadTargets } from "../platform/outbox/targets.ts";
import type { Tenant } from "../platform/tenant.ts";
import { type ContactDetails, contactUpsert } from "./contacts.ts";

export type Lead = typeof leads.$inferSelect;

export interface Submitted {
  lead: Lead;
  /** False when the idempotency key had already made this lead (a double submit). */
  created: boolean;
  /** Delivery ids to attempt now; empty for a repeat and for a held lead. */
  deliveryIds: string[];
  /** The deliveries as queued: held by the caller when `leased`, who attempts them without a claim. */
  deliveries: Delivery[];
  /** What `withLead.messages` queued beside a new lead that is not held (the shopper's acknowledgement). */
  messages: ShopperMessage[];
}

type KeyedLimit = RateLimit & { key: string };

/** The caller's own limit (`WithLead.limit`) was reached: nothing was stored. */
export class OverLimit extends Error {
  override name = "OverLimit";
  readonly retryAfterSeconds: number;
  constructor(retryAfterSeconds: number) {
    super("over the limit");
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** More work done in a new lead's own statement, only when the lead is new and not held. */
export interface WithLead {
  /** An attempt counted against this limit first, in the same statement; over it, nothing is stored (OverLimit). */
  limit?: KeyedLimit;
  /** Messages to queue with the lead (its id given), each within its own hourly limit. */
  messages?: (leadId: string) => LimitedMessage[];
  /** The booking the site took for the lead, one of its "Checked by our site" lines. */
  booking?: string;
  /** Where the shopper's visit came from, as the page said (Insights' lead sources). */
  source?: VisitSource;
  /** An analytics event recorded with the lead. */
  event?: (leadId: string) => { id: number; name: string; payload: unknown; page_url?: string };
  /**
   * Queue the deliveries and messages already held by the caller for the outbox's lease, so its
   * attempt needs no claim: the caller attempts them at once (after its answer), and if it dies
   * the scheduled outbox takes them when the lease runs out.
   */
  leased?: boolean;
}

interface StatementResult {
  lead: Record<string, unknown> | null;
  existing: Record<string, unknown> | null;
  queued: { kind: "delivery" | "message"; row: Record<string, unknown> }[] | null;
  /** The count of the caller's own limit (`withLead.limit`), with this lead. */
  count: number | null;
}

/**
 * Stores a lead in one statement (data-modifying CTEs): its contact (upserted), the lead (nothing
 * if its idempotency key is taken), and for a new lead that is not held, one outbox row per
 * destination and what `withLead` asks for, each message within its hourly limit (counted in the
 * same statement). Given `limit` (the per-address limit), the attempt is counted first and nothing
 * else is written over it (`refused`). One statement is atomic without a transaction, so a lead
 * costs one round trip; in the caller's transaction (`runner` a Tx) it commits with the caller's.
 */
export async function storeLead(
  runner: Db | Tx,
  tenant: Pick<Tenant, "slug" | "config">,
  values: Omit<typeof leads.$inferInsert, "id" | "contactId">,
  contact: ContactDetails & { phone: string },
  withLead: WithLead,
): Promise<Submitted> {
  const now = values.createdAt ?? new Date();
  // The id is ours, so the rows that name the lead are written beside it.
  const leadId = randomUUID();
  const parts: SQL[] = [];
  let allowed = sql`true`;
  const { limit } = withLead;
  if (limit) {
    parts.push(sql`limit_own as (${countAttempt(tenant.slug, limit, now, allowed)})`);
    allowed = sql`exists (select 1 from limit_own where count <= ${limit.max})`;
  }
  parts.push(
    sql`new_contact as (${contactUpsert(tenant.slug, contact.phone, contact, now, allowed)})`,
    sql`new_lead as (${insertJsonRows(
      leads,
      [{ ...values, id: leadId }],
      sql`exists (select 1 from new_contact)`,
      sql`on conflict (tenant, idempotency_key) do nothing returning *`,
      { contact_id: sql`(select id from new_contact)` },
    )})`,
  );
  const queued: SQL[] = [];
  const limited = values.heldReason ? [] : (withLead.messages?.(leadId) ?? []);
  if (!values.heldReason) {
    const taken = sql`exists (select 1 from new_lead)`;
    parts.push(
      sql`new_deliveries as (${insertJsonRows(leadDeliveries, deliveryRows(tenant, leadId, now, withLead.leased), taken)})`,
    );
    queued.push(sql`select 'delivery' as kind, to_jsonb(d) as row from new_deliveries d`);
    const leasedUntil = withLead.leased ? new Date(now.getTime() + MESSAGE_LEASE_SECONDS * 1000) : undefined;
    for (const [i, { limit, ...message }] of limited.entries()) {
      let within = taken;
      if (limit) {
        const count = sql.identifier(`limit_${i}`);
        parts.push(sql`${count} as (${countAttempt(tenant.slug, limit, now, taken)})`);
        within = sql`exists (select 1 from ${count} where count <= ${limit.max})`;
      }
      const inserted = sql.identifier(`new_message_${i}`);
      parts.push(
        sql`${inserted} as (${insertJsonRows(shopperMessages, [messageRow(message, now, leasedUntil)], within)})`,
      );
      queued.push(sql`select 'message' as kind, to_jsonb(m) as row from ${inserted} m`);
    }
    const event = withLead.event?.(leadId);
    if (event) {
      const row = { tenant: tenant.slug, eventId: event.id, name: event.name, payload: event.payload, createdAt: now };
      parts.push(
        sql`new_event as (${insertJsonRows(analyticsEvents, [{ ...row, pageUrl: event.page_url ?? null }], taken, sql``)})`,
      );
    }
  }
  const [result] = rowsOf<StatementResult>(
    await runner.execute(sql`with ${sql.join(parts, sql`, `)} select
      (select to_jsonb(l) from new_lead l) as lead,
      (select to_jsonb(l) from leads l where l.tenant = ${tenant.slug} and l.idempotency_key = ${values.idempotencyKey}) as existing,
      ${queued.length ? sql`(select jsonb_agg(jsonb_build_object('kind', q.kind, 'row', q.row)) from (${sql.join(queued, sql` union all `)}) q)` : sql`null`} as queued,
      ${limit ? sql`(select count from limit_own)` : sql`null`} as count`),
  );
  if (limit && Number(result!.count) > limit.max) {
    const ends = windowStart(now, limit.windowSeconds).getTime() + limit.windowSeconds * 1000;
    throw new OverLimit((ends - now.getTime()) / 1000);
  }
  if (!result!.lead) return { lead: await firstLead(runner, result!, values), created: false, ...nothingQueued };
  const deliveries: Delivery[] = [];
  const messages: ShopperMessage[] = [];
  for (const { kind, row } of result!.queued ?? []) {
    if (kind === "delivery") deliveries.push(rowFromJson(leadDeliveries, row));
    else messages.push(rowFromJson(shopperMessages, row));
  }
  for (const message of limited)
    if (!messages.some((m) => m.idempotencyKey === message.idempotencyKey)) overHourlyLimit(message);
  const lead = rowFromJson(leads, result!.lead);
  return { lead, created: true, deliveryIds: deliveries.map((d) => d.id), deliveries, messages };
}

/** One attempt counted against `limit` under its key (`returning count`), where `when` holds. */
function countAttempt(slug: string, limit: KeyedLimit, now: Date, when: SQL): SQL {
  return sql`insert into rate_limits (tenant, key, window_start, count)
    select ${slug}, ${limit.key}, ${windowStart(now, limit.windowSeconds).toISOString()}, 1 where ${when}
    on conflict (tenant, key, window_start) do update set count = rate_limits.count + 1
    returning count`;
}

const nothingQueued = { deliveryIds: [], deliveries: [], messages: [] };

/**
 * A repeated key's first lead: committed before the statement began (it read it), or by a double
 * submit racing this one, whose commit the insert waited for; read again then.
 */
async function firstLead(
  runner: Db | Tx,
  result: StatementResult,
  values: Pick<typeof leads.$inferInsert, "tenant" | "idempotencyKey">,
): Promise<Lead> {
  if (result.existing) return rowFromJson(leads, result.existing);
  const [lead] = await runner
    .select()
    .from(leads)
    .where(and(eq(leads.tenant, values.tenant), eq(leads.idempotencyKey, values.idempotencyKey)))
    .limit(1);
  return lead!;
}

/**
 * One outbox row per destination of the tenant, due now or held by the caller for the lease: of the
 * lead, or of an update of it (`eventId`: its booking moved or cancelled).
 */
export function deliveryRows(
  tenant: Pick<Tenant, "slug" | "config">,
  leadId: string,
  now: Date,
  leased = false,
  eventId?: string,
): (typeof leadDeliveries.$inferInsert)[] {
  const nextAttemptAt = leased ? new Date(now.getTime() + DELIVERY_LEASE_SECONDS * 1000) : now;
  return leadTargets(tenant.config).map((target) => ({
    tenant: tenant.slug,
    leadId,
    ...(eventId ? { eventId } : {}),
    destination: target.destination.name,
    kind: target.destination.type,
    target,
    idempotencyKey: `${leadId}:${target.destination.name}${eventId ? `:${eventId}` : ""}`,
    nextAttemptAt,
    createdAt: now,
    updatedAt: now,
  }));
}
