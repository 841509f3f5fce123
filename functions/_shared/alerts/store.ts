import { and, desc, eq, ne, or, sql } from "drizzle-orm";
import type { AlertSummary } from "#lib/api/alerts.ts";
import type { ConsentRecord } from "#lib/alerts/consent.ts";
import { describeSearch } from "#lib/alerts/saved-search.ts";
import type { Tenant } from "../platform/tenant.ts";
import type { Db, Tx } from "../platform/db/client.ts";
import { alertSubscriptions } from "../platform/db/schema.ts";

export type AlertRow = typeof alertSubscriptions.$inferSelect;
export type NewAlert = Pick<
  typeof alertSubscriptions.$inferInsert,
  "tenant" | "kind" | "carId" | "search" | "channel" | "recipient" | "frequency" | "status" | "consent" | "confirmedAt"
>;

/**
 * Stores an alert unless the same one (dealer, kind, car or search, channel, recipient) is live
 * already, and answers the live one: asking twice is one alert, and the answer does not say which.
 */
export async function storeAlert(db: Db | Tx, alert: NewAlert, now: Date): Promise<AlertRow> {
  await db
    .insert(alertSubscriptions)
    .values({ ...alert, createdAt: now })
    .onConflictDoNothing();
  const [live] = await db
    .select()
    .from(alertSubscriptions)
    .where(
      and(
        eq(alertSubscriptions.tenant, alert.tenant),
        eq(alertSubscriptions.kind, alert.kind),
        sql`coalesce(${alertSubscriptions.carId}, '') = ${alert.carId ?? ""}`,
        sql`coalesce(${alertSubscriptions.search}, '') = ${alert.search ?? ""}`,
        eq(alertSubscriptions.channel, alert.channel),
        eq(alertSubscriptions.recipient, alert.recipient),
        ne(alertSubscriptions.status, "ended"),
      ),
    )
    .limit(1);
  return live!;
}

export async function findAlert(db: Db, slug: string, id: string): Promise<AlertRow | undefined> {
  const [row] = await db
    .select()
    .from(alertSubscriptions)
    .where(and(eq(alertSubscriptions.tenant, slug), eq(alertSubscriptions.id, id)))
    .limit(1);
  return row;
}

/** Double opt-in: an unconfirmed alert turns on, with the confirmation kept in its consent record. */
export async function confirmAlert(db: Db, row: AlertRow, now: Date): Promise<AlertRow> {
  if (row.status !== "unconfirmed") return row;
  const consent = { ...(row.consent as ConsentRecord), confirmed_at: now.toISOString() };
  const [updated] = await db
    .update(alertSubscriptions)
    .set({ status: "active", confirmedAt: now, consent })
    .where(and(eq(alertSubscriptions.id, row.id), eq(alertSubscriptions.status, "unconfirmed")))
    .returning();
  return updated ?? ((await findAlert(db, row.tenant, row.id)) as AlertRow);
}

/** Ends an alert at once and for good (an ended alert is never turned on again; a new request makes a new one). */
export async function endAlert(db: Db, row: AlertRow, how: string, now: Date): Promise<void> {
  await db
    .update(alertSubscriptions)
    .set({ status: "ended", endedAt: now, endedHow: how })
    .where(and(eq(alertSubscriptions.id, row.id), ne(alertSubscriptions.status, "ended")));
}

/** The alerts of a signed-in shopper: to their phone, or asked for while signed in with it; live first, newest first. */
export async function alertsOfShopper(db: Db, slug: string, phone: string): Promise<AlertRow[]> {
  return db
    .select()
    .from(alertSubscriptions)
    .where(
      and(
        eq(alertSubscriptions.tenant, slug),
        or(eq(alertSubscriptions.recipient, phone), sql`${alertSubscriptions.consent}->>'signed_in_phone' = ${phone}`),
      ),
    )
    .orderBy(sql`${alertSubscriptions.status} = 'ended'`, desc(alertSubscriptions.createdAt))
    .limit(100);
}

/** What an alert is about, for the shopper's list (the car as the feed names it now). */
export interface AlertTopic {
  about: string;
  link: string;
}

export async function alertTopic(tenant: Tenant, row: AlertRow): Promise<AlertTopic> {
  if (row.kind === "search")
    return {
      about: describeSearch(row.search ?? "", { currency: tenant.config.pricing.currency }),
      link: `/search/new-used-and-demo-cars${row.search ?? ""}`,
    };
  const car = row.carId ? await tenant.car(row.carId) : undefined;
  return car
    ? { about: car.name, link: `/cars/${car.slug}/` }
    : { about: "A car that is no longer listed", link: "/search/new-used-and-demo-cars" };
}

export function alertSummary(row: AlertRow, topic: AlertTopic): AlertSummary {
  const consent = row.consent as ConsentRecord;
  return {
    id: row.id,
    ...topic,
    kind: row.kind,
    car_id: row.carId,
    search: row.search,
    channel: row.channel,
    recipient: row.recipient,
    frequency: row.frequency,
    status: row.status,
    consent: { wording: consent.wording, version: consent.version, at: consent.at },
    created_at: row.createdAt.toISOString(),
  };
}

/** A STOP reply from a phone ends every live alert by text to it at this dealer; returns how many. */
export async function endSmsAlertsOf(db: Db, slug: string, phone: string, now: Date): Promise<number> {
  const ended = await db
    .update(alertSubscriptions)
    .set({ status: "ended", endedAt: now, endedHow: "stop-reply" })
    .where(
      and(
        eq(alertSubscriptions.tenant, slug),
        eq(alertSubscriptions.channel, "sms"),
        eq(alertSubscriptions.recipient, phone),
        ne(alertSubscriptions.status, "ended"),
      ),
    )
    .returning({ id: alertSubscriptions.id });
  return ended.length;
}
