import { addDays, zonedMoment } from "#lib/hours/zoned-time.ts";
import { SOURCE_CLASSES } from "#lib/insights/visit-source.ts";
import { LEAD_STATUSES } from "#lib/leads/work.ts";
import type { Database } from "../../functions/_shared/platform/db/client.ts";
import {
  carViewsDaily,
  leads,
  leadWork,
  sourceViewsDaily,
  staff,
  stockLedger,
} from "../../functions/_shared/platform/db/schema.ts";
import type { Tenant } from "../../functions/_shared/platform/tenant.ts";

/** The days of counting the Insights benchmark and its comparison fill. */
export const DAYS = 90;
const KINDS = ["vehicle", "general", "test-drive", "finance", "trade-in", "service"];

export interface InsightsVolume {
  cars: number;
  views: number;
  leads: number;
}

/** A deterministic spread: each car-day gets views so the total is about `views`, some cars far more than others. */
function viewsOn(volume: InsightsVolume, carIndex: number, dayIndex: number): number {
  const mean = volume.views / (volume.cars * DAYS);
  const wobble = ((carIndex * 7919 + dayIndex * 104_729) % 1000) / 1000; // 0..1, mean 0.5
  const rounding = ((carIndex * 48_271 + dayIndex * 16_807) % 997) / 997; // 0..1, mean 0.5
  return Math.floor(mean * 2 * wobble + rounding);
}

/**
 * Fills the database as 90 days of counting would have: views per car and day and per source and
 * day, staff, leads with their work (assigned, some answered) and the stock ledger. Returns the views.
 */
export async function fillInsights(database: Database, tenant: Tenant, carIds: string[], volume: InsightsVolume) {
  const { db } = database;
  const today = zonedMoment(new Date(), tenant.config.timeZone).date;
  let views = 0;
  for (let day = 0; day < DAYS; day++) {
    const date = addDays(today, -day);
    const rows = carIds
      .map((carId, i) => ({ tenant: tenant.slug, day: date, carId, views: viewsOn(volume, i, day) }))
      .filter((row) => row.views > 0);
    for (let i = 0; i < rows.length; i += 5000) await db.insert(carViewsDaily).values(rows.slice(i, i + 5000));
    const dayViews = rows.reduce((sum, row) => sum + row.views, 0);
    views += dayViews;
    await db.insert(sourceViewsDaily).values(
      SOURCE_CLASSES.map((source, k) => ({
        tenant: tenant.slug,
        day: date,
        source,
        views: Math.floor(dayViews / 2 ** (k + 1)) + 1,
      })),
    );
  }
  const members = Array.from({ length: 20 }, (_, i) => ({
    tenant: tenant.slug,
    email: `staff${i}@bench.example`,
    role: i < 2 ? "owner" : "sales",
    invitedBy: "ops",
  }));
  const staffIds = (await db.insert(staff).values(members).returning({ id: staff.id })).map((row) => row.id);
  const now = Date.now();
  for (let start = 0; start < volume.leads; start += 2000) {
    const batch = Array.from({ length: Math.min(2000, volume.leads - start) }, (_, k) => {
      const n = start + k;
      return {
        tenant: tenant.slug,
        idempotencyKey: `bench-${n}`,
        kind: KINDS[n % KINDS.length]!,
        formType: "Vehicle Enquiry",
        firstName: `Shopper ${n}`,
        email: `shopper${n}@example.com`,
        phone: `04${String(10_000_000 + n).slice(-8)}`,
        optIn: false,
        carId: carIds[n % carIds.length]!,
        source: { class: SOURCE_CLASSES[n % SOURCE_CLASSES.length]!, landing: "/", utm: {}, clickIds: {} },
        createdAt: new Date(now - n * ((DAYS * 86_400_000) / volume.leads)),
      };
    });
    const ids = (await db.insert(leads).values(batch).returning({ id: leads.id })).map((row) => row.id);
    await db.insert(leadWork).values(
      ids.map((leadId, k) => ({
        leadId,
        tenant: tenant.slug,
        status: LEAD_STATUSES[k % 4]!,
        assigneeId: staffIds[k % staffIds.length],
        firstResponseAt: k % 4 === 0 ? null : new Date(now - (start + k) * 1000),
      })),
    );
  }
  // Every car in stock from some day in the last 120 days, as the ledger would hold them.
  for (let i = 0; i < carIds.length; i += 5000)
    await db.insert(stockLedger).values(
      carIds.slice(i, i + 5000).map((carId, k) => ({
        tenant: tenant.slug,
        carId,
        firstSeenAt: new Date(now - ((i + k) % 120) * 86_400_000),
        lastSeenAt: new Date(now),
      })),
    );
  return views;
}
