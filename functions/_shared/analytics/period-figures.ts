import { sql } from "drizzle-orm";
import { addDays, zonedMoment } from "#lib/hours/zoned-time.ts";
import { PAYMENT_LEAD_KINDS } from "#lib/insights/lead-kinds.ts";
import type { Period } from "#lib/insights/period.ts";
import type { Db } from "../platform/db/client.ts";
import { rowsOf } from "../platform/db/migrate.ts";
import {
  alertSubscriptions,
  appointments,
  carViewsDaily,
  carViewsWindowCars,
  carViewsWindows,
  leadCountsDaily,
  leadCountsTenants,
  leads,
  reservations,
  sourceViewsDaily,
  stockLedger,
  watchlistEntries,
} from "../platform/db/schema.ts";
import { countWindow } from "./view-windows.ts";

/** A count by car and where the visit came from (a booking's, a deposit's). */
export interface SourceCount {
  key: string | null;
  source: string | null;
  n: number;
}

/** A count of the period by day and where the visit came from (null: not recorded, or not by source). */
export interface DaySourceCount {
  day: string;
  source: string | null;
  n: number;
}

/** Each car's enquiries by kind ("vehicle": 2). */
export type KindCounts = Record<string, number>;

/** What Insights counts over a period, per car and per day, before it meets the stock. */
export interface PeriodCounts {
  views: Map<string, number>;
  saves: Map<string, number>;
  leads: Map<string, KindCounts>;
  bookings: SourceCount[];
  deposits: SourceCount[];
  /** Each car's first day in stock, as an instant's milliseconds. */
  firstSeen: Map<string, number>;
  /** Enquiries by day and source (a yard's: of its cars). */
  leadsByDay: DaySourceCount[];
  /** Views by day and source (a yard's: of its cars, by day only). */
  viewsByDay: DaySourceCount[];
}

const paymentKinds = sql.join(
  PAYMENT_LEAD_KINDS.map((kind) => sql`${kind}`),
  sql`, `,
);

/** The instants a period of the dealer's calendar days spans, as the caller computed them. */
interface Bounds {
  start: Date;
  end: Date;
}

/**
 * The days of a period a request reads as they stand (from `openFrom`), and those before, through
 * `through`, whose sums no longer change: a view or lead is only ever counted into the dealer's
 * today (yesterday is left open for one counted at midnight that commits just after).
 */
export function splitPeriod(period: Period, timeZone: string, now: Date) {
  const lastClosed = addDays(zonedMoment(now, timeZone).date, -2);
  const through = [period.to, lastClosed].sort()[0]!;
  return {
    closed: period.from <= through,
    through,
    openFrom: period.from > through ? period.from : addDays(through, 1),
  };
}

const json = <T>(value: unknown): T => (typeof value === "string" ? JSON.parse(value) : value) as T;
const numberMap = (value: unknown) =>
  new Map(Object.entries(json<Record<string, number> | null>(value) ?? {}).map(([key, n]) => [key, Number(n)]));
const triples = (value: unknown) => json<[string | null, string | null, number][] | null>(value) ?? [];

/** The closed days' sums of one dealer, period and yard, as counted under a version of the lead counts and a views window. */
interface Closed {
  version: string;
  windowAt: string;
  views: Map<string, number>;
  leads: Map<string, KindCounts>;
  leadsByDay: DaySourceCount[];
  yardViewsByDay: DaySourceCount[];
}

// Closed days' sums per database, kept while the dealer's lead counts and the views window are the
// ones they were counted from: each request then reads only the open days, however long the period.
const closedSums = new WeakMap<Db, Map<string, Closed>>();
const KEPT_CLOSED = 64;

/**
 * Everything Insights counts over a period in one round trip as a rule: the open days as they
 * stand, saves, bookings, deposits and the stock ledger read fresh; the closed days' sums kept from
 * an earlier request when nothing they were counted from has changed. The first request for a
 * dealer counts its leads per day (under its zone); the first for a period counts its views window.
 */
export async function periodCounts(
  db: Db,
  tenant: string,
  timeZone: string,
  period: Period,
  bounds: Bounds,
  yardCars: readonly string[] | undefined,
  now: Date,
): Promise<PeriodCounts> {
  const split = splitPeriod(period, timeZone, now);
  let fresh = await readOpen(db, tenant, period, bounds, split, yardCars);
  if (fresh.zone !== timeZone) {
    await countLeadsAnew(db, tenant, timeZone, now);
    fresh = await readOpen(db, tenant, period, bounds, split, yardCars);
  }
  let closed: Closed | undefined;
  if (split.closed) {
    const kept = closedSums.get(db) ?? new Map<string, Closed>();
    closedSums.set(db, kept);
    const key = `${tenant}|${period.from}|${split.through}|${yardCars ? yardCars.join(",") : "*"}`;
    closed = kept.get(key);
    if (!closed || closed.version !== fresh.version || closed.windowAt !== fresh.windowAt) {
      closed = await readClosed(db, tenant, period.from, split.through, yardCars);
      // The window is counted once; one dropped (too old) since is counted again.
      if (!closed.windowAt) {
        await countWindow(db, tenant, period.from, split.through, now);
        closed = await readClosed(db, tenant, period.from, split.through, yardCars);
      }
      kept.delete(key);
      if (kept.size >= KEPT_CLOSED) kept.delete(kept.keys().next().value!);
      // Kept only when counted as of now: the lead counts mark a closed day changed by the database's clock.
      if (Math.abs(now.getTime() - Date.now()) < 3_600_000) kept.set(key, closed);
    }
  }
  const views = new Map(closed?.views);
  for (const [carId, n] of fresh.views) views.set(carId, (views.get(carId) ?? 0) + n);
  const carLeads = new Map(closed?.leads);
  for (const [carId, kinds] of fresh.leads) {
    const sum = { ...carLeads.get(carId) };
    for (const [kind, n] of Object.entries(kinds)) sum[kind] = (sum[kind] ?? 0) + n;
    carLeads.set(carId, sum);
  }
  return {
    views,
    saves: fresh.saves,
    leads: carLeads,
    bookings: fresh.bookings,
    deposits: fresh.deposits,
    firstSeen: fresh.firstSeen,
    leadsByDay: [...(closed?.leadsByDay ?? []), ...fresh.leadsByDay],
    viewsByDay: yardCars ? [...(closed?.yardViewsByDay ?? []), ...fresh.viewsByDay] : fresh.viewsByDay,
  };
}

/** Enquiries (not a deposit's or payment's news) counted per day, car, kind and source. */
const enquiryCounts = (tenant: string, from: string, to: string, yardCars: readonly string[] | undefined) => sql`
  ${leadCountsDaily} where tenant = ${tenant} and day >= ${from}::date and day <= ${to}::date
    and kind not in (${paymentKinds})
    ${yardCars ? sql`and car_id in ${idList(yardCars)}` : sql``}`;

/** A list of car ids as one parameter (a yard has thousands: one parameter each is slow to send and plan). */
const idList = (ids: readonly string[]) => sql`(select json_array_elements_text(${JSON.stringify(ids)}::json))`;

/** Each car's enquiries by kind and the enquiries by day and source, over the days from–to. */
const leadSums = (tenant: string, from: string, to: string, yardCars: readonly string[] | undefined) => sql`
  (select json_object_agg(car_id, kinds) from (
    select car_id, json_object_agg(kind, n) as kinds from (
      select car_id, kind, sum(leads) as n from ${enquiryCounts(tenant, from, to, undefined)} and car_id is not null
      group by car_id, kind having sum(leads) <> 0
    ) by_kind group by car_id
  ) by_car) as car_leads,
  (select json_agg(json_build_array(day, source, n)) from (
    select day, source, sum(leads) as n from ${enquiryCounts(tenant, from, to, yardCars)}
    group by day, source having sum(leads) <> 0
  ) by_day) as day_leads`;

/** A yard's cars' views by day, over the days from–to. */
const yardViews = (tenant: string, from: string, to: string, yardCars: readonly string[]) => sql`
  (select json_agg(json_build_array(day, null, n)) from (
    select day, sum(views) as n from ${carViewsDaily}
    where tenant = ${tenant} and day >= ${from}::date and day <= ${to}::date and car_id in ${idList(yardCars)}
    group by day
  ) by_day)`;

async function readOpen(
  db: Db,
  tenant: string,
  period: Period,
  { start, end }: Bounds,
  split: ReturnType<typeof splitPeriod>,
  yardCars: readonly string[] | undefined,
) {
  const { openFrom, through, closed } = split;
  const inPeriod = sql`tenant = ${tenant} and created_at >= ${start.toISOString()}::timestamptz and created_at < ${end.toISOString()}::timestamptz`;
  const [row] = rowsOf<Record<string, unknown>>(
    await db.execute(sql`select
      (select time_zone from ${leadCountsTenants} where tenant = ${tenant}) as zone,
      (select version::text from ${leadCountsTenants} where tenant = ${tenant}) as version,
      (select counted_at::text from ${carViewsWindows}
        where ${closed} and tenant = ${tenant} and from_day = ${period.from}::date and through_day = ${through}::date) as window_at,
      (select json_object_agg(car_id, n) from (
        select car_id, sum(views) as n from ${carViewsDaily}
        where tenant = ${tenant} and day >= ${openFrom}::date and day <= ${period.to}::date group by car_id
      ) open_views) as views,
      ${leadSums(tenant, openFrom, period.to, yardCars)},
      (select json_object_agg(car_id, n) from (
        select car_id, sum(n) as n from (
          select car_id, count(*) as n from ${watchlistEntries} where ${inPeriod} group by car_id
          union all
          select car_id, count(*) from ${alertSubscriptions}
          where ${inPeriod} and car_id is not null group by car_id
        ) both_kinds group by car_id
      ) saved) as saves,
      -- Test drives booked (a service is not a sale's step; a cancelled one is not a booking any more).
      (select json_agg(json_build_array(car_id, source, n)) from (
        select car_id, source->>'class' as source, count(*) as n from ${appointments}
        where ${inPeriod} and kind = 'testDrive' and status = 'booked' group by 1, 2
      ) booked) as bookings,
      -- A deposit is one the shopper paid: held (and perhaps later captured or released), not one abandoned at checkout.
      (select json_agg(json_build_array(car_id, source, n)) from (
        select car_id, source->>'class' as source, count(*) as n from ${reservations}
        where ${inPeriod} and held_at is not null group by 1, 2
      ) held) as deposits,
      (select json_object_agg(car_id, floor(extract(epoch from first_seen_at) * 1000)) from ${stockLedger}
        where tenant = ${tenant}) as first_seen,
      ${
        yardCars
          ? yardViews(tenant, openFrom, period.to, yardCars)
          : sql`(select json_agg(json_build_array(day, source, n)) from (
              select day, source, sum(views) as n from ${sourceViewsDaily}
              where tenant = ${tenant} and day >= ${period.from}::date and day <= ${period.to}::date group by day, source
            ) by_source)`
      } as day_views`),
  );
  const r = row!;
  return {
    zone: r.zone as string | null,
    version: String(r.version),
    windowAt: (r.window_at as string | null) ?? "",
    views: numberMap(r.views),
    leads: kindMap(r.car_leads),
    saves: numberMap(r.saves),
    bookings: triples(r.bookings).map(([key, source, n]) => ({ key, source, n: Number(n) })),
    deposits: triples(r.deposits).map(([key, source, n]) => ({ key, source, n: Number(n) })),
    firstSeen: numberMap(r.first_seen),
    leadsByDay: dayCounts(r.day_leads),
    viewsByDay: dayCounts(r.day_views),
  };
}

const kindMap = (value: unknown) =>
  new Map(
    Object.entries(json<Record<string, KindCounts> | null>(value) ?? {}).map(([carId, kinds]) => [
      carId,
      Object.fromEntries(Object.entries(kinds).map(([kind, n]) => [kind, Number(n)])),
    ]),
  );
const dayCounts = (value: unknown): DaySourceCount[] =>
  triples(value).map(([day, source, n]) => ({ day: day!, source, n: Number(n) }));

/** The closed days' sums, with the version and window they were counted from (one statement: one snapshot). */
async function readClosed(
  db: Db,
  tenant: string,
  from: string,
  through: string,
  yardCars: readonly string[] | undefined,
): Promise<Closed> {
  const [row] = rowsOf<Record<string, unknown>>(
    await db.execute(sql`select
      (select version::text from ${leadCountsTenants} where tenant = ${tenant}) as version,
      (select counted_at::text from ${carViewsWindows}
        where tenant = ${tenant} and from_day = ${from}::date and through_day = ${through}::date) as window_at,
      (select json_object_agg(car_id, views) from ${carViewsWindowCars}
        where tenant = ${tenant} and from_day = ${from}::date and through_day = ${through}::date) as views,
      ${leadSums(tenant, from, through, yardCars)},
      ${yardCars ? yardViews(tenant, from, through, yardCars) : sql`null`} as day_views`),
  );
  const r = row!;
  return {
    version: String(r.version),
    windowAt: (r.window_at as string | null) ?? "",
    views: numberMap(r.views),
    leads: kindMap(r.car_leads),
    leadsByDay: dayCounts(r.day_leads),
    yardViewsByDay: dayCounts(r.day_views),
  };
}

/**
 * Counts the dealer's leads per day in its zone from every lead it has, and from then on the
 * trigger on leads counts each as it is written (migration 0037). Lead writes wait while this runs
 * (a share lock on leads), so none is counted twice or missed; run again when the zone changes.
 * Its version starts from the clock, so sums kept from before a recount are never taken as current.
 */
async function countLeadsAnew(db: Db, tenant: string, timeZone: string, now: Date) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${leads} in share mode`);
    const [row] = rowsOf<{ zone: string | null }>(
      await tx.execute(sql`select time_zone as zone from ${leadCountsTenants} where tenant = ${tenant}`),
    );
    if (row?.zone === timeZone) return; // counted by a request that came together with this one
    await tx.execute(sql`delete from ${leadCountsDaily} where tenant = ${tenant}`);
    await tx.execute(sql`
      insert into ${leadCountsDaily} (tenant, day, car_id, kind, source, leads)
      select tenant, (created_at at time zone ${timeZone})::date, car_id, kind, source->>'class', count(*)
      from ${leads} where tenant = ${tenant} group by 1, 2, 3, 4, 5`);
    await tx.execute(sql`
      insert into ${leadCountsTenants} (tenant, time_zone, version, counted_at)
      values (${tenant}, ${timeZone}, (extract(epoch from clock_timestamp()) * 1000)::bigint, ${now.toISOString()}::timestamptz)
      on conflict (tenant) do update set time_zone = excluded.time_zone,
        version = greatest(${leadCountsTenants}.version + 1, excluded.version), counted_at = excluded.counted_at`);
  });
}
