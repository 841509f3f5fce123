import type { StaffRole } from "#lib/staff/roles.ts";
import type { Db } from "../platform/db/client.ts";
import { sendStaffMessage } from "../platform/messages/staff.ts";
import type { Tenant } from "../platform/tenant.ts";
import { consoleBase, createSignInLink, signInLink } from "./links.ts";
import { inviteStaff } from "./store.ts";

/** The invitation email could not be sent (the member is added; inviting again resends it). */
export class InvitationNotSent extends Error {}

/**
 * Adds a staff member (or changes their role) and emails them a sign-in link: the same from a
 * terminal (ops) and from an owner in the console.
 */
export async function inviteAndEmail(
  db: Db,
  tenant: Tenant,
  request: Request,
  by: { actor: string; ip: string | null },
  email: string,
  role: StaffRole,
  options: { keepAnOwner?: boolean } = {},
) {
  const invited = await inviteStaff(db, { slug: tenant.slug, ...by }, email, role, options);
  const token = await createSignInLink(db, invited.row);
  try {
    const link = signInLink(consoleBase(tenant, request), token);
    await sendStaffMessage(tenant, "staff-invite", { dealer: tenant.config.name, link }, invited.row.email);
  } catch (error) {
    console.error(`[staff] ${tenant.slug}: invitation email failed:`, error);
    throw new InvitationNotSent();
  }
  return invited;
}
