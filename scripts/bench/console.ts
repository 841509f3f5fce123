import { mkdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { leadDetail, listLeads } from "../../functions/_shared/leads/console.ts";
import type { Database } from "../../functions/_shared/platform/db/client.ts";
import { leadDeliveries, leads, leadWork, staff } from "../../functions/_shared/platform/db/schema.ts";
import { loadPublishedTenant } from "../../functions/_shared/content/overlay.ts";
import type { Tenant } from "../../functions/_shared/platform/tenant.ts";
import { LEAD_STATUSES } from "#lib/leads/work.ts";
import { eachBenchDatabase, percentile } from "./bench-databases.ts";

/**
 * The goal: the console's lead inbox with 50,000 leads and 50 staff, p95 of list, filter and
 * detail on Postgres ≤ 100 ms at 20 requests a second. Fills a throwaway Postgres cluster (or
 * DATABASE_URL) and PGlite with a sample dealer's leads over a year (a tenth worked on, each with
 * its CRM delivery), then asks at a steady --rate for --seconds, open loop (each time counted from
 * when its request was due): the first page, a status filter, the overdue view, an older page, one
 * lead. The store's own queries (functions/_shared/leads/console.ts), as the endpoints run them.
 *
 *   npm run bench:console -- [--leads 50000] [--staff 50] [--rate 20] [--seconds 30] [--db postgres,pglite]
 */
const { values } = parseArgs({
  options: {
    leads: { type: "string", default: "50000" },
    staff: { type: "string", default: "50" },
    rate: { type: "string", default: "20" },
    seconds: { type: "string", default: "30" },
    db: { type: "string", default: "postgres,pglite" },
    tenant: { type: "string", default: "harbour-city-motor-group" },
  },
});
const LEADS = Number(values.leads);
const RATE = Number(values.rate);
const REQUESTS = Math.round(RATE * Number(values.seconds));
const KINDS = ["vehicle", "general", "test-drive", "finance", "trade-in", "service"];

async function fill(database: Database, tenant: Tenant): Promise<void> {
  const { db } = database;
  const locations = await tenant.feed("locations");
  const members = Array.from({ length: Number(values.staff) }, (_, i) => ({
    tenant: tenant.slug,
    email: `staff${i}@bench.example`,
    role: i < 2 ? "owner" : i % 5 === 0 ? "editor" : "sales",
    invitedBy: "ops",
  }));
  const staffIds = (await db.insert(staff).values(members).returning({ id: staff.id })).map((row) => row.id);
  const now = Date.now();
  for (let start = 0; start < LEADS; start += 2000) {
    const batch = Array.from({ length: Math.min(2000, LEADS - start) }, (_, k) => {
      const n = start + k;
      return {
        tenant: tenant.slug,
        idempotencyKey: `bench-${n}`,
        kind: KINDS[n % KINDS.length]!,
        formType: "Vehicle Enquiry",
        category: n % 7 === 0 ? "Service" : "Sales",
        firstName: `Shopper ${n}`,
        lastName: "Bench",
        email: `shopper${n}@example.com`,
        phone: `04${String(10_000_000 + n).slice(-8)}`,
        optIn: false,
        locationId: String(locations[n % locations.length]!.id),
        carId: String(200_000 + (n % 600)),
        car: { name: `Car ${n % 600}`, price: 20_000 + (n % 600) * 50 },
        // Spread over a year, the newest first in id order too.
        createdAt: new Date(now - n * ((365 * 86_400_000) / LEADS)),
      };
    });
    const ids = (await db.insert(leads).values(batch).returning({ id: leads.id })).map((row) => row.id);
    await db.insert(leadDeliveries).values(
      ids.map((leadId, k) => ({
        tenant: tenant.slug,
        leadId,
        destination: "crm",
        kind: "webhook",
        target: {},
        idempotencyKey: `bench-${start + k}:crm`,
        status: (start + k) % 50 === 0 ? ("dead" as const) : ("delivered" as const),
      })),
    );
    const worked = ids.filter((_, k) => (start + k) % 10 !== 0 || start + k < 30);
    if (worked.length)
      await db.insert(leadWork).values(
        worked.map((leadId, k) => ({
          leadId,
          tenant: tenant.slug,
          status: LEAD_STATUSES[1 + (k % 3)]!,
          assigneeId: staffIds[k % staffIds.length],
          firstResponseAt: new Date(now - (start + k) * 1000),
        })),
      );
  }
}

async function measure(name: string, database: Database, tenant: Tenant) {
  const started = performance.now();
  await fill(database, tenant);
  // As autovacuum would have by now: the planner's statistics for the tables just filled.
  await database.db.execute(sql`analyze`);
  const fillSeconds = (performance.now() - started) / 1000;
  const firstPage = await listLeads(database.db, tenant, {}, true);
  const someId = firstPage.leads[7]!.id;
  const asks: [string, () => Promise<unknown>][] = [
    ["first page", () => listLeads(database.db, tenant, {}, true)],
    ["status new", () => listLeads(database.db, tenant, { status: "new" }, true)],
    ["overdue", () => listLeads(database.db, tenant, { overdue: "1" }, true)],
    ["older page", () => listLeads(database.db, tenant, { before: firstPage.next! }, true)],
    ["detail", () => leadDetail(database.db, tenant, someId, true)],
  ];
  for (const [, ask] of asks) for (let i = 0; i < 5; i++) await ask(); // warm the pool and the JIT
  for (const [kind, ask] of asks) {
    const at = performance.now();
    await ask();
    console.log(`  ${name}: ${kind} alone: ${(performance.now() - at).toFixed(1)} ms`);
  }
  const byKind = new Map<string, number[]>(asks.map(([kind]) => [kind, []]));
  const all: number[] = [];
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: REQUESTS }, async (_, n) => {
      const due = t0 + (n * 1000) / RATE;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
      const [kind, ask] = asks[n % asks.length]!;
      await ask();
      const ms = performance.now() - due;
      all.push(ms);
      byKind.get(kind)!.push(ms);
    }),
  );
  all.sort((a, b) => a - b);
  const result = {
    db: name,
    leads: LEADS,
    staff: Number(values.staff),
    rate: RATE,
    requests: REQUESTS,
    fillSeconds: Number(fillSeconds.toFixed(1)),
    p50Ms: Number(percentile(all, 0.5).toFixed(1)),
    p95Ms: Number(percentile(all, 0.95).toFixed(1)),
    p95ByKind: Object.fromEntries(
      [...byKind].map(([kind, times]) => [
        kind,
        Number(
          percentile(
            times.sort((a, b) => a - b),
            0.95,
          ).toFixed(1),
        ),
      ]),
    ),
  };
  console.log(
    `${name}: ${LEADS} leads, ${REQUESTS} requests at ${RATE}/s: p50 ${result.p50Ms} ms, p95 ${result.p95Ms} ms (goal p95 ≤ 100 ms on Postgres)`,
  );
  console.log(`  p95 by request: ${JSON.stringify(result.p95ByKind)}`);
  return result;
}

process.env.TENANTS_DIR ??= resolve("tenants");
const tenant = await loadPublishedTenant(values.tenant);
const results = await eachBenchDatabase(values.db, (name, database) => measure(name, database, tenant));
mkdirSync(".build/bench", { recursive: true });
writeFileSync(join(".build/bench", "console.json"), `${JSON.stringify(results, null, 2)}\n`);
