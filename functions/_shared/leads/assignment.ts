import { and, desc, eq, gte, inArray, isNull, max, sql } from "drizzle-orm";
import { chooseAssignee } from "#lib/leads/assignment.ts";
import type { Db, Tx } from "../platform/db/client.ts";
import { rowsOf } from "../platform/db/migrate.ts";
import { leadAssignments, leads, leadWork, staff } from "../platform/db/schema.ts";
import { sendStaffMessage } from "../platform/messages/staff.ts";
import type { Tenant } from "../platform/tenant.ts";
import { clockStops } from "./history.ts";
import { leadClocks, promisedBy } from "./clock.ts";

/** How far back the sweeps look: older unanswered leads are the inbox's filters' business. */
const LOOKBACK_DAYS = 30;
const since = (now: Date) => new Date(now.getTime() - LOOKBACK_DAYS * 86_400_000);

/** The dealer's recent leads no one has answered (no lead_work row) and none held back as spam. */
const unanswered = (slug: string, now: Date) => [
  eq(leads.tenant, slug),
  gte(leads.createdAt, since(now)),
  isNull(leads.heldReason),
  isNull(leadWork.leadId),
];

async function anyoneTakingLeads(db: Db, slug: string): Promise<boolean> {
  const [one] = await db
    .select({ id: staff.id })
    .from(staff)
    .where(and(eq(staff.tenant, slug), isNull(staff.removedAt), eq(staff.role, "sales"), eq(staff.takingLeads, true)))
    .limit(1);
  return Boolean(one);
}

/** Sales staff who may be given leads, with when the rule last gave each one. */
async function candidates(tx: Tx, slug: string) {
  const last = tx
    .select({ staffId: leadAssignments.staffId, at: max(leadAssignments.assignedAt).as("at") })
    .from(leadAssignments)
    .where(and(eq(leadAssignments.tenant, slug), eq(leadAssignments.assignedBy, "rule")))
    .groupBy(leadAssignments.staffId)
    .as("last");
  const rows = await tx
    .select({
      id: staff.id,
      role: staff.role,
      locationIds: staff.locationIds,
      takingLeads: staff.takingLeads,
      at: last.at,
    })
    .from(staff)
    .leftJoin(last, eq(last.staffId, staff.id))
    .where(and(eq(staff.tenant, slug), isNull(staff.removedAt), eq(staff.role, "sales")));
  return rows.map((row) => ({ ...row, lastAssignedAt: row.at ? new Date(row.at) : null }));
}

/**
 * Gives each new, unanswered, unassigned lead of the dealer to a salesperson by the rule
 * (src/lib/leads/assignment.ts), oldest lead first. One sweep at a time per dealer (an advisory
 * lock), so two never hand out the same turn. Runs when the inbox is opened and on the outbox's
 * schedule, never in the shopper's request. Returns how many it assigned.
 */
export async function assignNewLeads(
  db: Db,
  tenant: Tenant,
  now = new Date(),
  /** "skip": when another sweep of this dealer is running, leave it to that one instead of queueing behind it. */
  busy: "wait" | "skip" = "wait",
): Promise<number> {
  // A lead's own sweep at a dealer where no one takes leads (most of the day at a small yard, or
  // none set up yet) is one read, not a transaction.
  if (busy === "skip" && !(await anyoneTakingLeads(db, tenant.slug))) return 0;
  return db.transaction(async (tx) => {
    const key = `lead-assignment:${tenant.slug}`;
    if (busy === "skip") {
      const [got] = rowsOf<{ ok: boolean }>(
        await tx.execute(sql`select pg_try_advisory_xact_lock(hashtext(${key})) as ok`),
      );
      if (!got?.ok) return 0;
    } else await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
    const team = await candidates(tx, tenant.slug);
    if (!team.some((member) => member.takingLeads)) return 0;
    const waiting = await tx
      .select({ id: leads.id, locationId: leads.locationId })
      .from(leads)
      .leftJoin(leadAssignments, eq(leadAssignments.leadId, leads.id))
      .leftJoin(leadWork, eq(leadWork.leadId, leads.id))
      .where(and(...unanswered(tenant.slug, now), isNull(leadAssignments.leadId)))
      .orderBy(leads.createdAt)
      .limit(500);
    let assigned = 0;
    for (const lead of waiting) {
      const chosen = chooseAssignee(team, lead.locationId);
      if (!chosen) continue;
      await tx
        .insert(leadAssignments)
        .values({ leadId: lead.id, tenant: tenant.slug, staffId: chosen.id, assignedAt: now, assignedBy: "rule" })
        .onConflictDoNothing();
      chosen.lastAssignedAt = new Date(now.getTime() + assigned); // its turn is taken: the next lead goes on
      assigned++;
    }
    return assigned;
  });
}

/**
 * An unanswered lead past its deadline (the answer the shopper was promised)
 * emails its assignee and the dealer's owners, once (the assignment row remembers it; a lead no one was given gets a row
 * then). Returns how many leads it told about.
 */
export async function notifyOverdueLeads(
  db: Db,
  tenant: Tenant,
  consoleUrl: string,
  now = new Date(),
): Promise<number> {
  const rows = await db
    .select({
      id: leads.id,
      createdAt: leads.createdAt,
      category: leads.category,
      locationId: leads.locationId,
      formType: leads.formType,
      firstName: leads.firstName,
      staffId: leadAssignments.staffId,
    })
    .from(leads)
    .leftJoin(leadAssignments, eq(leadAssignments.leadId, leads.id))
    .leftJoin(leadWork, eq(leadWork.leadId, leads.id))
    .where(and(...unanswered(tenant.slug, now), isNull(leadAssignments.overdueNotifiedAt)))
    .orderBy(desc(leads.createdAt))
    .limit(2000);
  const clockOf = await leadClocks(tenant, now);
  const stops = await clockStops(
    db,
    rows.map((row) => row.id),
  );
  const overdue = rows.flatMap((row) => {
    const clock = clockOf({ ...row, firstResponseAt: null, stoppedAt: stops.get(row.id) });
    return clock.overdue ? [{ ...row, due: promisedBy(clock)! }] : [];
  });
  if (!overdue.length) return 0;
  const team = await db
    .select({ id: staff.id, email: staff.email, role: staff.role })
    .from(staff)
    .where(and(eq(staff.tenant, tenant.slug), isNull(staff.removedAt)));
  const owners = team.filter((member) => member.role === "owner").map((member) => member.email);
  let told = 0;
  for (const lead of overdue) {
    // Claimed first, so a second sweep (or a crash after sending) never emails it twice.
    const claimed = await db
      .insert(leadAssignments)
      .values({ leadId: lead.id, tenant: tenant.slug, staffId: null, assignedBy: "rule", overdueNotifiedAt: now })
      .onConflictDoUpdate({
        target: leadAssignments.leadId,
        set: { overdueNotifiedAt: now },
        setWhere: isNull(leadAssignments.overdueNotifiedAt),
      })
      .returning({ staffId: leadAssignments.staffId });
    if (!claimed.length) continue;
    const assignee = team.find((member) => member.id === claimed[0]!.staffId)?.email;
    const link = `${consoleUrl}/console/`;
    for (const to of new Set([...(assignee ? [assignee] : []), ...owners]))
      await sendStaffMessage(
        tenant,
        "staff-lead-overdue",
        {
          dealer: tenant.config.name,
          formType: lead.formType,
          firstName: lead.firstName,
          due: lead.due,
          assignee: assignee ?? null,
          to,
          link,
        },
        to,
        { failures: "log" },
      );
    told++;
  }
  return told;
}

/** Staff ids of this dealer that a lead may be handed to (live sales staff and owners). */
export async function assignableStaff(db: Db, slug: string): Promise<{ id: string; email: string }[]> {
  return db
    .select({ id: staff.id, email: staff.email })
    .from(staff)
    .where(and(eq(staff.tenant, slug), isNull(staff.removedAt), inArray(staff.role, ["sales", "owner"])))
    .orderBy(staff.email);
}
