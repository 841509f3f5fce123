import { and, eq, gte, inArray, isNotNull, isNull, lt, or, type SQL, sql } from "drizzle-orm";
import type { consoleInsights } from "#lib/api/console-insights.ts";
import type { ResponseData } from "#lib/api/contract.ts";
import type { Period } from "#lib/insights/period.ts";
import type { Db } from "../platform/db/client.ts";
import { leadResponseClocks, leads, leadWork, leadWorkVersions, staff } from "../platform/db/schema.ts";
import { rowsOf } from "../platform/db/migrate.ts";
import type { Tenant } from "../platform/tenant.ts";
import { leadClocks } from "../leads/clock.ts";
import { enquiriesOnly, periodBounds } from "./insights.ts";

/**
 * Counts the clock of each lead that has none yet, or whose first response came since it was
 * counted. An answered lead's clock never changes; an unanswered one only needs when it falls
 * due (its clock to now is not counted), so it is counted as if answered at once. Counting
 * opening-hours minutes is the costly part, so each lead's is counted once and kept.
 */
async function countClocks(db: Db, site: Tenant, uncountedOfPeriod: SQL | undefined, now: Date) {
  const toCount = await db
    .select({
      id: leads.id,
      firstResponseAt: leadWork.firstResponseAt,
      createdAt: leads.createdAt,
      category: leads.category,
      locationId: leads.locationId,
    })
    .from(leads)
    .innerJoin(leadWork, eq(leadWork.leadId, leads.id))
    .leftJoin(leadResponseClocks, eq(leadResponseClocks.leadId, leads.id))
    .where(uncountedOfPeriod);
  const clockOf = await leadClocks(site, now);
  const rows = toCount.map((lead) => {
    const clock = clockOf({ ...lead, firstResponseAt: lead.firstResponseAt ?? lead.createdAt });
    return {
      leadId: lead.id,
      tenant: site.slug,
      answeredAt: lead.firstResponseAt,
      dueAt: clock.due_at ? new Date(clock.due_at) : null,
      openMinutes: lead.firstResponseAt ? clock.open_minutes : 0,
    };
  });
  for (let i = 0; i < rows.length; i += 1000)
    await db
      .insert(leadResponseClocks)
      .values(rows.slice(i, i + 1000))
      .onConflictDoUpdate({
        target: leadResponseClocks.leadId,
        set: {
          answeredAt: sql`excluded.answered_at`,
          dueAt: sql`excluded.due_at`,
          openMinutes: sql`excluded.open_minutes`,
        },
      });
}

/** A salesperson's counts as they stand until lead_work changes; what falls due meanwhile is counted per request. */
interface Counted {
  assigneeId: string;
  assigned: number;
  answered: number;
  medianMinutes: number | null;
  answeredLate: number;
  won: number;
  lost: number;
  /** When each unanswered lead with a promise falls due, in milliseconds. */
  dueAt: number[];
}

// Response tables per database, kept under the dealer's lead_work version they were counted at.
const kept = new WeakMap<Db, Map<string, { version: string; people: Counted[] }>>();
const KEPT_TABLES = 64;

/** Each salesperson's leads of the period on the inbox's own response clock. */
export async function responseFigures(
  db: Db,
  site: Tenant,
  period: Period,
  yard: string | undefined,
  now: Date,
): Promise<ResponseData<typeof consoleInsights>["response"]> {
  const { start, end } = periodBounds(period, site.config.timeZone);
  const ofPeriod = and(
    eq(leads.tenant, site.slug),
    gte(leads.createdAt, start),
    lt(leads.createdAt, end),
    enquiriesOnly,
    isNotNull(leadWork.assigneeId),
    yard ? eq(leads.locationId, yard) : undefined,
  );
  const answered = isNotNull(leadWork.firstResponseAt);
  const answeredLate = and(answered, sql`${leadWork.firstResponseAt} > ${leadResponseClocks.dueAt}`);
  const waiting = and(isNull(leadWork.firstResponseAt), isNotNull(leadResponseClocks.dueAt));
  const uncounted = or(
    isNull(leadResponseClocks.leadId),
    sql`${leadResponseClocks.answeredAt} is distinct from ${leadWork.firstResponseAt}`,
  );
  const version = sql<string>`(select version::text from ${leadWorkVersions} where tenant = ${site.slug})`;
  const count = () =>
    db
      .select({
        version,
        assigneeId: sql<string>`${leadWork.assigneeId}`,
        assigned: sql<number>`count(*)`,
        answered: sql<number>`count(*) filter (where ${answered})`,
        medianMinutes: sql<
          number | null
        >`percentile_cont(0.5) within group (order by ${leadResponseClocks.openMinutes}) filter (where ${answered})`,
        answeredLate: sql<number>`count(*) filter (where ${answeredLate})`,
        won: sql<number>`count(*) filter (where ${leadWork.status} = 'won')`,
        lost: sql<number>`count(*) filter (where ${leadWork.status} = 'lost')`,
        dueAt: sql<unknown>`coalesce(json_agg(floor(extract(epoch from ${leadResponseClocks.dueAt}) * 1000)) filter (where ${waiting}), '[]')`,
        uncounted: sql<number>`count(*) filter (where ${uncounted})`,
      })
      .from(leads)
      .innerJoin(leadWork, eq(leadWork.leadId, leads.id))
      .leftJoin(leadResponseClocks, eq(leadResponseClocks.leadId, leads.id))
      .where(ofPeriod)
      .groupBy(leadWork.assigneeId);
  const tables = kept.get(db) ?? new Map<string, { version: string; people: Counted[] }>();
  kept.set(db, tables);
  const key = `${site.slug}|${period.from}|${period.to}|${yard ?? ""}`;
  const [current] = rowsOf<{ version: string | null }>(await db.execute(sql`select ${version} as version`));
  let table = tables.get(key);
  if (!table || table.version !== String(current?.version ?? null)) {
    // Usually every clock is counted already, and one query is the whole answer.
    let counted = await count();
    if (counted.some((row) => Number(row.uncounted) > 0)) {
      await countClocks(db, site, and(ofPeriod, uncounted), now);
      counted = await count();
    }
    table = {
      // The version read with the counts (a table with no leads has no row to carry it: the one read before).
      version: String(counted[0]?.version ?? current?.version ?? null),
      people: counted.map((row) => ({
        assigneeId: row.assigneeId,
        assigned: Number(row.assigned),
        answered: Number(row.answered),
        medianMinutes: row.medianMinutes === null ? null : Number(row.medianMinutes),
        answeredLate: Number(row.answeredLate),
        won: Number(row.won),
        lost: Number(row.lost),
        dueAt: (typeof row.dueAt === "string" ? JSON.parse(row.dueAt) : (row.dueAt as number[])).map(Number),
      })),
    };
    tables.delete(key);
    if (tables.size >= KEPT_TABLES) tables.delete(tables.keys().next().value!);
    tables.set(key, table);
  }
  const at = now.getTime();
  const people = table.people.map((person) => {
    // Unanswered and past the time promised: late (as the inbox's clock has it at this request).
    const overdue = person.dueAt.filter((due) => due < at).length;
    const decided = person.answered + overdue;
    return {
      ...person,
      onTimeShare: decided ? (person.answered - person.answeredLate) / decided : null,
    };
  });
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
