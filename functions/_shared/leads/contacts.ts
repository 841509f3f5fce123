import { type AnyColumn, and, eq, type SQL, sql } from "drizzle-orm";
import type { Db, Tx } from "../db/client.ts";
import { contacts } from "../db/schema.ts";

export interface ContactDetails {
  firstName?: string;
  lastName?: string;
  email?: string;
  /** The phone has just been verified (sign-in). */
  verified?: boolean;
  /** The details come from the phone's verified owner (signed in as this phone), not from anyone typing it. */
  fromOwner?: boolean;
}

/**
 * One contact per tenant and phone; newer details fill in, a verification is never undone. Issue
 * 26: once the phone is verified, only its owner (signed in as it) sets the name and email; an
 * anonymous lead giving the phone (anyone can type one) leaves them as they are, blanks included,
 * since other leads (a spin's prize, a journey) take the contact's details as the owner's.
 */
export async function upsertContact(
  db: Db | Tx,
  tenant: string,
  phone: string,
  details: ContactDetails,
  now = new Date(),
): Promise<string> {
  const [row] = await contactUpsert(db, tenant, phone, details, now);
  return row!.id;
}

/** The upsert of `upsertContact`, not yet run: a lead's statement runs it as one of its parts. */
export function contactUpsert(db: Db | Tx, tenant: string, phone: string, details: ContactDetails, now = new Date()) {
  const newer = (incoming: SQL, kept: AnyColumn) =>
    details.fromOwner || details.verified
      ? sql`coalesce(${incoming}, ${kept})`
      : sql`case when ${contacts.verifiedAt} is null then coalesce(${incoming}, ${kept}) else ${kept} end`;
  return db
    .insert(contacts)
    .values({
      tenant,
      phone,
      firstName: details.firstName,
      lastName: details.lastName,
      email: details.email,
      verifiedAt: details.verified ? now : null,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [contacts.tenant, contacts.phone],
      set: {
        firstName: newer(sql`excluded.first_name`, contacts.firstName),
        lastName: newer(sql`excluded.last_name`, contacts.lastName),
        email: newer(sql`excluded.email`, contacts.email),
        verifiedAt: sql`coalesce(${contacts.verifiedAt}, excluded.verified_at)`,
        updatedAt: now,
      },
    })
    .returning({ id: contacts.id });
}

/** §7 check-if-contact-exists: whether this dealer knows the phone, and whether it was verified. */
export async function contactStatus(
  db: Db,
  tenant: string,
  phone: string,
): Promise<{ exists: boolean; verified: boolean }> {
  const [row] = await db
    .select({ verifiedAt: contacts.verifiedAt })
    .from(contacts)
    .where(and(eq(contacts.tenant, tenant), eq(contacts.phone, phone)))
    .limit(1);
  return { exists: Boolean(row), verified: Boolean(row?.verifiedAt) };
}
