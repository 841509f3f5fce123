import { and, eq, type SQL, sql } from "drizzle-orm";
import type { Db, Tx } from "../platform/db/client.ts";
import { rowsOf } from "../platform/db/migrate.ts";
import { insertJsonRows } from "../platform/db/one-statement.ts";
import { contacts } from "../platform/db/schema.ts";

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
 * One contact per tenant and phone; newer details fill in, a verification is never undone.
 * Once the phone is verified, only its owner (signed in as it) sets the name and email; an
 * anonymous lead giving the phone (anyone can type one) leaves them as they are, blanks included,
 * since other leads (a spin's prize, a journey) take the contact's details as the owner's.
 */
export async function upsertContact(
  db: Db | Tx,
  slug: string,
  phone: string,
  details: ContactDetails,
  now = new Date(),
): Promise<string> {
  const result = await db.execute(contactUpsert(slug, phone, details, now));
  return rowsOf<{ id: string }>(result)[0]!.id;
}

/**
 * The upsert of `upsertContact` (`returning id`), run only where `when` holds: a statement of its
 * own, or a part of a lead's statement.
 */
export function contactUpsert(
  slug: string,
  phone: string,
  details: ContactDetails,
  now = new Date(),
  when: SQL = sql`true`,
): SQL {
  const newer = (column: string) => {
    const [incoming, kept] = [sql.raw(`excluded.${column}`), sql.raw(`contacts.${column}`)];
    return details.fromOwner || details.verified
      ? sql`coalesce(${incoming}, ${kept})`
      : sql`case when contacts.verified_at is null then coalesce(${incoming}, ${kept}) else ${kept} end`;
  };
  const row = {
    tenant: slug,
    phone,
    firstName: details.firstName ?? null,
    lastName: details.lastName ?? null,
    email: details.email ?? null,
    verifiedAt: details.verified ? now : null,
    createdAt: now,
    updatedAt: now,
  };
  return insertJsonRows(
    contacts,
    [row],
    when,
    sql`on conflict (tenant, phone) do update set first_name = ${newer("first_name")}, last_name = ${newer("last_name")},
      email = ${newer("email")}, verified_at = coalesce(contacts.verified_at, excluded.verified_at), updated_at = excluded.updated_at
      returning id`,
  );
}

/** §7 check-if-contact-exists: whether this dealer knows the phone, and whether it was verified. */
export async function contactStatus(
  db: Db,
  slug: string,
  phone: string,
): Promise<{ exists: boolean; verified: boolean }> {
  const [row] = await db
    .select({ verifiedAt: contacts.verifiedAt })
    .from(contacts)
    .where(and(eq(contacts.tenant, slug), eq(contacts.phone, phone)))
    .limit(1);
  return { exists: Boolean(row), verified: Boolean(row?.verifiedAt) };
}
