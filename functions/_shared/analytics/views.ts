import { sql } from "drizzle-orm";
import { zonedMoment } from "#lib/hours/zoned-time.ts";
import type { SourceClass } from "#lib/insights/visit-source.ts";
import type { Db } from "../platform/db/client.ts";
import { carViewsDaily, sourceViewsDaily } from "../platform/db/schema.ts";

export interface CarView {
  carId: string;
  source: SourceClass;
}

/**
 * Counts car-page views into the per-car and per-source totals of the dealer's day, in one
 * statement: a view is two counters going up, never a row of its own.
 */
export async function countViews(
  db: Db,
  tenant: string,
  views: readonly CarView[],
  timeZone: string,
  now = new Date(),
) {
  if (views.length === 0) return;
  const day = zonedMoment(now, timeZone).date;
  const perCar = new Map<string, number>();
  const perSource = new Map<string, number>();
  for (const view of views) {
    perCar.set(view.carId, (perCar.get(view.carId) ?? 0) + 1);
    perSource.set(view.source, (perSource.get(view.source) ?? 0) + 1);
  }
  // In one order every time, so two batches never wait on each other's rows the other way round.
  const carRows = [...perCar]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([carId, count]) => sql`(${tenant}, ${day}::date, ${carId}, ${count}::int)`);
  const sourceRows = [...perSource]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([source, count]) => sql`(${tenant}, ${day}::date, ${source}, ${count}::int)`);
  await db.execute(sql`
    with cars as (
      insert into ${carViewsDaily} (tenant, day, car_id, views) values ${sql.join(carRows, sql`, `)}
      on conflict (tenant, day, car_id) do update set views = ${carViewsDaily}.views + excluded.views
      returning 1
    )
    insert into ${sourceViewsDaily} (tenant, day, source, views) values ${sql.join(sourceRows, sql`, `)}
    on conflict (tenant, day, source) do update set views = ${sourceViewsDaily}.views + excluded.views`);
}
