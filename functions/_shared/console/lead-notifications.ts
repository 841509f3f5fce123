import { and, eq, gte, inArray, isNotNull, sql } from "drizzle-orm";
import { formatZonedDateTime } from "../../../src/lib/format/date.ts";
import { staffLeadAssigned } from "../../../src/lib/messages/staff-lead-assigned.ts";
import type { Db } from "../db/client.ts";
import { leadAssignments, leads, leadWork, staff } from "../db/schema.ts";
import { emailProvider } from "../messages/email.ts";
import { vapidKeys } from "../messages/web-push.ts";
import { pushToStaff } from "../staff/push-devices.ts";
import type { Tenant } from "../tenant.ts";
import { assignNewLeads } from "./assignment.ts";
import { leadClocks } from "./lead-clock.ts";
import { clockStops } from "./lead-history.ts";

/** Leads handed over longer ago than this are not announced any more (a backlog is the inbox's business). */
const ANNOUNCE_WITHIN_HOURS = 24;

/**
 * Tells each assignee, once, that a lead is theirs: an email, and a push to each device on which
 * they allowed the console's notifications. The claim is one statement (the assignment's
 * `notified_staff_id` set to its assignee), so two sweeps never tell anyone twice, and a lead handed
 * on is announced to its new owner. `leadId` narrows it to one lead (a hand-over in the console).
 * Returns how many assignees were told.
 */
export async function tellAssignees(db: Db, tenant: Tenant, now = new Date(), leadId?: string): Promise<number> {
  const claimed = await db
    .update(leadAssignments)
    .set({ notifiedStaffId: sql`${leadAssignments.staffId}` })
    .where(
      and(
        eq(leadAssignments.tenant, tenant.slug),
        isNotNull(leadAssignments.staffId),
        sql`${leadAssignments.notifiedStaffId} is distinct from ${leadAssignments.staffId}`,
        gte(leadAssignments.assignedAt, new Date(now.getTime() - ANNOUNCE_WITHIN_HOURS * 3_600_000)),
        leadId ? eq(leadAssignments.leadId, leadId) : undefined,
      ),
    )
    .returning({ leadId: leadAssignments.leadId, staffId: leadAssignments.staffId, by: leadAssignments.assignedBy });
  if (!claimed.length) return 0;
  const ids = claimed.map((row) => row.leadId);
  const rows = await db
    .select({
      id: leads.id,
      formType: leads.formType,
      firstName: leads.firstName,
      car: leads.car,
      category: leads.category,
      locationId: leads.locationId,
      createdAt: leads.createdAt,
      firstResponseAt: leadWork.firstResponseAt,
    })
    .from(leads)
    .leftJoin(leadWork, eq(leadWork.leadId, leads.id))
    .where(inArray(leads.id, ids));
  const team = await db
    .select({ id: staff.id, email: staff.email })
    .from(staff)
    .where(
      and(
        eq(staff.tenant, tenant.slug),
        inArray(
          staff.id,
          claimed.map((row) => row.staffId!),
        ),
      ),
    );
  const clockOf = await leadClocks(tenant, now);
  const stops = await clockStops(db, ids);
  const origin = new URL(tenant.config.siteUrl).origin;
  const sender = emailProvider(tenant.config.siteUrl);
  // The push services' contact for us: the operator's WEB_PUSH_SUBJECT, else the site's address.
  const keys = vapidKeys(origin);
  let told = 0;
  for (const { leadId: id, staffId, by } of claimed) {
    const lead = rows.find((row) => row.id === id);
    const to = team.find((member) => member.id === staffId);
    if (!lead || !to) continue;
    const clock = clockOf({ ...lead, stoppedAt: stops.get(id) });
    const open = !lead.firstResponseAt && !clock.stopped_at && clock.due_at;
    const message = staffLeadAssigned({
      leadId: id,
      dealer: tenant.config.name,
      consoleOrigin: origin,
      formType: lead.formType,
      firstName: lead.firstName,
      car: (lead.car as { name?: string } | null)?.name ?? null,
      due: open ? formatZonedDateTime(new Date(clock.due_at!), clock.time_zone, "weekday") : null,
      by,
    });
    await Promise.all([
      sender
        .send({ tenant: tenant.slug, to: to.email, tag: "lead-assigned", ...message.email })
        .catch((error: Error) =>
          console.error(`[leads] ${tenant.slug}: lead-assigned email to ${to.email} failed: ${error.message}`),
        ),
      keys ? pushToStaff(db, tenant.slug, to.id, message.push, keys) : 0,
    ]);
    told++;
  }
  return told;
}

const sweeping = new Map<string, Promise<void>>();
const sweepAgain = new Set<string>();

/**
 * A lead just arrived: give it out by the rule and tell its salesperson, after the shopper's answer.
 * One sweep per dealer at a time in this process; leads arriving meanwhile are taken by one more
 * sweep when it ends, so a busy minute costs a few sweeps, not one per lead.
 */
export function assignAndTellSoon(db: Db, tenant: Tenant): Promise<void> {
  const slug = tenant.slug;
  const running = sweeping.get(slug);
  if (running) {
    sweepAgain.add(slug);
    return running;
  }
  const sweep = (async () => {
    do {
      sweepAgain.delete(slug);
      await assignNewLeads(db, tenant);
      await tellAssignees(db, tenant);
    } while (sweepAgain.has(slug));
  })().finally(() => sweeping.delete(slug));
  sweeping.set(slug, sweep);
  return sweep;
}
