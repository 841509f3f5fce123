import { and, desc, eq, lt } from "drizzle-orm";
import { AUDIT_PAGE_SIZE, consoleAudit } from "#lib/api/console-staff.ts";
import { auditSentence } from "#lib/audit/sentence.ts";
import { auditNames } from "./_shared/staff/audit-names.ts";
import { getDb } from "./_shared/platform/db/client.ts";
import { auditLog } from "./_shared/platform/db/schema.ts";
import { defineFunction } from "./_shared/entry/define-function.ts";
import { requireStaff } from "./_shared/staff/session.ts";

export const config = { path: "/api/console/audit", method: ["GET"] };

/** Who did what, newest first, 100 at a time; owners only. Each as a sentence with names. */
export default defineFunction(consoleAudit, async ({ before }, call) => {
  await requireStaff(call, "staff.manage");
  const db = await getDb();
  const rows = await db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.tenant, call.slug), before ? lt(auditLog.id, before) : undefined))
    .orderBy(desc(auditLog.id))
    .limit(AUDIT_PAGE_SIZE + 1);
  const page = rows.slice(0, AUDIT_PAGE_SIZE);
  const names = await auditNames(db, await call.site(), page);
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
      sentence: auditSentence(row, names.get(row.subject)),
    })),
    next: rows.length > AUDIT_PAGE_SIZE ? page.at(-1)!.id : null,
  };
});
