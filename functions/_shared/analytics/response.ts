import { and, eq, gte, inArray, isNotNull, lt } from "drizzle-orm";
import type { consoleInsights } from "#lib/api/console-insights.ts";
import type { ResponseData } from "#lib/api/contract.ts";
import type { Period } from "#lib/insights/period.ts";
import { type AssignedLead, responseBySalesperson } from "#lib/insights/response.ts";
import type { LeadStatus } from "#lib/leads/work.ts";
import type { Db } from "../platform/db/client.ts";
import { leads, leadWork, staff } from "../platform/db/schema.ts";
import type { Tenant } from "../platform/tenant.ts";
import { leadClocks } from "../leads/clock.ts";
import { enquiriesOnly, periodBounds } from "./insights.ts";

interface ClockFacts {
  openMinutes: number;
  answeredLate: boolean;
  /** When an unanswered lead falls due (ms), if a promise was made. */
  dueAt?: number;
}

/**
 * Each lead's clock as Insights needs it, remembered: an answered lead's never changes, and an
 * unanswered one is only asked when it falls due (its clock to now is not counted). Counting
 * opening-hours minutes is the costly part of the summary (tens of thousands of leads a quarter
 * at a large group), and the same leads come back with every period that covers them.
 */
const clocks = new Map<string, ClockFacts>();
const CLOCKS_KEPT = 200_000;

/** Each salesperson's leads of the period on the inbox's own response clock. */
export async function responseFigures(
  db: Db,
  site: Tenant,
  period: Period,
  yard: string | undefined,
  now: Date,
): Promise<ResponseData<typeof consoleInsights>["response"]> {
  const { start, end } = periodBounds(period, site.config.timeZone);
  const rows = await db
    .select({
      id: leads.id,
      assigneeId: leadWork.assigneeId,
      status: leadWork.status,
      firstResponseAt: leadWork.firstResponseAt,
      createdAt: leads.createdAt,
      category: leads.category,
      locationId: leads.locationId,
    })
    .from(leads)
    .innerJoin(leadWork, eq(leadWork.leadId, leads.id))
    .where(
      and(
        eq(leads.tenant, site.slug),
        gte(leads.createdAt, start),
        lt(leads.createdAt, end),
        enquiriesOnly,
        isNotNull(leadWork.assigneeId),
        yard ? eq(leads.locationId, yard) : undefined,
      ),
    );
  const clockOf = await leadClocks(site, now);
  if (clocks.size > CLOCKS_KEPT) clocks.clear();
  const assigned: AssignedLead[] = rows.map((row) => {
    const key = `${site.slug}|${row.id}|${row.firstResponseAt?.getTime() ?? ""}`;
    let facts = clocks.get(key);
    if (!facts) {
      // Unanswered: only when it falls due matters, so its clock is asked as if answered at once.
      const clock = clockOf({ ...row, firstResponseAt: row.firstResponseAt ?? row.createdAt });
      facts = row.firstResponseAt
        ? { openMinutes: clock.open_minutes, answeredLate: clock.answered_late }
        : { openMinutes: 0, answeredLate: false, dueAt: clock.due_at ? Date.parse(clock.due_at) : undefined };
      clocks.set(key, facts);
    }
    return {
      assigneeId: row.assigneeId!,
      status: row.status as LeadStatus,
      answered: row.firstResponseAt !== null,
      openMinutes: facts.openMinutes,
      overdue: row.firstResponseAt === null && facts.dueAt !== undefined && now.getTime() > facts.dueAt,
      answeredLate: facts.answeredLate,
    };
  });
  const people = responseBySalesperson(assigned);
  const names = new Map(
    people.length
      ? (
          await db
            .select({ id: staff.id, email: staff.email })
            .from(staff)
            .where(
              inArray(
                staff.id,
                people.map((person) => person.assigneeId),
              ),
            )
        ).map((row) => [row.id, row.email])
      : [],
  );
  return people
    .map((person) => ({
      name: names.get(person.assigneeId) ?? "Removed staff member",
      assigned: person.assigned,
      answered: person.answered,
      median_minutes: person.medianMinutes,
      on_time_share: person.onTimeShare,
      won: person.won,
      lost: person.lost,
    }))
    .sort((a, b) => b.assigned - a.assigned || a.name.localeCompare(b.name));
}
