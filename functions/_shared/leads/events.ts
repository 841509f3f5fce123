import { leadDeliveries, leadEvents } from "../platform/db/schema.ts";
import type { Tx } from "../platform/db/client.ts";
import type { BookingTime, LeadEventKind } from "#lib/leads/history.ts";
import type { Tenant } from "../platform/tenant.ts";
import { deliveryRows } from "./store-lead.ts";

export interface NewLeadEvent {
  /** Once per lead and key: a retried change adds nothing. */
  key: string;
  kind: LeadEventKind;
  text: string;
  details: BookingTime;
}

/**
 * Adds to a lead's history in the caller's transaction (once per key) and, with
 * `tellCrm`, queues the update to each of the dealer's destinations, as the lead itself was (a
 * held lead's never go). Returns the deliveries to attempt after the commit.
 */
export async function addLeadEvent(
  tx: Tx,
  tenant: Pick<Tenant, "slug" | "config">,
  lead: { id: string; heldReason: string | null },
  event: NewLeadEvent,
  now: Date,
  tellCrm = true,
): Promise<string[]> {
  const [added] = await tx
    .insert(leadEvents)
    .values({ tenant: tenant.slug, leadId: lead.id, ...event, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: leadEvents.id });
  if (!added || !tellCrm || lead.heldReason) return [];
  const queued = await tx
    .insert(leadDeliveries)
    .values(deliveryRows(tenant, lead.id, now, false, added.id))
    .onConflictDoNothing()
    .returning({ id: leadDeliveries.id });
  return queued.map((row) => row.id);
}
