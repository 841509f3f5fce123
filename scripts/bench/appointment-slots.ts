import { mkdirSync, writeFileSync } from "node:fs";
import { sql } from "drizzle-orm";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { openSlots } from "../../functions/_shared/appointments/book.ts";
import type { Database } from "../../functions/_shared/platform/db/client.ts";
import { appointments } from "../../functions/_shared/platform/db/schema.ts";
import type { Tenant } from "../../functions/_shared/platform/tenant.ts";
import { appointmentsSettingsSchema } from "#lib/appointments/settings.ts";
import { freeSlots, type YardAvailability } from "#lib/appointments/slots.ts";
import { eachBenchDatabase, percentile } from "./bench-databases.ts";

/**
 * The goal: a dealer's free times at one yard (GET /api/appointments/slots' work: the
 * taken places from the database, a car's own bookings, and the slot rules) for a 10-yard dealer
 * over 30 days holding 5,000 bookings, p95 ≤ 20 ms on Postgres. Fills a throwaway Postgres
 * cluster (or DATABASE_URL) and an in-memory PGlite with bookings spread over the yards' free
 * places, then times lookups at random yards, half of them test drives of a booked car.
 *
 *   npm run bench:slots -- [--yards 10] [--days 30] [--bookings 5000] [--lookups 2000] [--db postgres,pglite]
 */
const { values } = parseArgs({
  options: {
    yards: { type: "string", default: "10" },
    days: { type: "string", default: "30" },
    bookings: { type: "string", default: "5000" },
    lookups: { type: "string", default: "2000" },
    db: { type: "string", default: "postgres,pglite" },
  },
});
const YARDS = Number(values.yards);
const BOOKINGS = Number(values.bookings);
const LOOKUPS = Number(values.lookups);
const TENANT = "bench-slots";

const settings = appointmentsSettingsSchema.parse({
  service: { slotMinutes: 30, capacity: 3, minimumNoticeMinutes: 0, horizonDays: Number(values.days) },
  testDrive: { slotMinutes: 30, minimumNoticeMinutes: 0, horizonDays: Number(values.days) },
});
const week = [0, 1, 2, 3, 4, 5, 6].map((weekday) =>
  weekday === 0
    ? { weekday, closed: true, by_appointment: false }
    : { weekday, open: "07:30", close: "17:30", closed: false, by_appointment: false },
);
const yard = (kind: "service" | "testDrive", id: number): YardAvailability => ({
  availability: settings[kind]!,
  yardId: String(id),
  hours: { opening_hours: week, special_hours: [] },
  timeZone: id % 2 ? "Australia/Sydney" : "Australia/Brisbane",
});

/** A deterministic random sequence, so every run books the same places. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

async function fill(database: Database, now: Date): Promise<void> {
  const next = random(40);
  const rows: (typeof appointments.$inferInsert)[] = [];
  const taken = new Set<string>();
  for (let n = 0; rows.length < BOOKINGS && n < BOOKINGS * 20; n++) {
    const id = 1 + Math.floor(next() * YARDS);
    const kind = next() < 0.7 ? "service" : "testDrive";
    const slots = freeSlots(yard(kind, id), now);
    const slot = slots[Math.floor(next() * slots.length)]!;
    const carId = kind === "testDrive" ? `car-${id}-${Math.floor(next() * 40)}` : null;
    const place = kind === "service" ? 1 + Math.floor(next() * 3) : 1;
    // One row per place of a slot (a test drive's slot has one), and one drive of a car at a time.
    const key = `${kind}:${id}:${slot.startsAt}:${place}`;
    const carKey = `${carId}:${slot.startsAt}`;
    if (taken.has(key) || (carId && taken.has(carKey))) continue;
    taken.add(key);
    if (carId) taken.add(carKey);
    rows.push({
      tenant: TENANT,
      kind,
      locationId: String(id),
      startsAt: new Date(slot.startsAt),
      endsAt: new Date(Date.parse(slot.startsAt) + 30 * 60_000),
      place,
      carId,
      phone: `04${String(rows.length).padStart(8, "0")}`,
      email: `bench${rows.length}@example.com`,
      manageTokenHash: `hash-${rows.length}`,
    });
  }
  for (let i = 0; i < rows.length; i += 500) await database.db.insert(appointments).values(rows.slice(i, i + 500));
  await database.db.execute(sql`analyze appointments`);
}

async function measure(name: string, database: Database) {
  const now = new Date();
  const started = performance.now();
  await fill(database, now);
  const fillSeconds = (performance.now() - started) / 1000;
  const tenant = { slug: TENANT } as Tenant;
  const next = random(7);
  const times: number[] = [];
  let slotsSeen = 0;
  for (let n = 0; n < LOOKUPS + 100; n++) {
    const id = 1 + Math.floor(next() * YARDS);
    const testDrive = n % 2 === 1;
    const at = performance.now();
    const { slots } = await openSlots(
      database.db,
      tenant,
      testDrive ? "testDrive" : "service",
      yard(testDrive ? "testDrive" : "service", id),
      now,
      testDrive ? `car-${id}-${Math.floor(next() * 40)}` : undefined,
    );
    if (n >= 100) times.push(performance.now() - at); // the first 100 warm the pool and the JIT
    slotsSeen += slots.length;
  }
  times.sort((a, b) => a - b);
  const result = {
    db: name,
    yards: YARDS,
    days: Number(values.days),
    bookings: BOOKINGS,
    lookups: LOOKUPS,
    fillSeconds: Number(fillSeconds.toFixed(1)),
    p50Ms: Number(percentile(times, 0.5).toFixed(2)),
    p95Ms: Number(percentile(times, 0.95).toFixed(2)),
    maxMs: Number(times.at(-1)!.toFixed(2)),
    freeSlotsPerLookup: Math.round(slotsSeen / (LOOKUPS + 100)),
  };
  console.log(
    `${name}: ${BOOKINGS} bookings at ${YARDS} yards over ${result.days} days: p50 ${result.p50Ms} ms, p95 ${result.p95Ms} ms, max ${result.maxMs} ms (goal p95 ≤ 20 ms on Postgres; ${result.freeSlotsPerLookup} free slots a lookup)`,
  );
  return result;
}

const results = await eachBenchDatabase(values.db, (name, database) => measure(name, database));
mkdirSync(".build/bench", { recursive: true });
writeFileSync(join(".build/bench", "appointment-slots.json"), `${JSON.stringify(results, null, 2)}\n`);
