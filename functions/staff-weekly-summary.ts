import { and, eq } from "drizzle-orm";
import { staffWeeklySummary } from "#lib/api/staff.ts";
import { getDb } from "./_shared/platform/db/client.ts";
import { staff } from "./_shared/platform/db/schema.ts";
import { defineFunction } from "./_shared/entry/define-function.ts";
import { audit } from "./_shared/staff/audit.ts";
import { requireStaff } from "./_shared/staff/session.ts";

export const config = { path: "/api/staff/weekly-summary", method: ["POST"] };

/** An owner turns their own Monday summary email on or off (Your account). Audited. */
export default defineFunction(staffWeeklySummary, async ({ on }, call) => {
  const { staff: member, role } = await requireStaff(call);
  if (role !== "owner") throw call.fail("owners_only");
  const db = await getDb();
  await db
    .update(staff)
    .set({ weeklySummary: on })
    .where(and(eq(staff.tenant, member.tenant), eq(staff.id, member.id)));
  await audit(db, {
    slug: member.tenant,
    actor: member.email,
    action: on ? "staff.weekly_summary_on" : "staff.weekly_summary_off",
    subject: member.email,
  });
  return { on };
});
