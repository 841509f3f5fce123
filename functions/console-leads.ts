import { consoleLeads } from "#lib/api/console-leads.ts";
import { seesContactDetails } from "#lib/staff/roles.ts";
import { inBackground } from "./_shared/platform/background.ts";
import { assignNewLeads } from "./_shared/leads/assignment.ts";
import { tellAssignees } from "./_shared/leads/notifications.ts";
import { listLeads } from "./_shared/leads/console.ts";
import { getDb } from "./_shared/platform/db/client.ts";
import { defineFunction } from "./_shared/entry/define-function.ts";
import { requireStaff } from "./_shared/staff/session.ts";

export const config = { path: "/api/console/leads", method: ["GET"] };

/** The lead inbox, newest first, a page at a time, with its filters and response clocks. */
export default defineFunction(consoleLeads, async (filters, call) => {
  const signedIn = await requireStaff(call, "leads.manage");
  const db = await getDb();
  const tenant = await call.site();
  // New leads are given out by the rule when someone looks (and on the outbox's schedule).
  if (!filters.before && (await assignNewLeads(db, tenant)))
    inBackground(call.context, "lead assignment news", () => tellAssignees(db, tenant));
  return listLeads(db, tenant, filters, seesContactDetails(signedIn.role), signedIn.staff.id);
});
