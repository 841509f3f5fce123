import { consoleStaffUpdate } from "#lib/api/console-staff.ts";
import { clientIp } from "./_shared/platform/http/client-address.ts";
import { hitRateLimit } from "./_shared/platform/auth/rate-limit.ts";
import { getDb } from "./_shared/platform/db/client.ts";
import { defineFunction } from "./_shared/entry/define-function.ts";
import { tooMany } from "./_shared/platform/http/errors.ts";
import { InvitationNotSent, inviteAndEmail } from "./_shared/staff/invite.ts";
import { requireStaff } from "./_shared/staff/session.ts";
import { LastOwner, listStaff, removeStaff, setLeadSettings, toMember } from "./_shared/staff/store.ts";

export const config = { path: "/api/console/staff/update", method: ["POST"] };

/** Invitations one owner may send an hour: a team's worth, not an inbox flood. */
const INVITES_PER_OWNER = { max: 20, windowSeconds: 60 * 60 };

/**
 * An owner invites someone (an emailed sign-in link), changes their role, or removes
 * them (their sessions end at once); never the dealer's last owner. Audited.
 */
export default defineFunction(consoleStaffUpdate, async (input, call) => {
  const signedIn = await requireStaff(call, "staff.manage");
  const db = await getDb();
  const tenant = await call.site();
  const by = { actor: signedIn.staff.email, ip: clientIp(call.request, call.context) };
  const everyone = async () => (await listStaff(db, tenant.slug)).map(toMember);
  try {
    if (input.action === "remove") {
      const removed = await removeStaff(db, { slug: tenant.slug, ...by }, input.email, new Date(), {
        keepAnOwner: true,
      });
      if (!removed) throw call.fail("not_found");
      return { staff: await everyone(), outcome: "removed" as const };
    }
    if (input.action === "leads") {
      const known = new Set((await tenant.feed("locations")).map((location) => String(location.id)));
      const locationIds = [...new Set(input.location_ids)].filter((id) => known.has(id));
      const saved = await setLeadSettings(db, { slug: tenant.slug, ...by }, input.email, {
        locationIds,
        takingLeads: input.taking_leads,
      });
      if (!saved) throw call.fail("not_found");
      return { staff: await everyone(), outcome: "saved" as const };
    }
    const limit = await hitRateLimit(db, tenant.slug, `staff-invite:${signedIn.staff.id}`, INVITES_PER_OWNER);
    if (!limit.ok) throw tooMany(limit.retryAfterSeconds);
    const { outcome } = await inviteAndEmail(db, tenant, call.request, by, input.email, input.role, {
      keepAnOwner: true,
    });
    return { staff: await everyone(), outcome };
  } catch (error) {
    if (error instanceof LastOwner) throw call.fail("last_owner");
    if (error instanceof InvitationNotSent) throw call.fail("email_failed");
    throw error;
  }
});
