import type { Db, Tx } from "../platform/db/client.ts";
import { auditLog } from "../platform/db/schema.ts";

export interface AuditEntry {
  slug: string;
  /** The staff member's email, or "ops" for a signed terminal call. */
  actor: string;
  /** "staff.invite", "staff.remove", "staff.sign_in", "staff.sign_out", … */
  action: string;
  /** What was acted on: a staff member's email, a car id, a lead id. */
  subject: string;
  before?: unknown;
  after?: unknown;
  ip?: string | null;
}

/** Appends to the audit log, inside the caller's transaction where there is one (the change and its record commit together). */
export async function audit(db: Pick<Db | Tx, "insert">, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    tenant: entry.slug,
    actor: entry.actor,
    action: entry.action,
    subject: entry.subject,
    before: entry.before ?? null,
    after: entry.after ?? null,
    ip: entry.ip ?? null,
  });
}
