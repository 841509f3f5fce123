import { and, eq, sql } from "drizzle-orm";
import type { Db, Tx } from "../db/client.ts";
import { contacts } from "../db/schema.ts";

interface ContactDetails {
  firstName?: string;
  lastName?: string;
  email?: string;
  verified?: boolean;
}

/** One contact per tenant and phone; newer details fill in, a verification is never undone. */
export async function upsertContact(
  db: Db | Tx,
  tenant: string,
  phone: string,
  details: ContactDetails,
  now = new Date(),
): Promise<string> {
  const [row] = await db
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
        firstName: sql`coalesce(excluded.first_name, ${contacts.firstName})`,
        lastName: sql`coalesce(excluded.last_name, ${contacts.lastName})`,
        email: sql`coalesce(excluded.email, ${contacts.email})`,
        verifiedAt: sql`coalesce(${contacts.verifiedAt}, excluded.verified_at)`,
        updatedAt: now,
      },
    })
    .returning({ id: contacts.id });
  return row!.id;
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
