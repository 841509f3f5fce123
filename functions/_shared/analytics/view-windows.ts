import { and, eq, lt, sql } from "drizzle-orm";
import { addDays, zonedMoment } from "#lib/hours/zoned-time.ts";
import type { Period } from "#lib/insights/period.ts";
import type { Db } from "../platform/db/client.ts";
import { rowsOf } from "../platform/db/migrate.ts";
import { carViewsDaily, carViewsWindowCars, carViewsWindows } from "../platform/db/schema.ts";

/**
 * Each car's views over the period. Views are only ever counted into the dealer's today, so a day
 * before yesterday no longer changes (yesterday is left open for a view counted at midnight that
 * commits just after): those days' sums are counted once into a window and kept, and only the last
 * two days are read as they stand, so a view just counted shows at once.
 */
export async function carViewsOver(db: Db, tenant: string, period: Period, timeZone: string, now: Date) {
  const lastClosed = addDays(zonedMoment(now, timeZone).date, -2);
  const through = [period.to, lastClosed].sort()[0]!;
  const openFrom = period.from > through ? period.from : addDays(through, 1);
  const closed = period.from <= through;
  // One statement, so the window is read whole or found missing, never half-deleted; the row with
  // no car says whether the window has been counted.
  const read = () =>
    db.execute(sql`
      select car_id, sum(views) as views from (
        select null as car_id, count(*)::int as views from ${carViewsWindows}
        where ${closed} and tenant = ${tenant} and from_day = ${period.from}::date and through_day = ${through}::date
        union all
        select car_id, views from ${carViewsWindowCars}
        where ${closed} and tenant = ${tenant} and from_day = ${period.from}::date and through_day = ${through}::date
        union all
        select car_id, views from ${carViewsDaily}
        where tenant = ${tenant} and day >= ${openFrom}::date and day <= ${period.to}::date
      ) counted
      group by car_id`);
  type Counted = { car_id: string | null; views: number };
  let rows = rowsOf<Counted>(await read());
  if (closed && !rows.some((row) => row.car_id === null && Number(row.views) > 0)) {
    await countWindow(db, tenant, period.from, through, now);
    rows = rowsOf<Counted>(await read());
  }
  return new Map(rows.filter((row) => row.car_id !== null).map((row) => [row.car_id!, Number(row.views)]));
}

/**
 * Counts a window once (requests that come together wait for the first one's row, then find it),
 * and drops the dealer's windows counted over two days ago: the presets' windows move on every day,
 * and a custom period asked again is counted again. Two days, so no request still reading a window
 * sees it go.
 */
async function countWindow(db: Db, tenant: string, from: string, through: string, now: Date) {
  await db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(carViewsWindows)
      .values({ tenant, fromDay: from, throughDay: through, countedAt: now })
      .onConflictDoNothing()
      .returning({ tenant: carViewsWindows.tenant });
    if (!claimed) return;
    await tx.execute(sql`
      insert into ${carViewsWindowCars} (tenant, from_day, through_day, car_id, views)
      select ${tenant}, ${from}::date, ${through}::date, car_id, sum(views)
      from ${carViewsDaily}
      where tenant = ${tenant} and day >= ${from}::date and day <= ${through}::date
      group by car_id`);
    await tx
      .delete(carViewsWindows)
      .where(
        and(
          eq(carViewsWindows.tenant, tenant),
          lt(carViewsWindows.countedAt, new Date(now.getTime() - 2 * 86_400_000)),
        ),
      );
  });
}
