import type { AuthenticationResponseJSON } from "@simplewebauthn/server";
import { staffPasskeySignIn } from "#lib/api/staff-passkeys.ts";
import { addressKey } from "#lib/security/address-key.ts";
import type { StaffRole } from "#lib/staff/roles.ts";
import { hitRateLimit } from "./_shared/platform/auth/rate-limit.ts";
import { clientIp } from "./_shared/platform/http/client-address.ts";
import { getDb } from "./_shared/platform/db/client.ts";
import { defineFunction } from "./_shared/entry/define-function.ts";
import { tooMany } from "./_shared/platform/http/errors.ts";
import { audit } from "./_shared/staff/audit.ts";
import { STAFF_PASSKEY_PER_IP } from "./_shared/staff/limits.ts";
import { PasskeyRefused, relyingPartyOf, signInWithPasskey } from "./_shared/staff/passkeys.ts";
import { createStaffSession, requireSameOrigin } from "./_shared/staff/session.ts";

export const config = { path: "/api/staff/sign-in/passkey/verify", method: ["POST"] };

/**
 * Passkey sign-in, step 2 — the browser's signed answer; a good one starts a console
 * session as the emailed link does. Every refusal is one answer, whatever the reason.
 */
export default defineFunction(staffPasskeySignIn, async ({ response }, call) => {
  await requireSameOrigin(call);
  const db = await getDb();
  const ip = clientIp(call.request, call.context);
  const limit = await hitRateLimit(db, call.slug, `staff-passkey-ip:${addressKey(ip)}`, STAFF_PASSKEY_PER_IP);
  if (!limit.ok) throw tooMany(limit.retryAfterSeconds);
  try {
    const member = await signInWithPasskey(
      db,
      await call.site(),
      relyingPartyOf(call.request),
      response as AuthenticationResponseJSON,
    );
    const cookie = await createStaffSession(db, member);
    await audit(db, {
      slug: member.tenant,
      actor: member.email,
      action: "staff.sign_in",
      subject: member.email,
      after: { with: "passkey" },
      ip,
    });
    return call.reply({ email: member.email, role: member.role as StaffRole }, { headers: { "Set-Cookie": cookie } });
  } catch (error) {
    if (error instanceof PasskeyRefused) throw call.fail("passkey_refused");
    throw error;
  }
});
