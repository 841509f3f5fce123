import { and, eq, gte, isNotNull, lt, notInArray } from "drizzle-orm";
import { expect, it } from "vitest";
import bookFn from "../../functions/appointments.ts";
import cancelFn from "../../functions/appointments-cancel.ts";
import slotsFn from "../../functions/appointments-slots.ts";
import eventsFn from "../../functions/events.ts";
import leadsFn from "../../functions/leads.ts";
import insightsFn from "../../functions/console-insights.ts";
import carsFn from "../../functions/console-insights-cars.ts";
import csvFn from "../../functions/console-insights-cars-csv.ts";
import merchandisingFn from "../../functions/console-insights-merchandising.ts";
import stockUpdateFn from "../../functions/console-stock-update.ts";
import { periodBounds } from "../../functions/_shared/analytics/insights.ts";
import { recordStock } from "../../functions/_shared/analytics/stock-ledger.ts";
import { VIEWS_PER_DAY_LIMIT, withinViewLimits } from "../../functions/_shared/analytics/view-limit.ts";
import {
  carViewsDaily,
  leadResponseClocks,
  leads,
  leadWork,
  priceHistory,
  rateLimits,
  sourceViewsDaily,
  staff,
  stockLedger,
} from "../../functions/_shared/platform/db/schema.ts";
import { addDays } from "#lib/hours/zoned-time.ts";
import { PAYMENT_LEAD_KINDS } from "#lib/insights/lead-kinds.ts";
import { responseBySalesperson } from "#lib/insights/response.ts";
import { forEachDatabase } from "./support/each-database.ts";
import { TWO_YARDS_ENQUIRY } from "./support/enquiry.ts";
import { call, useFunctionEnv } from "./support/harness.ts";
import { consoleOrigin, newStaffEmail, signedInStaff } from "./support/staff.ts";

useFunctionEnv();

const BROWSER =
  "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36";
const FROM_NEWSLETTER = { landing: "/cars/hilux/?utm_source=dealer-news&utm_medium=email&utm_campaign=dec" };

/** A car page's view, from a shopper at `ip` (each address counts once a car a half hour). */
const view = (carId: string, { userAgent = BROWSER, ip = "203.0.113.9" } = {}) =>
  call(eventsFn, "/api/events", {
    body: { id: 9, payload: { car_id: carId, visit: FROM_NEWSLETTER } },
    headers: { "user-agent": userAgent },
    ip,
  });
const carsTable = async (cookie: string, query: Record<string, string> = {}) =>
  (await call(carsFn, "/api/console/insights/cars", { cookie, query: { days: "7", ...query } })).json;
const row = (table: { cars: { id: string; views: number; leads: number; bookings: number }[] }, id: string) =>
  table.cars.find((car) => car.id === id);

forEachDatabase("Insights", (database) => {
  it("counts a car's views (not a robot's) and its lead with where the visit came from, in the table, the summary and the CSV", async () => {
    const owner = await signedInStaff(newStaffEmail("owner"), "owner");
    const before = row(await carsTable(owner), "501");
    for (const ip of ["198.51.100.1", "198.51.100.2", "198.51.100.3"])
      expect((await view("501", { ip })).status).toBe(204);
    await view("501", {
      userAgent: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
      ip: "198.51.100.4",
    });
    const lead = await call(leadsFn, "/api/leads", {
      body: { ...TWO_YARDS_ENQUIRY, kind: "vehicle", car_id: "501", location_id: undefined, dealership_id: undefined },
      headers: {
        origin: consoleOrigin(),
        "forecourt-visit": encodeURIComponent(JSON.stringify(FROM_NEWSLETTER)),
      },
    });
    expect(lead.status, JSON.stringify(lead.json)).toBe(201);
    const [stored] = await database().db.select().from(leads).where(eq(leads.id, lead.json.lead.id));
    expect(stored?.source).toMatchObject({ class: "email", utm: { utm_source: "dealer-news", utm_campaign: "dec" } });

    const after = row(await carsTable(owner), "501");
    expect(after).toMatchObject({
      stock_number: "TY501",
      views: (before?.views ?? 0) + 3,
      leads: (before?.leads ?? 0) + 1,
      leads_by_kind: expect.objectContaining({ "Vehicle Enquiry": expect.any(Number) }),
    });
    const summary = (await call(insightsFn, "/api/console/insights", { cookie: owner, query: { days: "7" } })).json;
    expect(summary.sources.find((source: { source: string }) => source.source === "email")).toMatchObject({
      label: "Other emails",
      views: expect.any(Number),
      leads: expect.any(Number),
    });
    expect(summary.daily).toHaveLength(7);
    expect(summary.by_yard.map((yard: { yard: string }) => yard.yard)).toEqual(
      summary.yards.map((yard: { name: string }) => yard.name),
    );
    expect(summary.by_yard.length).toBeGreaterThan(1);

    const csv = await call(csvFn, "/api/console/insights/cars.csv", { cookie: owner, query: { days: "7" } });
    expect(csv.response.headers.get("content-type")).toContain("text/csv");
    const text = await csv.response.text();
    const header = text.split("\r\n")[0]!.split(",");
    const line = text
      .split("\r\n")
      .find((l) => l.startsWith("501,"))!
      .split(",");
    expect(line[header.indexOf("stock_number")]).toBe("TY501");
    expect(Number(line[header.indexOf("views")])).toBe(after!.views);
    expect(Number(line[header.indexOf("leads")])).toBe(after!.leads);
    expect(line[header.indexOf("days_in_stock")]).toMatch(/^\d+$/);
  });

  it("keeps a car's first day in stock across feeds, lists it as aged past insights.agedDays, and keeps each price it had", async () => {
    const owner = await signedInStaff(newStaffEmail("owner"), "owner");
    await carsTable(owner); // the ledger meets the feed
    const seventyDaysAgo = new Date(Date.now() - 70 * 86_400_000);
    await database()
      .db.update(stockLedger)
      .set({ firstSeenAt: seventyDaysAgo })
      .where(and(eq(stockLedger.tenant, "two-yards"), eq(stockLedger.carId, "502")));
    // The next feed lists the car again, dated today: its first day stays.
    await recordStock(
      database().db,
      "two-yards",
      [{ id: "502", status: "in_stock", price: 41990, created_at: new Date().toISOString() }],
      { source: "hook", complete: false },
    );
    const aged = await carsTable(owner, { list: "aged" });
    expect(aged.cars.map((car: { id: string }) => car.id)).toContain("502");
    expect(row(aged, "502")).toMatchObject({ days_in_stock: 70, age_bucket: "61–90" });
    expect(aged.cars.map((car: { id: string }) => car.id)).not.toContain("504");
    const prices = await database()
      .db.select()
      .from(priceHistory)
      .where(and(eq(priceHistory.tenant, "two-yards"), eq(priceHistory.carId, "502")));
    expect(prices.map((price) => [price.price, price.source])).toEqual(
      expect.arrayContaining([
        [44990, "feed"],
        [41990, "hook"],
      ]),
    );
    // A sold car is not in stock, so not in the table.
    expect(row(await carsTable(owner), "503")).toBeUndefined();
  });

  it("counts one view a request, only of the dealer's own cars, and keeps a console price change as the console's", async () => {
    const owner = await signedInStaff(newStaffEmail("owner"), "owner");
    const before = row(await carsTable(owner), "504")?.views ?? 0;
    const batch = [
      { id: 9, payload: { car_id: "504" } },
      { id: 9, payload: { car_id: "504" } },
      { id: 9, payload: { car_id: "no-such-car" } },
    ];
    await call(eventsFn, "/api/events", { body: batch, headers: { "user-agent": BROWSER } });
    await call(eventsFn, "/api/events", {
      body: { id: 9, payload: { car_id: "no-such-car" } },
      headers: { "user-agent": BROWSER },
    });
    expect(row(await carsTable(owner), "504")?.views).toBe(before + 1);

    const repriced = await call(stockUpdateFn, "/api/console/stock/update", {
      body: { car_id: "501", price: 57_490 },
      cookie: owner,
      headers: { origin: consoleOrigin() },
    });
    expect(repriced.status, JSON.stringify(repriced.json)).toBe(200);
    const prices = await database()
      .db.select()
      .from(priceHistory)
      .where(and(eq(priceHistory.tenant, "two-yards"), eq(priceHistory.carId, "501")));
    expect(prices.at(-1)).toMatchObject({ price: 57_490, source: "console" });
  });

  it("counts a car once a half hour from each address, answers a repeat the same, and keeps no address", async () => {
    const owner = await signedInStaff(newStaffEmail("owner"), "owner");
    const before = row(await carsTable(owner), "502")?.views ?? 0;
    for (let i = 0; i < 5; i++) expect((await view("502", { ip: "192.0.2.10" })).status).toBe(204);
    expect(row(await carsTable(owner), "502")?.views).toBe(before + 1);
    await view("502", { ip: "192.0.2.11" });
    // One home's IPv6 /64 is one address.
    await view("502", { ip: "2001:db8:1:2::1" });
    await view("502", { ip: "2001:db8:1:2::ffff" });
    expect(row(await carsTable(owner), "502")?.views).toBe(before + 3);

    const { db } = database();
    const stored = JSON.stringify([
      await db.select().from(rateLimits),
      await db.select().from(carViewsDaily),
      await db.select().from(sourceViewsDaily),
    ]);
    expect(stored).toContain("view-car:");
    expect(stored).not.toMatch(/192\.0\.2|2001:db8/);
  });

  it("counts an address's views up to the day's cap, the same car again after half an hour, and afresh the next day", async () => {
    const { db } = database();
    const at = (iso: string) => new Date(iso);
    const look = (carId: string, now: Date) => withinViewLimits(db, "two-yards", "192.0.2.20", carId, now);
    const cars = Array.from({ length: VIEWS_PER_DAY_LIMIT.max + 1 }, (_, i) => `car-${i}`);
    const counted = [];
    for (const carId of cars) counted.push(await look(carId, at("2030-05-01T10:00:00Z")));
    expect(counted.filter(Boolean)).toHaveLength(VIEWS_PER_DAY_LIMIT.max);
    expect(counted.at(-1)).toBe(false);
    expect(await look("car-0", at("2030-05-02T10:00:00Z"))).toBe(true);
    expect(await look("car-0", at("2030-05-02T10:20:00Z"))).toBe(false);
    expect(await look("car-0", at("2030-05-02T10:30:00Z"))).toBe(true);
  });

  it("a cancelled test drive is no longer a booking, in the car's row or the summary", async () => {
    const slug = "booking-yard";
    const owner = await signedInStaff(newStaffEmail("owner"), "owner", slug);
    const figures = async () => ({
      car: row(
        (await call(carsFn, "/api/console/insights/cars", { slug, cookie: owner, query: { days: "7" } })).json,
        "801",
      ),
      total: (await call(insightsFn, "/api/console/insights", { slug, cookie: owner, query: { days: "7" } })).json
        .totals.bookings,
    });
    const before = await figures();
    const [slot] = (
      await call(slotsFn, "/api/appointments/slots", {
        slug,
        query: { kind: "testDrive", location_id: "31", car_id: "801" },
      })
    ).json.slots;
    const booked = await call(bookFn, "/api/appointments", {
      slug,
      ip: "198.51.100.40",
      body: {
        kind: "testDrive",
        car_id: "801",
        location_id: "31",
        starts_at: slot.starts_at,
        licence_confirmed: true,
        first_name: "Cam",
        last_name: "Canceller",
        email: "cam@example.com",
        phone: "0458999001",
      },
    });
    expect(booked.status, JSON.stringify(booked.json)).toBe(201);
    expect(await figures()).toMatchObject({ car: { bookings: before.car!.bookings + 1 }, total: before.total + 1 });
    const cancelled = await call(cancelFn, "/api/appointments/cancel", {
      slug,
      body: { token: booked.json.manage_token },
      ip: "198.51.100.40",
    });
    expect(cancelled.status, JSON.stringify(cancelled.json)).toBe(200);
    expect(await figures()).toMatchObject({ car: { bookings: before.car!.bookings }, total: before.total });
  });

  it("the response table counted in SQL is what the pure rules count over the same leads and clocks", async () => {
    const { db } = database();
    const owner = await signedInStaff(newStaffEmail("owner"), "owner");
    const people = await db
      .insert(staff)
      .values(
        ["sales", "sales", "owner"].map((role) => ({
          tenant: "two-yards",
          email: newStaffEmail(role).toLowerCase(),
          role,
          invitedBy: "ops",
        })),
      )
      .returning({ id: staff.id, email: staff.email });
    const today = (await call(insightsFn, "/api/console/insights", { cookie: owner, query: { days: "7" } })).json.period
      .to as string;
    // Days before yesterday in any zone, so only these leads are in the period and every clock has run out.
    const period = { from: addDays(today, -10), to: addDays(today, -2) };
    const now = Date.now();
    for (let n = 0; n < 24; n++) {
      const createdAt = new Date(now - (3 + (n % 6)) * 86_400_000 - n * 3_600_000);
      const [lead] = await db
        .insert(leads)
        .values({
          tenant: "two-yards",
          idempotencyKey: `response-${now}-${n}`,
          kind: n % 7 === 6 ? "reserve" : "vehicle",
          formType: "Vehicle Enquiry",
          firstName: "Rae",
          optIn: false,
          carId: "501",
          createdAt,
        })
        .returning({ id: leads.id });
      await db.insert(leadWork).values({
        leadId: lead!.id,
        tenant: "two-yards",
        status: (["new", "contacted", "won", "lost"] as const)[n % 4],
        assigneeId: n % 5 === 4 ? null : people[n % people.length]!.id,
        firstResponseAt: n % 3 === 0 ? null : new Date(createdAt.getTime() + (n % 4) * 5_400_000 + n * 60_000),
      });
    }
    const counted = (await call(insightsFn, "/api/console/insights", { cookie: owner, query: period })).json.response;

    const { start, end } = periodBounds({ ...period, days: 9 }, "Australia/Sydney");
    const rows = await db
      .select({
        assigneeId: leadWork.assigneeId,
        status: leadWork.status,
        firstResponseAt: leadWork.firstResponseAt,
        dueAt: leadResponseClocks.dueAt,
        openMinutes: leadResponseClocks.openMinutes,
      })
      .from(leads)
      .innerJoin(leadWork, eq(leadWork.leadId, leads.id))
      .innerJoin(leadResponseClocks, eq(leadResponseClocks.leadId, leads.id))
      .where(
        and(
          eq(leads.tenant, "two-yards"),
          gte(leads.createdAt, start),
          lt(leads.createdAt, end),
          notInArray(leads.kind, [...PAYMENT_LEAD_KINDS]),
          isNotNull(leadWork.assigneeId),
        ),
      );
    expect(rows).toHaveLength(17);
    const asOfNow = new Date();
    const pure = responseBySalesperson(
      rows.map((lead) => ({
        assigneeId: lead.assigneeId!,
        status: lead.status,
        answered: lead.firstResponseAt !== null,
        openMinutes: lead.openMinutes,
        overdue: lead.firstResponseAt === null && lead.dueAt !== null && lead.dueAt < asOfNow,
        answeredLate: lead.firstResponseAt !== null && lead.dueAt !== null && lead.firstResponseAt > lead.dueAt,
      })),
    );
    const names = new Map(people.map((person) => [person.id, person.email]));
    expect(counted).toEqual(
      pure
        .map((person) => ({
          name: names.get(person.assigneeId),
          assigned: person.assigned,
          answered: person.answered,
          median_minutes: person.medianMinutes,
          on_time_share: person.onTimeShare,
          won: person.won,
          lost: person.lost,
        }))
        .sort((a, b) => b.assigned - a.assigned || a.name!.localeCompare(b.name!)),
    );
  });

  it("editors see the merchandising list only; sales see everything", async () => {
    const editor = await signedInStaff(newStaffEmail("editor"), "editor");
    expect((await call(insightsFn, "/api/console/insights", { cookie: editor })).status).toBe(403);
    expect((await call(csvFn, "/api/console/insights/cars.csv", { cookie: editor })).status).toBe(403);
    const list = await call(merchandisingFn, "/api/console/insights/merchandising", { cookie: editor });
    expect(list.status).toBe(200);
    expect(list.json).toMatchObject({ total: 3, may_edit_comments: true });
    expect(
      list.json.cars.find((car: { id: string }) => car.id === "504").gaps.map((gap: { text: string }) => gap.text),
    ).toEqual(expect.arrayContaining(["No photo", "No price (POA)", "No dealer comments"]));
    const sales = await signedInStaff(newStaffEmail("sales"), "sales");
    expect((await call(insightsFn, "/api/console/insights", { cookie: sales })).status).toBe(200);
    expect(
      (await call(merchandisingFn, "/api/console/insights/merchandising", { cookie: sales })).json.may_edit_comments,
    ).toBe(false);
  });

  it("a custom period the wrong way round is refused with a message that says so", async () => {
    const owner = await signedInStaff(newStaffEmail("owner"), "owner");
    const refused = await call(insightsFn, "/api/console/insights", {
      cookie: owner,
      query: { from: "2026-11-30", to: "2026-11-01" },
    });
    expect(refused.status).toBe(400);
    expect(refused.json.error.fields.period).toBe("From must be on or before To.");
  });
});
