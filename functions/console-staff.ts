import { consoleStaff } from "#lib/api/console-staff.ts";
import { getDb } from "./_shared/platform/db/client.ts";
import { defineFunction } from "./_shared/entry/define-function.ts";
import { requireStaff } from "./_shared/staff/session.ts";
import { listStaff, toMember } from "./_shared/staff/store.ts";

export const config = { path: "/api/console/staff", method: ["GET"] };

/** The dealer's staff, for its owners. */
export default defineFunction(consoleStaff, async (_input, call) => {
  await requireStaff(call, "staff.manage");
  return { staff: (await listStaff(await getDb(), call.slug)).map(toMember) };
});
