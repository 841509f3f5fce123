import { staffSignInVerify } from "#lib/api/staff.ts";
import type { StaffRole } from "#lib/staff/roles.ts";
import { addressKey } from "#lib/security/address-key.ts";
import { hitRateLimit } from "./_shared/platform/auth/rate-limit.ts";
import { clientIp } from "./_shared/platform/http/client-address.ts";
import { getDb } from "./_shared/platform/db/client.ts";
import { defineFunction } from "./_shared/entry/define-function.ts";
import { tooMany } from "./_shared/platform/http/errors.ts";
import { audit } from "./_shared/staff/audit.ts";
import { STAFF_VERIFY_PER_IP } from "./_shared/staff/limits.ts";
import { consumeSignInLink } from "./_shared/staff/links.ts";
import { createStaffSession, requireSameOrigin } from "./_shared/staff/session.ts";

export const config = { path: "/api/staff/sign-in/verify", method: ["POST"] };

/**
 * Staff sign-in, step 2: the console's sign-in page posts the link's token; a good one is used up
 * and the console session cookie set. Posted from the console's own pages only (no one can sign a
 * browser in as themselves from elsewhere). Any bad token: one answer, 'invalid or expired'.
 */
export default defineFunction(staffSignInVerify, async ({ token }, call) => {
  const { slug, request, context } = call;
  await requireSameOrigin(call);
  const db = await getDb();
  const ip = clientIp(request, context);
  const limit = await hitRateLimit(db, slug, `staff-verify-ip:${addressKey(ip)}`, STAFF_VERIFY_PER_IP);
  if (!limit.ok) throw tooMany(limit.retryAfterSeconds);
  const member = await consumeSignInLink(db, slug, token);
  if (!member) throw call.fail("invalid_link");
  const cookie = await createStaffSession(db, member);
  await audit(db, { slug, actor: member.email, action: "staff.sign_in", subject: member.email, ip });
  return call.reply({ email: member.email, role: member.role as StaffRole }, { headers: { "Set-Cookie": cookie } });
});
