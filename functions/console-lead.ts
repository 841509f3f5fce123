import { consoleLead } from "#lib/api/console-leads.ts";
import { seesContactDetails } from "#lib/staff/roles.ts";
import { leadDetail } from "./_shared/leads/console.ts";
import { getDb } from "./_shared/platform/db/client.ts";
import { defineFunction } from "./_shared/entry/define-function.ts";
import { requireStaff } from "./_shared/staff/session.ts";

export const config = { path: "/api/console/lead", method: ["GET"] };

/** One lead with its notes, deliveries and the moves its status allows. */
export default defineFunction(consoleLead, async ({ id }, call) => {
  const { role } = await requireStaff(call, "leads.manage");
  return leadDetail(await getDb(), await call.site(), id, seesContactDetails(role));
});
