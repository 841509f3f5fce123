import { consoleLeads } from "../src/lib/api/console-leads.ts";
import { seesContactDetails } from "../src/lib/staff/roles.ts";
import { listLeads } from "./_shared/console/leads.ts";
import { getDb } from "./_shared/db/client.ts";
import { defineFunction } from "./_shared/http/define-function.ts";
import { requireStaff } from "./_shared/staff/session.ts";

export const config = { path: "/api/console/leads", method: ["GET"] };

/** Issue 38: the lead inbox, newest first, a page at a time, with its filters and response clocks. */
export default defineFunction(consoleLeads, async (filters, call) => {
  const { role } = await requireStaff(call, "leads.manage");
  return listLeads(await getDb(), await call.site(), filters, seesContactDetails(role));
});
