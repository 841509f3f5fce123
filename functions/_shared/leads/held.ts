import { and, asc, eq, inArray, isNotNull } from "drizzle-orm";
import type { Db } from "../platform/db/client.ts";
import { leads } from "../platform/db/schema.ts";
import { acknowledgedStoredLead, prepareAcknowledgement, queueAcknowledgement } from "./acknowledge.ts";
import { loadPublishedTenant } from "../content/overlay.ts";
import type { Lead } from "./submit.ts";
import { queueDeliveries } from "./submit.ts";

/** Leads kept back from the CRM (honeypot filled), oldest first, for ops to review. */
export async function listHeldLeads(db: Db, options: { slug?: string; limit?: number } = {}): Promise<Lead[]> {
  const conditions = [isNotNull(leads.heldReason)];
  if (options.slug) conditions.push(eq(leads.tenant, options.slug));
  return db
    .select()
    .from(leads)
    .where(and(...conditions))
    .orderBy(asc(leads.createdAt))
    .limit(options.limit ?? 1000);
}

/**
 * Releases held leads a person judged genuine: clears the hold and queues their deliveries and the
 * shopper's acknowledgement in one transaction per lead, so the outbox then sends them like any
 * other. Returns the delivery ids.
 */
export async function releaseHeldLeads(db: Db, ids: string[], now = new Date()): Promise<string[]> {
  const held = await db
    .select()
    .from(leads)
    .where(and(inArray(leads.id, ids), isNotNull(leads.heldReason)));
  const deliveryIds: string[] = [];
  for (const lead of held) {
    const tenant = await loadPublishedTenant(lead.tenant);
    // A released lead is acknowledged as any other, from now (the promise counts from the release).
    const acknowledgement = await prepareAcknowledgement(db, tenant, acknowledgedStoredLead(lead), now);
    await db.transaction(async (tx) => {
      await tx.update(leads).set({ heldReason: null }).where(eq(leads.id, lead.id));
      deliveryIds.push(...(await queueDeliveries(tx, tenant, lead.id, now)));
      await queueAcknowledgement(tx, tenant, lead.id, acknowledgement, now);
    });
  }
  return deliveryIds;
}
