import { and, eq, gte, isNotNull, lt, notInArray, sql } from "drizzle-orm";
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
import { alertSubscriptions, appointments, leads, reservations, watchlistEntries } from "../platform/db/schema.ts";
import type { Tenant } from "../platform/tenant.ts";
import { liveCars, yardNames } from "../stock/console.ts";
import { ledgerOf, priceHistories, recordStock } from "./stock-ledger.ts";
import { carViewsOver } from "./view-windows.ts";

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

const countBy = (rows: readonly { key: string | null; n: number }[]) =>
  new Map(rows.filter((row) => row.key !== null).map((row) => [row.key!, Number(row.n)]));

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

/** Each car's views, saves, leads (by kind), bookings and deposits over the period, from the counted totals. */
export async function carActivity(db: Db, tenant: string, period: Period, timeZone: string, now: Date) {
  const { start, end } = periodBounds(period, timeZone);
  const [views, saves, alerts, leadRows, bookings, deposits] = await Promise.all([
    carViewsOver(db, tenant, period, timeZone, now),
    db
      .select({ key: watchlistEntries.carId, n: sql<number>`count(*)` })
      .from(watchlistEntries)
      .where(
        and(
          eq(watchlistEntries.tenant, tenant),
          gte(watchlistEntries.createdAt, start),
          lt(watchlistEntries.createdAt, end),
        ),
      )
      .groupBy(watchlistEntries.carId),
    db
      .select({ key: alertSubscriptions.carId, n: sql<number>`count(*)` })
      .from(alertSubscriptions)
      .where(
        and(
          eq(alertSubscriptions.tenant, tenant),
          isNotNull(alertSubscriptions.carId),
          gte(alertSubscriptions.createdAt, start),
          lt(alertSubscriptions.createdAt, end),
        ),
      )
      .groupBy(alertSubscriptions.carId),
    leadsByCar(db, tenant, start, end),
    db
      .select({
        key: appointments.carId,
        source: sql<string | null>`${appointments.source}->>'class'`,
        n: sql<number>`count(*)`,
      })
      .from(appointments)
      // Test drives booked (a service is not a sale's step; a cancelled one is not a booking any more).
      .where(
        and(
          eq(appointments.tenant, tenant),
          eq(appointments.kind, "testDrive"),
          eq(appointments.status, "booked"),
          gte(appointments.createdAt, start),
          lt(appointments.createdAt, end),
        ),
      )
      .groupBy(appointments.carId, sql`${appointments.source}->>'class'`),
    // A deposit is one the shopper paid: held (and perhaps later captured or released), not one abandoned at checkout.
    db
      .select({
        key: reservations.carId,
        source: sql<string | null>`${reservations.source}->>'class'`,
        n: sql<number>`count(*)`,
      })
      .from(reservations)
      .where(
        and(
          eq(reservations.tenant, tenant),
          isNotNull(reservations.heldAt),
          gte(reservations.createdAt, start),
          lt(reservations.createdAt, end),
        ),
      )
      .groupBy(reservations.carId, sql`${reservations.source}->>'class'`),
  ]);
  return {
    views,
    saves: merged(countBy(saves), countBy(alerts)),
    leads: leadRows,
    bookings: bookings.map((row) => ({ ...row, n: Number(row.n) })),
    deposits: deposits.map((row) => ({ ...row, n: Number(row.n) })),
  };
}

/** Each car's enquiries of the period by kind, one row a car (a row per car and kind is ten times the rows to read). */
async function leadsByCar(db: Db, tenant: string, start: Date, end: Date) {
  const perKind = db
    .select({ carId: leads.carId, kind: leads.kind, n: sql<number>`count(*)`.as("n") })
    .from(leads)
    .where(
      and(
        eq(leads.tenant, tenant),
        gte(leads.createdAt, start),
        lt(leads.createdAt, end),
        enquiriesOnly,
        isNotNull(leads.carId),
      ),
    )
    .groupBy(leads.carId, leads.kind)
    .as("per_kind");
  const rows = await db
    .select({
      carId: perKind.carId,
      kinds: sql<Record<string, number>>`json_object_agg(${perKind.kind}, ${perKind.n})`,
    })
    .from(perKind)
    .groupBy(perKind.carId);
  return new Map(rows.map((row) => [row.carId!, row.kinds]));
}

function merged(a: Map<string, number>, b: Map<string, number>): Map<string, number> {
  const sum = new Map(a);
  for (const [key, n] of b) sum.set(key, (sum.get(key) ?? 0) + n);
  return sum;
}

export const sumBy = <T extends { n: number }>(rows: readonly T[], key: (row: T) => string | null) => {
  const totals = new Map<string, number>();
  for (const row of rows) {
    const k = key(row);
    if (k !== null) totals.set(k, (totals.get(k) ?? 0) + row.n);
  }
  return totals;
};

export type Activity = Awaited<ReturnType<typeof carActivity>>;

/** One row per car in stock: its age, figures of the period, price history and merchandising. */
export async function carFigures(db: Db, site: Tenant, cars: readonly Car[], activity: Activity, now: Date) {
  const { config } = site;
  const buckets = ageBuckets(config.insights.ageBuckets);
  const [ledger, yards] = await Promise.all([ledgerOf(db, site.slug), yardNames(site)]);
  const byLabel = (kinds: Record<string, number> = {}) => {
    const counts: Record<string, number> = {};
    for (const [kind, n] of Object.entries(kinds)) counts[kindLabel(kind)] = (counts[kindLabel(kind)] ?? 0) + Number(n);
    return counts;
  };
  const bookings = sumBy(activity.bookings, (row) => row.key);
  const deposits = sumBy(activity.deposits, (row) => row.key);
  const dateOf = zonedDates(config.timeZone);
  return cars.map((car): CarFigures & { yardId: string | null } => {
    const id = String(car.id);
    const firstSeen = ledger.get(id)?.firstSeenAt ?? now;
    const days = daysInStock(firstSeen, now, config.timeZone, dateOf);
    const byKind = byLabel(activity.leads.get(id));
    const merchandising = merchandisingOfCar(site, car);
    return {
      id,
      name: car.name,
      stock_number: car.stocknum ?? null,
      path: car.show_on_dealer_website ? `/cars/${car.slug}` : null,
      yard: car.location ?? (car.location_id ? (yards.get(String(car.location_id)) ?? null) : null),
      yardId: car.location_id ? String(car.location_id) : null,
      condition: car.car_type,
      make: car.make,
      days_in_stock: days,
      age_bucket: ageBucketOf(days, buckets).label,
      price: car.price ?? null,
      views: activity.views.get(id) ?? 0,
      saves: activity.saves.get(id) ?? 0,
      leads: Object.values(byKind).reduce((sum, n) => sum + n, 0),
      leads_by_kind: byKind,
      bookings: bookings.get(id) ?? 0,
      deposits: deposits.get(id) ?? 0,
      // Filled for the cars a page or spreadsheet shows (withPriceChanges): the summary needs none.
      price_changes: [],
      merchandising_score: merchandising.score,
      merchandising_gaps: merchandising.gaps.map((gap) => gap.text),
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
const counting = new WeakMap<Db, Map<string, ReturnType<typeof countFigures>>>();

/** The dealer's cars in stock with their figures over the period, in one yard or all. */
export function figuresFor(db: Db, site: Tenant, period: Period, yard: string | undefined, now: Date) {
  const pending = counting.get(db) ?? new Map<string, ReturnType<typeof countFigures>>();
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
  const [stock, activity] = await Promise.all([
    stockNow(db, site, now),
    carActivity(db, site.slug, period, site.config.timeZone, now),
  ]);
  const all = await carFigures(db, site, stock, activity, now);
  return { activity, cars: yard ? all.filter((car) => car.yardId === yard) : all };
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
