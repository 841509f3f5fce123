import { and, eq, gte, inArray, lt, lte, sql } from "drizzle-orm";
import type { consoleInsights } from "#lib/api/console-insights.ts";
import type { ResponseData } from "#lib/api/contract.ts";
import type { Location } from "#lib/feed/location.ts";
import { daysOf, type Period } from "#lib/insights/period.ts";
import { median } from "#lib/insights/response.ts";
import { SOURCE_CLASSES, SOURCE_LABELS, type SourceClass } from "#lib/insights/visit-source.ts";
import { ageBuckets } from "#lib/insights/stock-age.ts";
import type { Db } from "../platform/db/client.ts";
import { carViewsDaily, leads, sourceViewsDaily } from "../platform/db/schema.ts";
import type { Tenant } from "../platform/tenant.ts";
import { type Activity, type carFigures, enquiriesOnly, figuresFor, periodBounds, sumBy } from "./insights.ts";
import { responseFigures } from "./response.ts";

type Summary = ResponseData<typeof consoleInsights>;

const NOT_RECORDED = "not-recorded";
type Figures = Awaited<ReturnType<typeof carFigures>>;

/** A share as "leads per 100 views", to one decimal (null: no views to divide by). */
const per100 = (leadCount: number, views: number) => (views ? Math.round((1000 * leadCount) / views) / 10 : null);

/** Everything the Insights page shows above the car table. */
export async function insightsSummary(
  db: Db,
  site: Tenant,
  period: Period,
  yard: string | undefined,
  now = new Date(),
): Promise<Summary> {
  const { config } = site;
  const { activity, cars } = await figuresFor(db, site, period, yard, now);
  const carIds = yard ? new Set(cars.map((car) => car.id)) : undefined;
  const inYard = (row: { key: string | null }) => !carIds || carIds.has(row.key as string);
  const locations = (await site.feed("locations")) as Location[];
  const aged = cars.filter((car) => car.days_in_stock > config.insights.agedDays);
  const [counts, response] = await Promise.all([
    periodCounts(db, site, period, carIds),
    responseFigures(db, site, period, yard, now),
  ]);
  const totalViews = cars.reduce((sum, car) => sum + car.views, 0);
  const totalLeads = counts.leads.reduce((sum, row) => sum + row.n, 0);
  return {
    period,
    yards: locations.map((location) => ({ id: String(location.id), name: location.name })),
    totals: {
      views: carIds ? totalViews : counts.views.reduce((sum, row) => sum + row.n, 0),
      leads: totalLeads,
      leads_per_100_views: per100(totalLeads, totalViews),
      saves: cars.reduce((sum, car) => sum + car.saves, 0),
      bookings: activity.bookings.filter(inYard).reduce((sum, row) => sum + row.n, 0),
      deposits: activity.deposits.filter(inYard).reduce((sum, row) => sum + row.n, 0),
      cars: cars.length,
      aged: aged.length,
      median_days_in_stock: median(cars.map((car) => car.days_in_stock)),
    },
    daily: dailySeries(period, counts),
    ages: ageBuckets(config.insights.ageBuckets).map((bucket) => {
      const inBucket = cars.filter((car) => car.age_bucket === bucket.label);
      return {
        label: bucket.label,
        cars: inBucket.length,
        views: inBucket.reduce((sum, car) => sum + car.views, 0),
        leads: inBucket.reduce((sum, car) => sum + car.leads, 0),
      };
    }),
    sources: sourceFigures(counts, activity, carIds),
    response,
    by_yard: locations.length > 1 && !yard ? byYard(cars, locations, config.insights.agedDays) : [],
    aged_days: config.insights.agedDays,
  };
}

function byYard(cars: Figures, locations: readonly Location[], agedDays: number): Summary["by_yard"] {
  return locations.map((location) => {
    const own = cars.filter((car) => car.yardId === String(location.id));
    return {
      yard: location.name,
      cars: own.length,
      views: own.reduce((sum, car) => sum + car.views, 0),
      leads: own.reduce((sum, car) => sum + car.leads, 0),
      aged: own.filter((car) => car.days_in_stock > agedDays).length,
    };
  });
}

/** A count of the period by day and where the visit came from (null: not recorded). */
interface DaySourceCount {
  day: string;
  source: string | null;
  n: number;
}

/**
 * Views and enquiries by day and source, for the chart and the sources table at once. With a yard
 * chosen, views are its cars' (by day only: views by source are counted for the whole site).
 */
async function periodCounts(db: Db, site: Tenant, period: Period, carIds?: Set<string>) {
  const { start, end } = periodBounds(period, site.config.timeZone);
  const yardCars = carIds && (carIds.size ? [...carIds] : [""]);
  const views = yardCars
    ? db
        .select({
          day: carViewsDaily.day,
          source: sql<string | null>`null`,
          n: sql<number>`sum(${carViewsDaily.views})`,
        })
        .from(carViewsDaily)
        .where(
          and(
            eq(carViewsDaily.tenant, site.slug),
            gte(carViewsDaily.day, period.from),
            lte(carViewsDaily.day, period.to),
            inArray(carViewsDaily.carId, yardCars),
          ),
        )
        .groupBy(carViewsDaily.day)
    : db
        .select({
          day: sourceViewsDaily.day,
          source: sql<string | null>`${sourceViewsDaily.source}`,
          n: sql<number>`sum(${sourceViewsDaily.views})`,
        })
        .from(sourceViewsDaily)
        .where(
          and(
            eq(sourceViewsDaily.tenant, site.slug),
            gte(sourceViewsDaily.day, period.from),
            lte(sourceViewsDaily.day, period.to),
          ),
        )
        .groupBy(sourceViewsDaily.day, sourceViewsDaily.source);
  const leadDay = sql<string>`to_char(${leads.createdAt} at time zone ${site.config.timeZone}, 'YYYY-MM-DD')`;
  const enquiries = db
    .select({ day: leadDay, source: sql<string | null>`${leads.source}->>'class'`, n: sql<number>`count(*)` })
    .from(leads)
    .where(
      and(
        eq(leads.tenant, site.slug),
        gte(leads.createdAt, start),
        lt(leads.createdAt, end),
        enquiriesOnly,
        yardCars ? inArray(leads.carId, yardCars) : undefined,
      ),
    )
    // By position: the zone is a parameter, and two parameters are never the same expression to Postgres.
    .groupBy(sql`1`, sql`2`);
  const counted = (rows: DaySourceCount[]) => rows.map((row) => ({ ...row, n: Number(row.n) }));
  const [viewRows, leadRows] = await Promise.all([views, enquiries]);
  return { views: counted(viewRows), leads: counted(leadRows) };
}

/** Views and leads on each day of the period (the chart's data and its table). */
function dailySeries(period: Period, counts: Awaited<ReturnType<typeof periodCounts>>): Summary["daily"] {
  const views = sumBy(counts.views, (row) => row.day);
  const leadsByDay = sumBy(counts.leads, (row) => row.day);
  return daysOf(period).map((day) => ({ day, views: views.get(day) ?? 0, leads: leadsByDay.get(day) ?? 0 }));
}

/**
 * Views, leads, bookings and deposits by where the visit came from. A lead whose page did not say
 * (made before sources were kept, or by the site itself) is "Not recorded", never guessed direct.
 */
function sourceFigures(
  counts: Awaited<ReturnType<typeof periodCounts>>,
  activity: Activity,
  carIds?: Set<string>,
): Summary["sources"] {
  const sourceOf = (row: { source: string | null }) => row.source ?? NOT_RECORDED;
  // Views by source are counted for the whole site: with a yard chosen they are left out, not guessed.
  const views = carIds ? new Map<string, number>() : sumBy(counts.views, sourceOf);
  const inYard = (row: { key?: string | null }) => !carIds || (row.key != null && carIds.has(row.key));
  const leadsBySource = sumBy(counts.leads, sourceOf);
  const bookings = sumBy(activity.bookings.filter(inYard), sourceOf);
  const deposits = sumBy(activity.deposits.filter(inYard), sourceOf);
  return [...SOURCE_CLASSES, NOT_RECORDED]
    .map((source) => ({
      source,
      label: source === NOT_RECORDED ? "Not recorded" : SOURCE_LABELS[source as SourceClass],
      views: views.get(source) ?? 0,
      leads: leadsBySource.get(source) ?? 0,
      bookings: bookings.get(source) ?? 0,
      deposits: deposits.get(source) ?? 0,
      leads_per_100_views: per100(leadsBySource.get(source) ?? 0, views.get(source) ?? 0),
    }))
    .filter((row) => row.views || row.leads || row.bookings || row.deposits);
}
