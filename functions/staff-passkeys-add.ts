import type { RegistrationResponseJSON } from "@simplewebauthn/server";
import { staffPasskeyAdd } from "#lib/api/staff-passkeys.ts";
import { clientIp } from "./_shared/platform/http/client-address.ts";
import { getDb } from "./_shared/platform/db/client.ts";
import { defineFunction } from "./_shared/entry/define-function.ts";
import { audit } from "./_shared/staff/audit.ts";
import { addPasskey, PasskeyRefused, relyingPartyOf } from "./_shared/staff/passkeys.ts";
import { requireStaff } from "./_shared/staff/session.ts";

export const config = { path: "/api/staff/passkeys/add", method: ["POST"] };

/** Adding a passkey, step 2 — the browser's answer, checked and kept. Audited. */
export default defineFunction(staffPasskeyAdd, async ({ response }, call) => {
  const { staff } = await requireStaff(call);
  const db = await getDb();
  try {
    const passkey = await addPasskey(
      db,
      await call.site(),
      staff,
      relyingPartyOf(call.request),
      response as RegistrationResponseJSON,
    );
    await audit(db, {
      slug: staff.tenant,
      actor: staff.email,
      action: "staff.passkey_add",
      subject: staff.email,
      after: { passkey: passkey.name },
      ip: clientIp(call.request, call.context),
    });
    return { passkey };
  } catch (error) {
    if (error instanceof PasskeyRefused) throw call.fail("passkey_refused");
    throw error;
  }
});
