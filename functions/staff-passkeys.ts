import { staffPasskeys } from "#lib/api/staff-passkeys.ts";
import { getDb } from "./_shared/platform/db/client.ts";
import { defineFunction } from "./_shared/entry/define-function.ts";
import { passkeysOf } from "./_shared/staff/passkeys.ts";
import { requireStaff } from "./_shared/staff/session.ts";

export const config = { path: "/api/staff/passkeys", method: ["GET"] };

/** The signed-in staff member's own passkeys. */
export default defineFunction(staffPasskeys, async (_input, call) => {
  const { staff } = await requireStaff(call);
  return { passkeys: await passkeysOf(await getDb(), staff) };
});
