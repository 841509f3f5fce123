import { consoleLeadUpdate } from "#lib/api/console-leads.ts";
import { seesContactDetails } from "#lib/staff/roles.ts";
import { clientIp } from "./_shared/platform/http/client-address.ts";
import { inBackground } from "./_shared/platform/background.ts";
import { tellAssignees } from "./_shared/leads/notifications.ts";
import { leadDetail, updateLead } from "./_shared/leads/console.ts";
import { getDb } from "./_shared/platform/db/client.ts";
import { defineFunction } from "./_shared/entry/define-function.ts";
import { requireStaff } from "./_shared/staff/session.ts";

export const config = { path: "/api/console/lead/update", method: ["POST"] };

/** Moves a lead (the first move out of "new" is its response time), hands it over or adds a note; audited. */
export default defineFunction(consoleLeadUpdate, async (input, call) => {
  const signedIn = await requireStaff(call, "leads.manage");
  const db = await getDb();
  const tenant = await call.site();
  await updateLead(db, tenant, signedIn, input, clientIp(call.request, call.context));
  // A lead handed to a colleague: they hear of it now (email, and their devices' notifications).
  if (input.assign_to)
    inBackground(call.context, "lead hand-over", () => tellAssignees(db, tenant, new Date(), input.id));
  return leadDetail(db, tenant, input.id, seesContactDetails(signedIn.role));
});
