import { and, eq } from "drizzle-orm";
import { expect, it } from "vitest";
import bookFn from "../../functions/appointments.ts";
import slotsFn from "../../functions/appointments-slots.ts";
import { getDb } from "../../functions/_shared/platform/db/client.ts";
import { appointments, leadEvents, leads } from "../../functions/_shared/platform/db/schema.ts";
import { zonedMoment } from "#lib/hours/zoned-time.ts";
import { forEachDatabase } from "./support/each-database.ts";
import { call, useFunctionEnv } from "./support/harness.ts";

useFunctionEnv();

/**
 * Free times and bookings at booking-yard (Brisbane: no daylight saving; test drives
 * an hour long, one car per drive, 2 h notice; services two bays per hour, a day's notice).
 */
const TENANT = "booking-yard";
const BRISBANE = "Australia/Brisbane";
type SlotJson = { date: string; time: string; starts_at: string; free: number };

const slots = (query: Record<string, string>) => call(slotsFn, "/api/appointments/slots", { slug: TENANT, query });
let shoppers = 0;
const book = (body: Record<string, unknown>, phone?: string) => {
  const n = ++shoppers;
  return call(bookFn, "/api/appointments", {
    slug: TENANT,
    ip: `198.51.100.${n}`,
    body: {
      first_name: "Ada",
      last_name: `Booker${n}`,
      email: `ada${n}@example.com`,
      phone: phone ?? `0457${String(n).padStart(6, "0")}`,
      location_id: "31",
      ...body,
    },
  });
};
const testDrive = (startsAt: string, extra: Record<string, unknown> = {}, phone?: string) =>
  book({ kind: "testDrive", car_id: "801", starts_at: startsAt, licence_confirmed: true, ...extra }, phone);

forEachDatabase("appointments", () => {
  it("offers a car's free test-drive times in the yard's hours and zone, after the notice", async () => {
    const answer = await slots({ kind: "testDrive", location_id: "31", car_id: "801" });
    expect(answer.status).toBe(200);
    expect(answer.json.time_zone).toBe(BRISBANE);
    const offered = answer.json.slots as SlotJson[];
    expect(offered.length).toBeGreaterThan(10);
    for (const slot of offered) {
      expect(Date.parse(slot.starts_at)).toBeGreaterThanOrEqual(Date.now() + 2 * 3_600_000 - 60_000);
      const { date, minutes } = zonedMoment(new Date(slot.starts_at), BRISBANE);
      expect(
        `${date} ${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`,
      ).toBe(`${slot.date} ${slot.time}`);
      expect(slot.time >= "09:00" && slot.time <= "16:00").toBe(true);
      expect(new Date(`${slot.date}T00:00:00Z`).getUTCDay()).not.toBe(0); // closed on Sundays
    }
  });

  it("a test drive is at the car's own yard unless another is named; a service must name its yard", async () => {
    const own = await slots({ kind: "testDrive", car_id: "804" });
    expect(own.json).toMatchObject({ location_id: "32", time_zone: BRISBANE });
    expect(own.json.slots.every((slot: SlotJson) => new Date(`${slot.date}T00:00:00Z`).getUTCDay() === 6)).toBe(true);
    const unnamed = await slots({ kind: "service" });
    expect(unnamed.status).toBe(400);
    expect(unnamed.json.error.fields).toEqual({ location_id: "This is a required field." });
  });

  it("a reserved, sold or elsewhere car offers no times and says why; a dealer without bookings answers 404", async () => {
    for (const [car, reason] of [
      ["802", "reserved"],
      ["803", "sold"],
      ["804", "elsewhere"],
    ]) {
      const answer = await slots({ kind: "testDrive", location_id: "31", car_id: car! });
      expect(answer.json).toMatchObject({ slots: [], unavailable: { reason } });
    }
    const refused = await testDrive(new Date(Date.now() + 86_400_000).toISOString(), { car_id: "802" });
    expect(refused.status).toBe(409);
    expect(refused.json.error.message).toMatch(/reserved by another buyer/);
    const elsewhere = await call(slotsFn, "/api/appointments/slots", {
      query: { kind: "testDrive", location_id: "11", car_id: "501" },
    });
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.json.error.code).toBe("not_bookable");
  });

  it("books a free time as a lead for the dealer, and the time is no longer offered for that car", async () => {
    const [first] = (await slots({ kind: "testDrive", location_id: "31", car_id: "801" })).json.slots as SlotJson[];
    const booked = await testDrive(first!.starts_at, { comments: "After work if possible." });
    expect(booked.status).toBe(201);
    expect(booked.json.appointment).toMatchObject({
      kind: "testDrive",
      car_id: "801",
      date: first!.date,
      time: first!.time,
      time_zone: BRISBANE,
    });
    expect(booked.json.manage_token).toMatch(/^[\w-]{32}$/);
    const db = await getDb();
    const [row] = await db.select().from(appointments).where(eq(appointments.id, booked.json.appointment.id));
    expect(row!.manageTokenHash).not.toContain(booked.json.manage_token);
    const [lead] = await db.select().from(leads).where(eq(leads.id, row!.leadId!));
    // Only the shopper's words are their message; the booking is the lead's details and history.
    expect(lead).toMatchObject({ formType: "Test Drive Booking", carId: "801", comments: "After work if possible." });
    expect(lead!.details).toMatchObject({
      preferred_date: first!.date,
      preferred_time: first!.time,
      licence_confirmed: true,
    });
    expect(lead!.verified).toEqual([expect.stringContaining(`Booked online for ${first!.date}`)]);
    const history = await db.select().from(leadEvents).where(eq(leadEvents.leadId, lead!.id));
    expect(history).toMatchObject([{ kind: "booked", details: { starts_at: first!.starts_at, date: first!.date } }]);
    expect(history[0]!.text).toContain(`Booked online for ${first!.date}`);
    const after = (await slots({ kind: "testDrive", location_id: "31", car_id: "801" })).json.slots as SlotJson[];
    expect(after.map((slot) => slot.starts_at)).not.toContain(first!.starts_at);
  });

  it("two shoppers racing for the last place: exactly one gets it, the other is offered the nearest free times", async () => {
    const offered = (await slots({ kind: "testDrive", location_id: "31", car_id: "801" })).json.slots as SlotJson[];
    const wanted = offered[2]!;
    const answers = await Promise.all([testDrive(wanted.starts_at), testDrive(wanted.starts_at)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const loser = answers.find((answer) => answer.status === 409)!;
    expect(loser.json.error.code).toBe("slot_full");
    expect(loser.json.error.message).toMatch(
      /^That time has just been booked\. Here are the nearest free times\. \d{4}-/,
    );
    const db = await getDb();
    const rows = await db
      .select()
      .from(appointments)
      .where(and(eq(appointments.tenant, TENANT), eq(appointments.startsAt, new Date(wanted.starts_at))));
    expect(rows).toHaveLength(1); // the loser left nothing behind
  });

  it("a service slot takes as many bookings as it has bays", async () => {
    const offered = (await slots({ kind: "service", location_id: "31" })).json.slots as SlotJson[];
    expect(offered[0]!.free).toBe(2);
    expect(Date.parse(offered[0]!.starts_at)).toBeGreaterThanOrEqual(Date.now() + 86_400_000 - 60_000);
    const service = () =>
      book({
        kind: "service",
        starts_at: offered[0]!.starts_at,
        rego: "ABC123",
        odometer: 48_000,
        service_type: "Logbook",
      });
    const answers = await Promise.all([service(), service(), service()]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 201, 409]);
  });

  it("refuses times the calendar does not offer, each with its reason, and a test drive without a licence", async () => {
    const [slot] = (await slots({ kind: "testDrive", location_id: "31", car_id: "801" })).json.slots as SlotJson[];
    const offGrid = new Date(Date.parse(slot!.starts_at) + 15 * 60_000).toISOString();
    for (const [startsAt, message] of [
      [new Date(Date.now() - 3_600_000).toISOString(), "That time has passed. Please choose another."],
      [new Date(Date.now() + 30 * 60_000).toISOString(), "That time is too soon to book. Please choose a later one."],
      [
        new Date(Date.now() + 30 * 86_400_000).toISOString(),
        "That date is too far ahead to book yet. Please choose an earlier one.",
      ],
      [offGrid, "That time is not one we take bookings at. Please choose one of the times shown."],
    ]) {
      const refused = await testDrive(startsAt!);
      expect(refused.status).toBe(422);
      expect(refused.json.error).toMatchObject({ code: "time_refused", message });
    }
    const noLicence = await testDrive(slot!.starts_at, { licence_confirmed: false });
    expect(noLicence.status).toBe(400);
    expect(noLicence.json.error.fields).toEqual({
      licence_confirmed: "Please confirm you hold a current driver's licence.",
    });
  });

  it("one phone cannot fill a day's slots", async () => {
    const offered = (await slots({ kind: "service", location_id: "31" })).json.slots as SlotJson[];
    const phone = "0499000111";
    const statuses = [];
    for (const slot of offered.slice(3, 7))
      statuses.push((await book({ kind: "service", starts_at: slot.starts_at }, phone)).status);
    expect(statuses).toEqual([201, 201, 201, 429]);
  });
});
