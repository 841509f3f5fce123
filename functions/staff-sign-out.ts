import { staffSignOut } from "#lib/api/staff.ts";
import { clientIp } from "./_shared/platform/http/client-address.ts";
import { getDb } from "./_shared/platform/db/client.ts";
import { defineFunction } from "./_shared/entry/define-function.ts";
import { audit } from "./_shared/staff/audit.ts";
import { currentStaff, endStaffSession, requireSameOrigin, staffCookie } from "./_shared/staff/session.ts";

export const config = { path: "/api/staff/sign-out", method: ["POST"] };

/** Ends this browser's console session and clears the cookie; signed out already is still a 200. */
export default defineFunction(staffSignOut, async (_input, call) => {
  const { slug, request, context } = call;
  await requireSameOrigin(call);
  const db = await getDb();
  const signedIn = await currentStaff(db, request, slug);
  if (signedIn) {
    await endStaffSession(db, signedIn.sessionId);
    const who = signedIn.staff.email;
    await audit(db, { slug, actor: who, action: "staff.sign_out", subject: who, ip: clientIp(request, context) });
  }
  return call.reply({ signed_in: false as const }, { headers: { "Set-Cookie": staffCookie("", 0) } });
});
