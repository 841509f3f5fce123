import { and, asc, eq, inArray, min } from "drizzle-orm";
import { STOPS_CLOCK } from "#lib/leads/history.ts";
import type { Db } from "../platform/db/client.ts";
import { leadEvents } from "../platform/db/schema.ts";

export type LeadEvent = typeof leadEvents.$inferSelect;

/** The history of each of these leads of the dealer, oldest first (one query for a page). */
export async function leadHistories(db: Db, slug: string, ids: string[]): Promise<Map<string, LeadEvent[]>> {
  const histories = new Map<string, LeadEvent[]>();
  if (ids.length === 0) return histories;
  const rows = await db
    .select()
    .from(leadEvents)
    .where(and(eq(leadEvents.tenant, slug), inArray(leadEvents.leadId, ids)))
    .orderBy(asc(leadEvents.createdAt));
  for (const row of rows) histories.set(row.leadId, [...(histories.get(row.leadId) ?? []), row]);
  return histories;
}

/** When each of these leads' clock stopped (its booking cancelled), for those whose has. */
export async function clockStops(db: Db, ids: string[]): Promise<Map<string, Date>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ leadId: leadEvents.leadId, at: min(leadEvents.createdAt) })
    .from(leadEvents)
    .where(and(inArray(leadEvents.leadId, ids), inArray(leadEvents.kind, [...STOPS_CLOCK])))
    .groupBy(leadEvents.leadId);
  return new Map(rows.flatMap((row) => (row.at ? [[row.leadId, new Date(row.at)]] : [])));
}
