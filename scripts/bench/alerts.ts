import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { runAlerts } from "../../functions/_shared/alerts/run.ts";
import { type Database, openPglite, openPostgres } from "../../functions/_shared/platform/db/client.ts";
import { rowsOf } from "../../functions/_shared/platform/db/migrate.ts";
import {
  alertInputs,
  alertSubscriptions,
  shopperMessages,
  stockChanges,
  stockEvents,
} from "../../functions/_shared/platform/db/schema.ts";
import { loadTenant, type Tenant } from "../../functions/_shared/platform/tenant.ts";
import { ALERT_CONSENT_VERSION } from "#lib/alerts/consent.ts";
import { startPostgresCluster } from "../db/postgres-cluster.ts";

/**
 * The goal: 10,000 saved searches and 20,000 watched cars' alerts across 20 dealers; a price
 * drop on 100 cars (and a build that adds a car at each dealer) → every alert queued in ≤ 60 s, peak
 * memory reported. Dealers are copies of a sample dealer (their own slugs, one shared Postgres, as
 * on Netlify); alerts are stored as confirmed ones would be; the run is the scheduled alerts-run's
 * own (functions/_shared/alerts/run.ts), dealer after dealer, as one invocation per site would do.
 *
 *   npm run bench:alerts -- [--dealers 20] [--searches 10000] [--watched 20000] [--drops 100] [--db postgres,pglite]
 */
const { values } = parseArgs({
  options: {
    dealers: { type: "string", default: "20" },
    searches: { type: "string", default: "10000" },
    watched: { type: "string", default: "20000" },
    drops: { type: "string", default: "100" },
    db: { type: "string", default: "postgres" },
    tenant: { type: "string", default: "bayside-ford" },
  },
});
const DEALERS = Number(values.dealers);
const SEARCHES = Number(values.searches);
const WATCHED = Number(values.watched);
const DROPS = Number(values.drops);

// Twenty dealers from one sample: the same feed under twenty slugs.
const work = mkdtempSync(join(tmpdir(), "forecourt-bench-alerts-"));
const slugs = Array.from({ length: DEALERS }, (_, i) => `bench-dealer-${i + 1}`);
for (const slug of slugs) {
  mkdirSync(join(work, slug));
  const config = JSON.parse(readFileSync(resolve("tenants", values.tenant, "tenant.json"), "utf8"));
  writeFileSync(join(work, slug, "tenant.json"), JSON.stringify({ ...config, slug }));
  symlinkSync(resolve("tenants", values.tenant, "feed"), join(work, slug, "feed"));
}
process.env.TENANTS_DIR = work;

/** A saved search a shopper might keep: a make, sometimes a body and a price ceiling. */
function savedSearch(makes: string[], i: number): string {
  const make = makes[i % makes.length]!;
  const ceiling = [25000, 35000, 50000, 80000][i % 4];
  return i % 3 === 0 ? `?make=${encodeURIComponent(make)}` : `?make=${encodeURIComponent(make)}&price=%3A${ceiling}`;
}

async function fill(database: Database, tenants: Tenant[]): Promise<void> {
  const { db } = database;
  const consent = {
    wording: "bench",
    version: ALERT_CONSENT_VERSION,
    at: new Date().toISOString(),
    page_url: null,
    address: "192.0.2.1",
    signed_in_phone: null,
    confirmed_at: new Date().toISOString(),
  };
  for (const tenant of tenants) {
    const cars = (await tenant.feed("cars")).filter((car) => car.status === "in_stock");
    const makes = [...new Set(cars.map((car) => car.make).filter(Boolean))] as string[];
    const rows = [
      ...Array.from({ length: WATCHED / DEALERS }, (_, i) => ({
        tenant: tenant.slug,
        kind: "car" as const,
        carId: String(cars[i % cars.length]!.id),
        channel: "email" as const,
        recipient: `watch${i}@bench.example`,
        frequency: "instant" as const,
        status: "active" as const,
        consent,
      })),
      ...Array.from({ length: SEARCHES / DEALERS }, (_, i) => ({
        tenant: tenant.slug,
        kind: "search" as const,
        search: savedSearch(makes, i),
        channel: "email" as const,
        recipient: `search${i}@bench.example`,
        frequency: (["instant", "daily", "weekly"] as const)[i % 3]!,
        status: "active" as const,
        consent,
      })),
    ];
    for (let at = 0; at < rows.length; at += 1000)
      await db.insert(alertSubscriptions).values(rows.slice(at, at + 1000));
  }
  await db.execute(sql`analyze`);
}

async function measure(name: string, database: Database) {
  const { db } = database;
  const tenants = await Promise.all(slugs.map((slug) => loadTenant(slug)));
  const filling = performance.now();
  await fill(database, tenants);
  const fillSeconds = (performance.now() - filling) / 1000;
  // Each dealer's first run marks where its journal is.
  for (const tenant of tenants) await runAlerts(db, tenant);
  // The news: DROPS cars a tenth cheaper, spread over the dealers, and one new car at each (a build).
  const perDealer = Math.ceil(DROPS / DEALERS);
  for (const [index, tenant] of tenants.entries()) {
    const cars = (await tenant.feed("cars")).filter((car) => car.status === "in_stock" && (car.price ?? 0) > 1000);
    const dropped = cars.slice(0, perDealer);
    const eventId = `bench-${index}`;
    await db.insert(stockEvents).values({ tenant: tenant.slug, eventId, feedChanged: false, summary: {} });
    await db.insert(stockChanges).values(
      dropped.map((car) => ({
        tenant: tenant.slug,
        eventId,
        carId: String(car.id),
        change: { price: Math.round(car.price! * 0.9) },
      })),
    );
    await db.insert(alertInputs).values({ tenant: tenant.slug, carId: String(cars.at(-1)!.id), what: "arrived" });
  }
  let peakRss = process.memoryUsage().rss;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 50);
  const started = performance.now();
  const totals = { events: 0, queued: 0, kept: 0, skipped: 0 };
  for (const tenant of tenants) {
    const report = await runAlerts(db, tenant);
    for (const key of Object.keys(totals) as (keyof typeof totals)[]) totals[key] += report[key];
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const [{ count }] = rowsOf<{ count: number }>(
    await db.execute(sql`select count(*)::int as count from ${shopperMessages} where purpose = 'alert'`),
  ) as [{ count: number }];
  const result = {
    db: name,
    dealers: DEALERS,
    searches: SEARCHES,
    watched: WATCHED,
    drops: perDealer * DEALERS,
    fillSeconds: Number(fillSeconds.toFixed(1)),
    runSeconds: Number(seconds.toFixed(2)),
    ...totals,
    messagesQueued: count,
    peakRssMb: Math.round(peakRss / 1024 / 1024),
  };
  console.log(
    `${name}: ${result.drops} price drops and ${DEALERS} new cars over ${DEALERS} dealers (${SEARCHES} saved searches, ${WATCHED} watched cars): ${count} alerts queued and ${totals.kept} kept for digests in ${result.runSeconds} s (goal ≤ 60 s); peak RSS ${result.peakRssMb} MB`,
  );
  return result;
}

const results = [];
try {
  for (const db of values.db.split(",")) {
    if (db === "postgres") {
      const cluster = process.env.DATABASE_URL ? null : await startPostgresCluster();
      const url = process.env.DATABASE_URL ?? cluster?.url;
      if (!url) {
        console.log("postgres: SKIPPED (no /usr/lib/postgresql/*/bin and no DATABASE_URL; apt-get install postgresql)");
        continue;
      }
      const database = await openPostgres(url);
      try {
        results.push(await measure("postgres", database));
      } finally {
        await database.close();
        cluster?.stop();
      }
    } else {
      const database = await openPglite(join(work, "pglite"));
      try {
        results.push(await measure("pglite", database));
      } finally {
        await database.close();
      }
    }
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
mkdirSync(resolve(".build/bench"), { recursive: true });
writeFileSync(resolve(".build/bench/alerts-results.json"), JSON.stringify(results, null, 2));
console.table(results);
