import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { eq, sql } from "drizzle-orm";
import { insightsCars, insightsCarsForCsv } from "../../functions/_shared/analytics/console.ts";
import { insightsSummary } from "../../functions/_shared/analytics/summary.ts";
import { loadPublishedTenant } from "../../functions/_shared/content/overlay.ts";
import {
  type Database,
  useDatabase as installDatabase,
  openPostgres,
} from "../../functions/_shared/platform/db/client.ts";
import { appointments, leads, reservations, watchlistEntries } from "../../functions/_shared/platform/db/schema.ts";
import { clearTenantCache, type Tenant } from "../../functions/_shared/platform/tenant.ts";
import { addDays, zonedMoment } from "#lib/hours/zoned-time.ts";
import { carsCsv, type CarsTableQuery } from "#lib/insights/cars-table.ts";
import { type Period, periodOf } from "#lib/insights/period.ts";
import { SOURCE_CLASSES } from "#lib/insights/visit-source.ts";
import { generateLargeTenant } from "../samples/generate.ts";
import { startPostgresCluster } from "../db/postgres-cluster.ts";
import { fillInsights } from "./insights-data.ts";

/**
 * Insights' figures from this checkout against another checkout's (the code before a change), on
 * the benchmark's data in Postgres (DATABASE_URL, filled once, or a throwaway cluster): the summary,
 * the car table (every sort both ways, its first and last pages, the aged list, a make and a
 * condition; a yard's first pages and aged list), and the CSV, for 7, 30 and 90 days and a custom period, the whole site and each yard;
 * then again after leads are written (today's, an old one's) and a booking and a deposit. Prints
 * each difference and exits 1 if there is one.
 *
 *   node scripts/bench/insights-compare.ts --base /tmp/base-ins [--cars 10000] [--views 1000000] [--leads 50000]
 */
const { values } = parseArgs({
  options: {
    base: { type: "string" },
    cars: { type: "string", default: "10000" },
    views: { type: "string", default: "1000000" },
    leads: { type: "string", default: "50000" },
  },
});
if (!values.base) throw new Error("--base <the other checkout> is required");
const base = resolve(values.base);
const old = {
  ...((await import(pathToFileURL(join(base, "functions/_shared/analytics/console.ts")).href)) as {
    insightsCars: typeof insightsCars;
    insightsCarsForCsv: typeof insightsCarsForCsv;
  }),
  ...((await import(pathToFileURL(join(base, "functions/_shared/analytics/summary.ts")).href)) as {
    insightsSummary: typeof insightsSummary;
  }),
};

const volume = { cars: Number(values.cars), views: Number(values.views), leads: Number(values.leads) };
const root = mkdtempSync(join(tmpdir(), "forecourt-insights-compare-"));
const { slug } = await generateLargeTenant(join(root, "tenants"), volume.cars);
process.env.TENANTS_DIR = join(root, "tenants");

// Each run writes rows of its own, so a database filled once can be compared again.
const RUN = Date.now().toString(36);

/** Leads with no car, no source, of a payment's kind, today's and an old one; saves, a booking, a deposit. */
async function extras(database: Database, tenant: Tenant, carIds: string[], round: number) {
  const { db } = database;
  const now = Date.now();
  const at = (daysAgo: number) => new Date(now - daysAgo * 86_400_000);
  const lead = (n: number, values: Partial<typeof leads.$inferInsert>) => ({
    tenant: tenant.slug,
    idempotencyKey: `compare-${RUN}-${round}-${n}`,
    kind: "vehicle",
    formType: "Vehicle Enquiry",
    firstName: "Compare",
    optIn: false,
    carId: carIds[(n * 37 + round) % carIds.length]!,
    source: { class: SOURCE_CLASSES[n % SOURCE_CLASSES.length]!, landing: "/", utm: {}, clickIds: {} },
    createdAt: at(n % 3),
    ...values,
  });
  await db
    .insert(leads)
    .values([
      lead(1, { carId: null, kind: "general" }),
      lead(2, { source: null }),
      lead(3, { kind: "reserve" }),
      lead(4, { kind: "online-payment", carId: null }),
      lead(5, { createdAt: at(0) }),
      lead(6, { createdAt: at(12 + round), kind: "finance" }),
      lead(7, { createdAt: at(40 + round), carId: null, source: null }),
    ]);
  await db.insert(watchlistEntries).values(
    carIds.slice(round * 50, round * 50 + 50).map((carId, i) => ({
      tenant: tenant.slug,
      phone: `${RUN}-${round}-${i}`,
      carId,
      createdAt: at(i % 40),
    })),
  );
  const location = String((await tenant.feed("locations"))[0]!.id);
  await db.insert(appointments).values(
    Array.from({ length: 6 }, (_, i) => ({
      tenant: tenant.slug,
      kind: i % 3 === 2 ? ("service" as const) : ("testDrive" as const),
      locationId: location,
      startsAt: at(-1 - i - round * 10),
      endsAt: at(-1 - i - round * 10),
      place: 1,
      carId: i === 1 ? null : carIds[(i * 101 + round) % carIds.length]!,
      phone: "0400000000",
      email: "compare@example.com",
      manageTokenHash: `compare-${RUN}-${round}-${i}`,
      status: i === 3 ? ("cancelled" as const) : ("booked" as const),
      source: i === 4 ? null : { class: SOURCE_CLASSES[i]!, landing: "/", utm: {}, clickIds: {} },
      createdAt: at(i * 5),
    })),
  );
  await db.insert(reservations).values(
    Array.from({ length: 3 }, (_, i) => ({
      tenant: tenant.slug,
      reference: `RSV-${RUN}-${round}${i}`,
      carId: carIds[(i * 211 + round) % carIds.length]!,
      carName: "Compare car",
      firstName: "Compare",
      email: "compare@example.com",
      phone: `04000001${round}${i}`,
      amountCents: 50_000,
      currency: "AUD",
      status: "released" as const,
      provider: "local",
      expiresAt: at(-1),
      heldAt: i === 2 ? null : at(i * 20),
      source: { class: SOURCE_CLASSES[i + 2]!, landing: "/", utm: {}, clickIds: {} },
      createdAt: at(i * 20),
    })),
  );
}

const QUERIES: (CarsTableQuery & { page?: number })[] = [
  {},
  { page: 2 },
  { page: 999 },
  { list: "aged" },
  { list: "aged", page: 3 },
  { make: "toyota" },
  { condition: "used", sort: "leads" },
  { bucket: "31–45" },
  ...(["days", "views", "leads", "saves", "price", "name", "score"] as const).flatMap((sort) => [
    { sort },
    { sort, dir: "asc" as const },
    { sort, page: 4 },
  ]),
];

/** Object keys in one order, and each CSV line's "kind: n" parts sorted: the order of a car's kinds is no figure. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === "object")
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  return value;
}
const csvCanonical = (csv: string) =>
  csv
    .split("\r\n")
    .map((line) =>
      line.replace(/(?<=,)"?((?:[^,"]+: \d+; )*[^,"]+: \d+)"?(?=,)/, (cell) => cell.split("; ").sort().join("; ")),
    )
    .join("\r\n");

async function compareAll(tenant: Tenant, label: string): Promise<number> {
  const { db } = database;
  const now = new Date();
  const zone = tenant.config.timeZone;
  const today = zonedMoment(now, zone).date;
  const periods: [string, Period][] = [
    ...[7, 30, 90].map((days) => [`${days} days`, periodOf({ days }, now, zone) as Period] as [string, Period]),
    ["custom", periodOf({ from: addDays(today, -45), to: addDays(today, -3) }, now, zone) as Period],
    ["custom to today", periodOf({ from: addDays(today, -20), to: today }, now, zone) as Period],
  ];
  const yards = [undefined, ...(await tenant.feed("locations")).map((location) => String(location.id))];
  let found = 0;
  let compared = 0;
  const same = (what: string, a: unknown, b: unknown) => {
    compared++;
    const ja = JSON.stringify(canonical(a));
    const jb = JSON.stringify(canonical(b));
    if (ja === jb) return;
    found++;
    let at = 0;
    while (ja[at] === jb[at]) at++;
    console.log(
      `DIFFERENT ${what}: old …${ja.slice(Math.max(0, at - 80), at + 80)}… new …${jb.slice(Math.max(0, at - 80), at + 80)}…`,
    );
  };
  for (const [name, period] of periods)
    for (const yard of yards) {
      const where = `${label}, ${name}, yard ${yard ?? "all"}`;
      same(
        `summary (${where})`,
        await old.insightsSummary(db, tenant, period, yard, now),
        await insightsSummary(db, tenant, period, yard, now),
      );
      // Every table query for the whole site; a yard's filter is the same for any sort, so a few.
      for (const query of yard ? QUERIES.slice(0, 4) : QUERIES)
        same(
          `cars ${JSON.stringify(query)} (${where})`,
          await old.insightsCars(db, tenant, period, { ...query, yard }, now),
          await insightsCars(db, tenant, period, { ...query, yard }, now),
        );
      same(
        `csv (${where})`,
        csvCanonical(carsCsv(await old.insightsCarsForCsv(db, tenant, period, { yard }))),
        csvCanonical(carsCsv(await insightsCarsForCsv(db, tenant, period, { yard }))),
      );
    }
  console.log(`${label}: ${compared} answers compared, ${found} different`);
  return found;
}

let database: Database;
const cluster = process.env.DATABASE_URL ? null : await startPostgresCluster();
const url = process.env.DATABASE_URL ?? cluster?.url;
if (!url) throw new Error("no Postgres: set DATABASE_URL or install postgresql");
database = await openPostgres(url);
let differences = 0;
try {
  installDatabase(database);
  const { db } = database;
  clearTenantCache();
  const tenant = await loadPublishedTenant(slug);
  const carIds = (await tenant.feed("cars")).map((car) => String(car.id));
  const [{ n }] = (await db.select({ n: sql<number>`count(*)` }).from(leads).where(eq(leads.tenant, slug))) as [
    { n: number },
  ];
  if (Number(n) === 0) {
    console.log(`filling ${volume.cars} cars, ${volume.views} views, ${volume.leads} leads…`);
    await fillInsights(database, tenant, carIds, volume);
    await extras(database, tenant, carIds, 0);
    await db.execute(sql`analyze`);
  }
  differences += await compareAll(tenant, "as filled");
  // Written after the first reads: counted by the trigger, an old one changing kept closed days' sums.
  await extras(database, tenant, carIds, 1);
  differences += await compareAll(tenant, "after new writes");
} finally {
  installDatabase(null);
  await database.close();
  cluster?.stop();
  rmSync(root, { recursive: true, force: true });
}
console.log(differences ? `${differences} difference(s)` : "0 differences");
process.exitCode = differences ? 1 : 0;
