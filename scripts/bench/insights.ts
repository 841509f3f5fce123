import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { eq, sql } from "drizzle-orm";
import eventsFn from "../../functions/events.ts";
import { insightsCars, merchandisingList } from "../../functions/_shared/analytics/console.ts";
import { stockNow } from "../../functions/_shared/analytics/insights.ts";
import { insightsSummary } from "../../functions/_shared/analytics/summary.ts";
import { loadPublishedTenant } from "../../functions/_shared/content/overlay.ts";
import { type Database, useDatabase as installDatabase } from "../../functions/_shared/platform/db/client.ts";
import { carViewsDaily } from "../../functions/_shared/platform/db/schema.ts";
import { clearTenantCache, type Tenant } from "../../functions/_shared/platform/tenant.ts";
import { periodOf, type Period } from "#lib/insights/period.ts";
import { TENANT_HEADER } from "#lib/tenant/slug.ts";
import { generateLargeTenant } from "../samples/generate.ts";
import { eachBenchDatabase, percentile } from "./bench-databases.ts";
import { fillInsights } from "./insights-data.ts";

/**
 * The goals: with 10,000 cars, 1 million car-page views over 90 days and 50,000 leads, the Insights
 * page's requests p95 ≤ 150 ms on Postgres, and view ingestion at 500 events a second, open loop,
 * p99 ≤ 50 ms with nothing lost. Generates the dealer, fills a throwaway Postgres cluster (or
 * DATABASE_URL) and/or PGlite as 90 days of counting would have (views are per car and day, so a
 * million views are about 600,000 rows), then: the page's requests (the summary for 30 and 90
 * days, the car table sorted by views, the merchandising list) at --rate for --seconds; and views
 * posted to the real /api/events function at --views-rate for --views-seconds, counted after.
 *
 *   npm run bench:insights -- [--cars 10000] [--views 1000000] [--leads 50000] [--rate 10] [--seconds 20]
 *                             [--views-rate 500] [--views-seconds 20] [--db postgres,pglite]
 */
const { values } = parseArgs({
  options: {
    cars: { type: "string", default: "10000" },
    views: { type: "string", default: "1000000" },
    leads: { type: "string", default: "50000" },
    rate: { type: "string", default: "10" },
    seconds: { type: "string", default: "20" },
    "views-rate": { type: "string", default: "500" },
    "views-seconds": { type: "string", default: "20" },
    db: { type: "string", default: "postgres,pglite" },
  },
});
const CARS = Number(values.cars);
const VIEWS = Number(values.views);
const LEADS = Number(values.leads);
const ms = (value: number) => Number(value.toFixed(1));

async function measurePage(name: string, database: Database, tenant: Tenant) {
  const { db } = database;
  const now = new Date();
  const period = (days: number) => periodOf({ days }, now, tenant.config.timeZone) as Period;
  const asks: [string, () => Promise<unknown>][] = [
    ["summary, 30 days", () => insightsSummary(db, tenant, period(30), undefined)],
    ["summary, 90 days", () => insightsSummary(db, tenant, period(90), undefined)],
    ["cars by views, 30 days", () => insightsCars(db, tenant, period(30), { sort: "views" })],
    ["aged cars, 90 days", () => insightsCars(db, tenant, period(90), { list: "aged" })],
    ["merchandising", () => merchandisingList(db, tenant, undefined, true)],
  ];
  for (const [, ask] of asks) for (let i = 0; i < 3; i++) await ask();
  for (const [kind, ask] of asks) {
    const at = performance.now();
    await ask();
    console.log(`  ${name}: ${kind} alone: ${(performance.now() - at).toFixed(1)} ms`);
  }
  const rate = Number(values.rate);
  const requests = Math.round(rate * Number(values.seconds));
  const all: number[] = [];
  const byKind = new Map<string, number[]>(asks.map(([kind]) => [kind, []]));
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: requests }, async (_, n) => {
      const due = t0 + (n * 1000) / rate;
      await new Promise((done) => setTimeout(done, Math.max(0, due - performance.now())));
      const [kind, ask] = asks[n % asks.length]!;
      await ask();
      const took = performance.now() - due;
      all.push(took);
      byKind.get(kind)!.push(took);
    }),
  );
  all.sort((a, b) => a - b);
  return {
    requests,
    rate,
    p50Ms: ms(percentile(all, 0.5)),
    p95Ms: ms(percentile(all, 0.95)),
    p95ByKind: Object.fromEntries(
      [...byKind]
        .filter(([, times]) => times.length > 0)
        .map(([kind, times]) => [
          kind,
          ms(
            percentile(
              times.sort((a, b) => a - b),
              0.95,
            ),
          ),
        ]),
    ),
  };
}

async function measureIngestion(database: Database, tenant: Tenant, carIds: string[]) {
  const { db } = database;
  const total = async () =>
    Number(
      (
        await db
          .select({ n: sql<number>`coalesce(sum(${carViewsDaily.views}), 0)` })
          .from(carViewsDaily)
          .where(eq(carViewsDaily.tenant, tenant.slug))
      )[0]!.n,
    );
  const before = await total();
  const rate = Number(values["views-rate"]);
  const count = Math.round(rate * Number(values["views-seconds"]));
  const times: number[] = [];
  let failed = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: count }, async (_, n) => {
      const due = t0 + (n * 1000) / rate;
      await new Promise((done) => setTimeout(done, Math.max(0, due - performance.now())));
      const body = JSON.stringify({
        id: 9,
        payload: { car_id: carIds[(n * 31) % carIds.length], visit: { landing: "/?utm_source=google&utm_medium=cpc" } },
      });
      const answer = await eventsFn(
        new Request(`https://${tenant.slug}.example/api/events`, {
          method: "POST",
          headers: {
            [TENANT_HEADER]: tenant.slug,
            "content-type": "text/plain;charset=UTF-8",
            origin: `https://${tenant.slug}.example`,
            "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36",
          },
          body,
        }),
        // A shopper each: one address's views of a car are counted once a half hour.
        { ip: `198.18.${(n >> 8) & 255}.${n & 255}` },
      );
      if (answer.status !== 204) failed++;
      times.push(performance.now() - due);
    }),
  );
  times.sort((a, b) => a - b);
  const counted = (await total()) - before;
  return {
    events: count,
    rate,
    answeredPerSecond: ms(count / ((performance.now() - t0) / 1000)),
    p50Ms: ms(percentile(times, 0.5)),
    p99Ms: ms(percentile(times, 0.99)),
    failed,
    counted,
    lost: count - counted,
  };
}

async function measure(name: string, database: Database, slug: string) {
  installDatabase(database);
  // Opened with this database installed: the dealer's published content is read from it (opened
  // before, the default embedded database would be, and its open handle kept the process alive).
  clearTenantCache();
  const tenant = await loadPublishedTenant(slug);
  const started = performance.now();
  const carIds = (await tenant.feed("cars")).map((car) => String(car.id));
  const views = await fillInsights(database, tenant, carIds, { cars: CARS, views: VIEWS, leads: LEADS });
  await stockNow(database.db, tenant); // the ledger meets the feed, as the first request would
  await database.db.execute(sql`analyze`);
  const fillSeconds = ms((performance.now() - started) / 1000);
  console.log(`${name}: filled ${carIds.length} cars, ${views} views, ${LEADS} leads in ${fillSeconds} s`);
  const page = await measurePage(name, database, tenant);
  console.log(
    `${name}: Insights requests at ${page.rate}/s: p50 ${page.p50Ms} ms, p95 ${page.p95Ms} ms (goal p95 ≤ 150 ms on Postgres)`,
  );
  console.log(`  p95 by request: ${JSON.stringify(page.p95ByKind)}`);
  const ingestion = await measureIngestion(database, tenant, carIds);
  console.log(
    `${name}: ${ingestion.events} views at ${ingestion.rate}/s open loop: p50 ${ingestion.p50Ms} ms, p99 ${ingestion.p99Ms} ms, ${ingestion.failed} failed, ${ingestion.lost} lost (goal p99 ≤ 50 ms, none lost)`,
  );
  installDatabase(null);
  return { db: name, cars: carIds.length, views, leads: LEADS, fillSeconds, page, ingestion };
}

const root = mkdtempSync(join(tmpdir(), "forecourt-bench-insights-"));
const { slug } = await generateLargeTenant(join(root, "tenants"), CARS);
process.env.TENANTS_DIR = join(root, "tenants");
const results = await eachBenchDatabase(values.db, (name, database) => measure(name, database, slug));
mkdirSync(".build/bench", { recursive: true });
writeFileSync(join(".build/bench", "insights.json"), `${JSON.stringify(results, null, 2)}\n`);
rmSync(root, { recursive: true, force: true });
