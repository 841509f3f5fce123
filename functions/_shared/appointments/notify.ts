import { eq } from "drizzle-orm";
import type { Db, Tx } from "../db/client.ts";
import { leads } from "../db/schema.ts";
import { enquirySchemaFor } from "../leads/schema.ts";
import { submitLead } from "../leads/submit.ts";
import type { Tenant } from "../tenant.ts";
import type { AppointmentRow } from "./store.ts";

/**
 * Issue 40: the dealer hears of a moved or cancelled booking as it heard of the booking: a lead of
 * the same kind (CRM, email, ADF), for the same shopper and car, saying what changed. Written in
 * the change's own transaction, so a change is never made without the dealer being told.
 * Returns the deliveries to attempt after the commit.
 */
export async function tellDealer(
  db: Db,
  tx: Tx,
  tenant: Tenant,
  row: AppointmentRow,
  change: { key: string; text: string; date: string; time: string },
  now: Date,
): Promise<string[]> {
  const [original] = row.leadId ? await tx.select().from(leads).where(eq(leads.id, row.leadId)) : [];
  const enquiry = (await enquirySchemaFor(tenant)).safeParse({
    kind: row.kind === "testDrive" ? "test-drive" : "service",
    first_name: original?.firstName ?? "Online booking",
    last_name: original?.lastName ?? undefined,
    email: original?.email ?? row.email,
    phone: original?.phone ?? row.phone,
    car_id: row.carId ?? undefined,
    location_id: row.locationId,
    comments: change.text,
    details: { preferred_date: change.date, preferred_time: change.time },
    terms_accepted: true,
  });
  // The booking's own lead passed this schema; a dealer whose settings changed since still hears of it in the row.
  if (!enquiry.success) return [];
  const submitted = await submitLead(db, tenant, enquiry.data, `${row.id}:${change.key}`, now, tx);
  return submitted.lead.heldReason ? [] : submitted.deliveryIds;
}
