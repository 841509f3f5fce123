import { and, eq, gte, inArray, isNotNull, sql } from "drizzle-orm";
import type { Db } from "../platform/db/client.ts";
import { leadAssignments, leads, leadWork, staff } from "../platform/db/schema.ts";
import { sendStaffMessage } from "../platform/messages/staff.ts";
import { vapidKeys } from "../platform/messages/web-push.ts";
import { pushToStaff } from "../staff/push-devices.ts";
import type { Tenant } from "../platform/tenant.ts";
import { assignNewLeads } from "./assignment.ts";
import { leadClocks, promisedBy } from "./clock.ts";
import { clockStops } from "./history.ts";

/** Leads that arrived or were handed over longer ago than this are not announced (a backlog is the inbox's business). */
const ANNOUNCE_WITHIN_HOURS = 24;

/**
 * Tells each assignee, once, that a lead is theirs: an email, and a push to each device on which
 * they allowed the console's notifications. The claim is one statement (the assignment's
 * `notified_staff_id` set to its assignee), so two sweeps never tell anyone twice, and a lead handed
 * on is announced to its new owner. `leadId` narrows it to one lead (a hand-over in the console).
 * Returns how many assignees were told.
 */
export async function tellAssignees(db: Db, tenant: Tenant, now = new Date(), leadId?: string): Promise<number> {
  const since = new Date(now.getTime() - ANNOUNCE_WITHIN_HOURS * 3_600_000);
  const claimed = await db
    .update(leadAssignments)
    .set({ notifiedStaffId: sql`${leadAssignments.staffId}` })
    .where(
      and(
        eq(leadAssignments.tenant, tenant.slug),
        isNotNull(leadAssignments.staffId),
        sql`${leadAssignments.notifiedStaffId} is distinct from ${leadAssignments.staffId}`,
        gte(leadAssignments.assignedAt, since),
        // Only leads that arrived lately: a salesperson coming on duty is not sent the month's backlog.
        sql`exists (select 1 from ${leads} where ${leads.id} = ${leadAssignments.leadId} and ${leads.createdAt} >= ${since})`,
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
  // The push services' contact for us: the operator's WEB_PUSH_SUBJECT, else the site's address.
  const keys = vapidKeys(origin);
  let told = 0;
  for (const { leadId: id, staffId, by } of claimed) {
    const lead = rows.find((row) => row.id === id);
    const to = team.find((member) => member.id === staffId);
    if (!lead || !to) continue;
    const clock = clockOf({ ...lead, stoppedAt: stops.get(id) });
    const open = !lead.firstResponseAt && !clock.stopped_at && clock.due_at;
    await sendStaffMessage(
      tenant,
      "staff-lead-assigned",
      {
        leadId: id,
        dealer: tenant.config.name,
        consoleOrigin: origin,
        formType: lead.formType,
        firstName: lead.firstName,
        car: (lead.car as { name?: string } | null)?.name ?? null,
        due: open ? promisedBy(clock) : null,
        by,
      },
      to.email,
      { failures: "log", push: keys ? (note) => pushToStaff(db, tenant.slug, to.id, note, keys) : undefined },
    );
    told++;
  }
  return told;
}

/** Per dealer in this process: a sweep running, one wanted after it, when the last began, the one booked. */
const sweeps = new Map<string, { running: boolean; again: boolean; last: number; timer?: NodeJS.Timeout }>();
/** At most one sweep a second per dealer: a busy minute costs 60 sweeps, not one per lead. */
const SWEEP_GAP_MS = 1000;

/**
 * A lead just arrived: give it out by the rule and tell its salesperson, after the shopper's answer.
 * The first lead of a quiet second sweeps at once (its promise ends with the sweep, so a function
 * stays alive for it); a lead arriving during a sweep or within a second of one books one more
 * sweep a second after the last and does not wait for it. So a rush costs a process a sweep a
 * second, not one per lead, and no answer waits on another lead's sweep. A sweep running elsewhere
 * (another instance, the inbox) is not waited for: the next sweep, the inbox or the 5-minute
 * schedule takes what it missed, as it takes a booked sweep a frozen instance never ran.
 */
export function assignAndTellSoon(db: Db, tenant: Tenant): Promise<void> {
  const slug = tenant.slug;
  let state = sweeps.get(slug);
  if (!state) sweeps.set(slug, (state = { running: false, again: false, last: 0 }));
  const self = state;
  const sweep = async (): Promise<void> => {
    self.timer = undefined;
    self.running = true;
    self.again = false;
    self.last = Date.now();
    try {
      await assignNewLeads(db, tenant, new Date(), "skip");
      await tellAssignees(db, tenant);
    } finally {
      self.running = false;
      if (self.again) book();
    }
  };
  const book = () => {
    self.timer ??= setTimeout(
      () => void sweep().catch((error) => console.error(`[leads] ${slug}: a lead sweep failed:`, error)),
      Math.max(0, self.last + SWEEP_GAP_MS - Date.now()),
    ).unref();
  };
  if (self.running || self.timer || Date.now() - self.last < SWEEP_GAP_MS) {
    self.again = true;
    if (!self.running) book();
    return Promise.resolve();
  }
  return sweep();
}
