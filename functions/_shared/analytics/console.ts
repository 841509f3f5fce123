import type { consoleInsightsCars, consoleMerchandising } from "#lib/api/console-insights.ts";
import type { ResponseData } from "#lib/api/contract.ts";
import { carsTable, type CarsTableQuery, INSIGHTS_PAGE_SIZE } from "#lib/insights/cars-table.ts";
import { type Period, type PeriodQuery, periodOf } from "#lib/insights/period.ts";
import type { Db } from "../platform/db/client.ts";
import type { Tenant } from "../platform/tenant.ts";
import { figuresFor, merchandisingOfCar, stockNow, withPriceChanges } from "./insights.ts";
import { yardNames } from "../stock/console.ts";

/** The period asked for, or the message that says why it cannot be. */
export function periodFor(query: PeriodQuery, site: Tenant, now: Date): Period | string {
  const period = periodOf(query, now, site.config.timeZone);
  return "error" in period ? period.error : period;
}

const distinct = (values: readonly string[]) => [...new Set(values)].sort((a, b) => a.localeCompare(b));

/** The table: every car in stock (or only the aged), filtered and sorted, a page at a time. */
export async function insightsCars(
  db: Db,
  site: Tenant,
  period: Period,
  query: CarsTableQuery & { yard?: string; page?: number },
  now = new Date(),
): Promise<ResponseData<typeof consoleInsightsCars>> {
  const { cars } = await figuresFor(db, site, period, query.yard, now);
  const rows = carsTable(cars, query, site.config.insights.agedDays);
  const pages = Math.max(1, Math.ceil(rows.length / INSIGHTS_PAGE_SIZE));
  const page = Math.min(query.page ?? 1, pages);
  return {
    cars: (
      await withPriceChanges(db, site.slug, rows.slice((page - 1) * INSIGHTS_PAGE_SIZE, page * INSIGHTS_PAGE_SIZE))
    ).map(({ yardId: _, ...car }) => car),
    total: rows.length,
    page,
    pages,
    makes: distinct(cars.map((car) => car.make)),
    conditions: distinct(cars.map((car) => car.condition)),
    buckets: distinct(cars.map((car) => car.age_bucket)),
  };
}

/** Every car the table would list, for the spreadsheet. */
export async function insightsCarsForCsv(
  db: Db,
  site: Tenant,
  period: Period,
  query: CarsTableQuery & { yard?: string },
) {
  const { cars } = await figuresFor(db, site, period, query.yard, new Date());
  const rows = await withPriceChanges(db, site.slug, carsTable(cars, query, site.config.insights.agedDays));
  return rows.map(({ yardId: _, ...car }) => car);
}

/** What each car's page lacks, the weakest first; no figures, so every role with the list may see it. */
export async function merchandisingList(
  db: Db,
  site: Tenant,
  yard: string | undefined,
  mayEditComments: boolean,
): Promise<ResponseData<typeof consoleMerchandising>> {
  const yards = await yardNames(site);
  const cars = (await stockNow(db, site)).filter((car) => !yard || String(car.location_id) === yard);
  const scored = cars.map((car) => {
    const { score, gaps } = merchandisingOfCar(site, car);
    return {
      id: String(car.id),
      name: car.name,
      stock_number: car.stocknum ?? null,
      path: car.show_on_dealer_website ? `/cars/${car.slug}` : null,
      yard: car.location ?? (car.location_id ? (yards.get(String(car.location_id)) ?? null) : null),
      score,
      gaps,
    };
  });
  const needWork = scored
    .filter((car) => car.gaps.length > 0)
    .sort((a, b) => a.score - b.score || a.name.localeCompare(b.name));
  return {
    cars: needWork,
    total: scored.length,
    complete: scored.length - needWork.length,
    average_score: scored.length ? Math.round(scored.reduce((sum, car) => sum + car.score, 0) / scored.length) : null,
    may_edit_comments: mayEditComments,
  };
}
