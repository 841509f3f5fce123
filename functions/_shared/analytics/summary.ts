import type { consoleInsights } from "#lib/api/console-insights.ts";
import type { ResponseData } from "#lib/api/contract.ts";
import type { Location } from "#lib/feed/location.ts";
import { daysOf, type Period } from "#lib/insights/period.ts";
import { median } from "#lib/insights/response.ts";
import { SOURCE_CLASSES, SOURCE_LABELS, type SourceClass } from "#lib/insights/visit-source.ts";
import { ageBuckets } from "#lib/insights/stock-age.ts";
import type { Db } from "../platform/db/client.ts";
import type { Tenant } from "../platform/tenant.ts";
import { type CarRow, type Figures, figuresFor, sumBy } from "./insights.ts";
import type { DaySourceCount } from "./period-figures.ts";
import { responseFigures } from "./response.ts";

type Summary = ResponseData<typeof consoleInsights>;

const NOT_RECORDED = "not-recorded";

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
  const [figures, response] = await Promise.all([
    figuresFor(db, site, period, yard, now),
    responseFigures(db, site, period, yard, now),
  ]);
  const { cars } = figures;
  const carIds = yard ? new Set(cars.map((car) => car.id)) : undefined;
  const inYard = (row: { key: string | null }) => !carIds || carIds.has(row.key as string);
  const locations = (await site.feed("locations")) as Location[];
  const aged = cars.filter((car) => car.days_in_stock > config.insights.agedDays);
  const counts = { views: figures.viewsByDay, leads: figures.leadsByDay };
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
      bookings: figures.bookings.filter(inYard).reduce((sum, row) => sum + row.n, 0),
      deposits: figures.deposits.filter(inYard).reduce((sum, row) => sum + row.n, 0),
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
    sources: sourceFigures(counts, figures, carIds),
    response,
    by_yard: locations.length > 1 && !yard ? byYard(cars, locations, config.insights.agedDays) : [],
    aged_days: config.insights.agedDays,
  };
}

function byYard(cars: readonly CarRow[], locations: readonly Location[], agedDays: number): Summary["by_yard"] {
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

interface Counts {
  views: readonly DaySourceCount[];
  leads: readonly DaySourceCount[];
}

/** Views and leads on each day of the period (the chart's data and its table). */
function dailySeries(period: Period, counts: Counts): Summary["daily"] {
  const views = sumBy(counts.views, (row) => row.day);
  const leadsByDay = sumBy(counts.leads, (row) => row.day);
  return daysOf(period).map((day) => ({ day, views: views.get(day) ?? 0, leads: leadsByDay.get(day) ?? 0 }));
}

/**
 * Views, leads, bookings and deposits by where the visit came from. A lead whose page did not say
 * (made before sources were kept, or by the site itself) is "Not recorded", never guessed direct.
 */
function sourceFigures(
  counts: Counts,
  activity: Pick<Figures, "bookings" | "deposits">,
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
