import { and, desc, eq, lt } from "drizzle-orm";
import { AUDIT_PAGE_SIZE, consoleAudit } from "../src/lib/api/console-staff.ts";
import { getDb } from "./_shared/db/client.ts";
import { auditLog } from "./_shared/db/schema.ts";
import { defineFunction } from "./_shared/http/define-function.ts";
import { requireStaff } from "./_shared/staff/session.ts";

export const config = { path: "/api/console/audit", method: ["GET"] };

/** Issue 38: who did what, newest first, 100 at a time; owners only. */
export default defineFunction(consoleAudit, async ({ before }, call) => {
  await requireStaff(call, "staff.manage");
  const rows = await (await getDb())
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.tenant, call.tenant), before ? lt(auditLog.id, before) : undefined))
    .orderBy(desc(auditLog.id))
    .limit(AUDIT_PAGE_SIZE + 1);
  const page = rows.slice(0, AUDIT_PAGE_SIZE);
  return {
    entries: page.map((row) => ({
      id: row.id,
      actor: row.actor,
      action: row.action,
      subject: row.subject,
      before: row.before,
      after: row.after,
      at: row.at.toISOString(),
      ip: row.ip,
    })),
    next: rows.length > AUDIT_PAGE_SIZE ? page.at(-1)!.id : null,
  };
});
