import { eq } from "drizzle-orm";
import type { Tx } from "../platform/db/client.ts";
import { leads } from "../platform/db/schema.ts";
import { addLeadEvent, type NewLeadEvent } from "../leads/events.ts";
import type { Tenant } from "../platform/tenant.ts";
import type { AppointmentRow } from "./store.ts";

/**
 * The dealer hears of a moved or cancelled booking (or one whose day has closed) on the
 * booking's own lead: one more line of its history in the console, and an update of the same lead
 * to the CRM (email, webhook, ADF), never a new lead with a clock of its own. Written in the
 * change's own transaction, so a change is never made without the dealer being told. Returns the
 * deliveries to attempt after the commit.
 */
export async function tellDealer(
  tx: Tx,
  tenant: Tenant,
  row: AppointmentRow,
  change: NewLeadEvent,
  now: Date,
): Promise<string[]> {
  // Every booking is tied to its lead in the transaction that takes its place.
  const [lead] = row.leadId
    ? await tx.select({ id: leads.id, heldReason: leads.heldReason }).from(leads).where(eq(leads.id, row.leadId))
    : [];
  return lead ? addLeadEvent(tx, tenant, lead, change, now) : [];
}
