import { STAFF_LINK_TTL_SECONDS } from "#lib/staff/lifetimes.ts";
import { staffSignInSend } from "#lib/api/staff.ts";
import { addressKey } from "#lib/security/address-key.ts";
import { hitRateLimits } from "./_shared/platform/auth/rate-limit.ts";
import { clientIp } from "./_shared/platform/http/client-address.ts";
import { inBackground } from "./_shared/platform/background.ts";
import { getDb } from "./_shared/platform/db/client.ts";
import { defineFunction } from "./_shared/entry/define-function.ts";
import { sendStaffMessage } from "./_shared/platform/messages/staff.ts";
import { STAFF_LINK_PER_EMAIL, STAFF_LINK_PER_EMAIL_IP, STAFF_LINK_PER_IP } from "./_shared/staff/limits.ts";
import { consoleBase, createSignInLink, signInLink } from "./_shared/staff/links.ts";
import { findStaff } from "./_shared/staff/store.ts";

export const config = { path: "/api/staff/sign-in/send", method: ["POST"] };

/**
 * Staff sign-in, step 1: a single-use link by email to a staff member of the dealer this host
 * serves. Any other address gets the same answer, counted against the same limits, and the email
 * goes in the background so the timing tells nothing either.
 */
export default defineFunction(staffSignInSend, async ({ email }, { site, request, context }) => {
  const tenant = await site();
  const db = await getDb();
  const address = addressKey(clientIp(request, context));
  await hitRateLimits(db, tenant.slug, [
    [`staff-link-ip:${address}`, STAFF_LINK_PER_IP],
    [`staff-link:${email}:${address}`, STAFF_LINK_PER_EMAIL_IP],
    [`staff-link:${email}`, STAFF_LINK_PER_EMAIL],
  ]);
  const member = await findStaff(db, tenant.slug, email);
  if (member) {
    const token = await createSignInLink(db, member);
    const link = signInLink(consoleBase(tenant, request), token);
    // async: a provider that cannot be built (a missing token) is logged like a failed send, not answered.
    inBackground(context, "staff sign-in email", async () =>
      sendStaffMessage(tenant, "staff-sign-in-link", { dealer: tenant.config.name, link }, member.email),
    );
  }
  return { sent: true as const, expires_in: STAFF_LINK_TTL_SECONDS };
});
