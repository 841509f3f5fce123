import { notInArray } from "drizzle-orm";
import type { Car } from "#lib/feed/car.ts";
import { ENQUIRY_KIND_NAMES, enquiryFormNames, type EnquiryKind } from "#lib/forms/enquiry-kinds.ts";
import { addDays, instantAt } from "#lib/hours/zoned-time.ts";
import type { CarFigures } from "#lib/api/console-insights.ts";
import { PAYMENT_LEAD_KINDS } from "#lib/insights/lead-kinds.ts";
import { type Merchandising, merchandisingOf } from "#lib/insights/merchandising.ts";
import type { Period } from "#lib/insights/period.ts";
import { ageBucketOf, ageBuckets, daysInStock, zonedDates } from "#lib/insights/stock-age.ts";
import { isInStock } from "#lib/inventory/stock.ts";
import type { Db } from "../platform/db/client.ts";
import { leads } from "../platform/db/schema.ts";
import type { Tenant } from "../platform/tenant.ts";
import { liveCars, yardNames } from "../stock/console.ts";
import {
  type DaySourceCount,
  type KindCounts,
  type PeriodCounts,
  periodCounts,
  type SourceCount,
} from "./period-figures.ts";
import { priceHistories, recordStock } from "./stock-ledger.ts";

/** The instants a period of the dealer's calendar days spans: [start of `from`, start of the day after `to`). */
export function periodBounds(period: Period, timeZone: string): { start: Date; end: Date } {
  return {
    start: instantAt(period.from, 0, timeZone) ?? new Date(`${period.from}T00:00:00Z`),
    end: instantAt(addDays(period.to, 1), 0, timeZone) ?? new Date(`${addDays(period.to, 1)}T00:00:00Z`),
  };
}

/** Leads that are a shopper's enquiry (a deposit's or payment's news is counted as a deposit instead). */
export const enquiriesOnly = notInArray(leads.kind, [...PAYMENT_LEAD_KINDS]);

const kindLabel = (kind: string) =>
  ENQUIRY_KIND_NAMES.includes(kind as EnquiryKind) ? enquiryFormNames(kind as EnquiryKind).formType : kind;

// The feeds the ledger has recorded (or is recording), per database: a function instance records
// each feed it loads once, and requests that come while it does wait for that one recording.
const recordedFeeds = new WeakMap<Db, WeakMap<readonly Car[], Promise<unknown>>>();

/**
 * The dealer's cars in stock now (feed and stock journal), with the ledger brought up to date
 * first: a car the ledger has not seen starts its days in stock, a changed price is kept.
 */
export async function stockNow(db: Db, site: Tenant, now = new Date()): Promise<Car[]> {
  const cars = await liveCars(db, site);
  const feed = await site.feed("cars");
  const recorded = recordedFeeds.get(db) ?? new WeakMap<readonly Car[], Promise<unknown>>();
  recordedFeeds.set(db, recorded);
  let recording = recorded.get(feed);
  if (!recording) {
    recording = recordStock(db, site.slug, cars, { source: "feed", complete: true }, now);
    recorded.set(feed, recording);
    recording.catch(() => recorded.delete(feed));
  }
  await recording;
  return cars.filter(isInStock);
}

/** A car in stock with its figures over the period, and the yard it stands in. */
export type CarRow = CarFigures & { yardId: string | null };

/** A period's figures for one dealer and yard: the cars in stock, and the counts the summary adds up. */
export interface Figures {
  cars: CarRow[];
  /** Test drives booked and deposits held, by car and source (a yard's: every car's still). */
  bookings: SourceCount[];
  deposits: SourceCount[];
  /** Enquiries by day and source (a yard's: of its cars). */
  leadsByDay: DaySourceCount[];
  /** Views by day and source (a yard's: of its cars, by day only). */
  viewsByDay: DaySourceCount[];
}

export const sumBy = <T extends { n: number }>(rows: readonly T[], key: (row: T) => string | null) => {
  const totals = new Map<string, number>();
  for (const row of rows) {
    const k = key(row);
    if (k !== null) totals.set(k, (totals.get(k) ?? 0) + row.n);
  }
  return totals;
};

type CarBase = Pick<
  CarRow,
  | "id"
  | "name"
  | "stock_number"
  | "path"
  | "yard"
  | "yardId"
  | "condition"
  | "make"
  | "price"
  | "merchandising_score"
  | "merchandising_gaps"
>;

// What a car's row shows that no period changes, per dealer config: a car the stock journal did not
// change is the same object from request to request, so ten thousand rows are not made anew each time.
const bases = new WeakMap<object, WeakMap<Car, CarBase>>();

function carBase(site: Tenant, car: Car, yards: ReadonlyMap<string, string>): CarBase {
  const ofConfig = bases.get(site.config) ?? new WeakMap<Car, CarBase>();
  bases.set(site.config, ofConfig);
  let base = ofConfig.get(car);
  if (!base) {
    const merchandising = merchandisingOfCar(site, car);
    base = {
      id: String(car.id),
      name: car.name,
      stock_number: car.stocknum ?? null,
      path: car.show_on_dealer_website ? `/cars/${car.slug}` : null,
      yard: car.location ?? (car.location_id ? (yards.get(String(car.location_id)) ?? null) : null),
      yardId: car.location_id ? String(car.location_id) : null,
      condition: car.car_type,
      make: car.make,
      price: car.price ?? null,
      merchandising_score: merchandising.score,
      merchandising_gaps: merchandising.gaps.map((gap) => gap.text),
    };
    ofConfig.set(car, base);
  }
  return base;
}

/** Leads by what the shopper sent ("Vehicle Enquiry": 2), in the order of those names. */
function byLabel(kinds: KindCounts | undefined): Record<string, number> {
  if (!kinds) return {};
  const counts: Record<string, number> = {};
  for (const kind of Object.keys(kinds).sort()) counts[kindLabel(kind)] = (counts[kindLabel(kind)] ?? 0) + kinds[kind]!;
  return counts;
}

/** One row per car in stock: its age, figures of the period and merchandising. */
export async function carFigures(
  site: Tenant,
  cars: readonly Car[],
  counts: PeriodCounts,
  now: Date,
): Promise<CarRow[]> {
  const { config } = site;
  const buckets = ageBuckets(config.insights.ageBuckets);
  const yards = await yardNames(site);
  const bookings = sumBy(counts.bookings, (row) => row.key);
  const deposits = sumBy(counts.deposits, (row) => row.key);
  const dateOf = zonedDates(config.timeZone);
  return cars.map((car) => {
    const base = carBase(site, car, yards);
    const { id } = base;
    const firstSeen = counts.firstSeen.get(id);
    const days = daysInStock(firstSeen === undefined ? now : new Date(firstSeen), now, config.timeZone, dateOf);
    const byKind = byLabel(counts.leads.get(id));
    let leadCount = 0;
    for (const kind in byKind) leadCount += byKind[kind]!;
    return {
      ...base,
      days_in_stock: days,
      age_bucket: ageBucketOf(days, buckets).label,
      views: counts.views.get(id) ?? 0,
      saves: counts.saves.get(id) ?? 0,
      leads: leadCount,
      leads_by_kind: byKind,
      bookings: bookings.get(id) ?? 0,
      deposits: deposits.get(id) ?? 0,
      // Filled for the cars a page or spreadsheet shows (withPriceChanges): the summary needs none.
      price_changes: [],
    };
  });
}

// Each feed car's checklist, per dealer config: a car the stock journal did not change is the same
// object from request to request, and scoring 10,000 cars' photos and fields anew each time is slow.
const scored = new WeakMap<object, WeakMap<Car, Merchandising>>();

/** The car's merchandising checklist under the dealer's rules. */
export function merchandisingOfCar(site: Tenant, car: Car): Merchandising {
  const { config } = site;
  const ofConfig = scored.get(config) ?? new WeakMap<Car, Merchandising>();
  scored.set(config, ofConfig);
  let merchandising = ofConfig.get(car);
  if (!merchandising) {
    merchandising = merchandisingOf(car, { ...config.insights, placeholder: config.images.placeholder });
    ofConfig.set(car, merchandising);
  }
  return merchandising;
}

/**
 * The figures of one dealer, period and yard, counted once for the requests that ask while they are
 * being counted: a page of Insights asks for the summary and the car table at once, and each would
 * otherwise count every car's views and leads anew. A request that comes after they are counted
 * counts again, so nothing is older than the request that asked.
 */
const counting = new WeakMap<Db, Map<string, Promise<Figures>>>();

/** The dealer's cars in stock with their figures over the period, in one yard or all. */
export function figuresFor(db: Db, site: Tenant, period: Period, yard: string | undefined, now: Date) {
  const pending = counting.get(db) ?? new Map<string, Promise<Figures>>();
  counting.set(db, pending);
  const key = `${site.slug}|${period.from}|${period.to}|${yard ?? ""}`;
  const shared = pending.get(key);
  if (shared) return shared;
  const figures = countFigures(db, site, period, yard, now);
  pending.set(key, figures);
  const done = () => pending.delete(key);
  figures.then(done, done);
  return figures;
}

async function countFigures(db: Db, site: Tenant, period: Period, yard: string | undefined, now: Date) {
  const { timeZone } = site.config;
  // The stock first: its recording starts a new car's days in stock, which the counts read.
  const inStock = await stockNow(db, site, now);
  const stock = yard ? inStock.filter((car) => car.location_id && String(car.location_id) === yard) : inStock;
  // A yard's chart and sources count its cars' leads and views.
  const yardCars = yard ? stock.map((car) => String(car.id)) : undefined;
  const counts = await periodCounts(db, site.slug, timeZone, period, periodBounds(period, timeZone), yardCars, now);
  return {
    cars: await carFigures(site, stock, counts, now),
    bookings: counts.bookings,
    deposits: counts.deposits,
    leadsByDay: counts.leadsByDay,
    viewsByDay: counts.viewsByDay,
  };
}

/** The cars with their price changes, oldest first: read for the cars shown only. */
export async function withPriceChanges<Car extends CarFigures>(
  db: Db,
  slug: string,
  cars: readonly Car[],
): Promise<Car[]> {
  if (cars.length === 0) return [];
  const histories = await priceHistories(db, slug, cars.length > 1000 ? undefined : cars.map((car) => car.id));
  return cars.map((car) => ({
    ...car,
    price_changes: (histories.get(car.id) ?? []).map((change) => ({
      price: change.price,
      at: change.at.toISOString(),
      source: change.source,
    })),
  }));
}
