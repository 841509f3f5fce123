import { staffPasskeyOptions } from "#lib/api/staff-passkeys.ts";
import { getDb } from "./_shared/platform/db/client.ts";
import { defineFunction } from "./_shared/entry/define-function.ts";
import { registrationOptions, relyingPartyOf } from "./_shared/staff/passkeys.ts";
import { requireStaff } from "./_shared/staff/session.ts";

export const config = { path: "/api/staff/passkeys/options", method: ["POST"] };

/** Adding a passkey, step 1 — for the signed-in staff member, on this site. */
export default defineFunction(staffPasskeyOptions, async (_input, call) => {
  const { staff } = await requireStaff(call);
  const options = await registrationOptions(await getDb(), await call.site(), staff, relyingPartyOf(call.request));
  return { options };
});
