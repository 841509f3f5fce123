import { staffPasskeyRemove } from "#lib/api/staff-passkeys.ts";
import { clientIp } from "./_shared/platform/http/client-address.ts";
import { getDb } from "./_shared/platform/db/client.ts";
import { defineFunction } from "./_shared/entry/define-function.ts";
import { audit } from "./_shared/staff/audit.ts";
import { passkeysOf, removePasskey } from "./_shared/staff/passkeys.ts";
import { requireStaff } from "./_shared/staff/session.ts";

export const config = { path: "/api/staff/passkeys/remove", method: ["POST"] };

/** Removes one of the signed-in staff member's own passkeys (a lost phone). Audited. */
export default defineFunction(staffPasskeyRemove, async ({ id }, call) => {
  const { staff } = await requireStaff(call);
  const db = await getDb();
  if (!(await removePasskey(db, staff, id))) throw call.fail("not_found");
  await audit(db, {
    slug: staff.tenant,
    actor: staff.email,
    action: "staff.passkey_remove",
    subject: staff.email,
    before: { passkey: id },
    ip: clientIp(call.request, call.context),
  });
  return { passkeys: await passkeysOf(db, staff) };
});
