import { and, eq, lt, sql } from "drizzle-orm";
import type { Db } from "../platform/db/client.ts";
import { carViewsDaily, carViewsWindowCars, carViewsWindows } from "../platform/db/schema.ts";

/**
 * Counts a window once (requests that come together wait for the first one's row, then find it),
 * and drops the dealer's windows counted over two days ago: the presets' windows move on every day,
 * and a custom period asked again is counted again. Two days, so no request still reading a window
 * sees it go.
 */
export async function countWindow(db: Db, tenant: string, from: string, through: string, now: Date) {
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
