import { and, asc, eq } from "drizzle-orm";
import { expect, it } from "vitest";
import bookFn from "../../functions/appointments.ts";
import cancelFn from "../../functions/appointments-cancel.ts";
import manageFn from "../../functions/appointments-manage.ts";
import moveFn from "../../functions/appointments-move.ts";
import slotsFn from "../../functions/appointments-slots.ts";
import { getDb } from "../../functions/_shared/platform/db/client.ts";
import { notifyOverdueLeads } from "../../functions/_shared/leads/assignment.ts";
import { leadDetail } from "../../functions/_shared/leads/console.ts";
import {
  appointments,
  leadAssignments,
  leadDeliveries,
  leadEvents,
  leads,
} from "../../functions/_shared/platform/db/schema.ts";
import { loadPublishedTenant } from "../../functions/_shared/content/overlay.ts";
import { forEachDatabase } from "./support/each-database.ts";
import { call, useFunctionEnv } from "./support/harness.ts";

useFunctionEnv();

/**
 * Moving and cancelling a booking by its link, without signing in (booking-yard:
 * Brisbane; test drives an hour long, one car per drive; services two bays an hour).
 */
const TENANT = "booking-yard";
type SlotJson = { date: string; time: string; starts_at: string; free: number };
const NOT_FOUND = "We can't find that booking. The link may be incomplete, or the booking has already taken place.";

let shoppers = 0;
const ip = () => `198.51.100.${(shoppers % 200) + 1}`;
const slots = async (query: Record<string, string>) =>
  (await call(slotsFn, "/api/appointments/slots", { slug: TENANT, query })).json.slots as SlotJson[];
const book = async (body: Record<string, unknown>) => {
  const n = ++shoppers;
  const answer = await call(bookFn, "/api/appointments", {
    slug: TENANT,
    ip: ip(),
    body: {
      first_name: "Mo",
      last_name: `Mover${n}`,
      email: `mo${n}@example.com`,
      phone: `0458${String(n).padStart(6, "0")}`,
      location_id: "31",
      ...body,
    },
  });
  expect(answer.status, JSON.stringify(answer.json)).toBe(201);
  return answer.json as { appointment: { id: string; starts_at: string }; manage_token: string };
};
const testDrive = (startsAt: string) =>
  book({ kind: "testDrive", car_id: "801", starts_at: startsAt, licence_confirmed: true });
const service = (startsAt: string) => book({ kind: "service", starts_at: startsAt, rego: "MOV123" });
const manage = (token: string, slug = TENANT) =>
  call(manageFn, "/api/appointments/manage", { slug, query: { token }, ip: ip() });
const cancel = (token: string, from = ip()) =>
  call(cancelFn, "/api/appointments/cancel", { slug: TENANT, body: { token }, ip: from });
const move = (token: string, startsAt: string) =>
  call(moveFn, "/api/appointments/move", { slug: TENANT, body: { token, starts_at: startsAt }, ip: ip() });
const carSlots = () => slots({ kind: "testDrive", location_id: "31", car_id: "801" });
/** A booking's one lead, its history, and the deliveries of it (the lead's own first, then its updates). */
const bookingLead = async (bookingId: string) => {
  const db = await getDb();
  const [appointment] = await db.select().from(appointments).where(eq(appointments.id, bookingId));
  const shopper = await db
    .select()
    .from(leads)
    .where(and(eq(leads.tenant, TENANT), eq(leads.phone, appointment!.phone)));
  const history = await db
    .select()
    .from(leadEvents)
    .where(eq(leadEvents.leadId, appointment!.leadId!))
    .orderBy(asc(leadEvents.createdAt));
  const deliveries = await db
    .select()
    .from(leadDeliveries)
    .where(eq(leadDeliveries.leadId, appointment!.leadId!))
    .orderBy(asc(leadDeliveries.createdAt));
  return { leads: shopper, history, deliveries };
};

forEachDatabase("moving and cancelling a booking by its link", () => {
  it("the link shows its booking on the yard's clock; any other token, or another dealer's site, gets the same 404", async () => {
    const [slot] = await carSlots();
    const booked = await testDrive(slot!.starts_at);
    const shown = await manage(booked.manage_token);
    expect(shown.status).toBe(200);
    expect(shown.json.appointment).toMatchObject({
      id: booked.appointment.id,
      kind: "testDrive",
      car_id: "801",
      date: slot!.date,
      time: slot!.time,
      time_zone: "Australia/Brisbane",
      status: "booked",
    });
    const wrong = `${booked.manage_token.slice(0, -1)}${booked.manage_token.endsWith("A") ? "B" : "A"}`;
    for (const answer of [await manage(wrong), await manage("x"), await manage(booked.manage_token, "two-yards")]) {
      expect(answer.status).toBe(404);
      expect(answer.json.error).toEqual({ code: "not_found", message: NOT_FOUND });
    }
    for (const answer of [await cancel(wrong), await move(wrong, slot!.starts_at)]) {
      expect(answer.status).toBe(404);
      expect(answer.json.error).toEqual({ code: "not_found", message: NOT_FOUND });
    }
    expect((await manage(booked.manage_token)).json.appointment.status).toBe("booked"); // untouched
  });

  it("cancelling frees the time at once and tells the dealer; cancelling again answers the same", async () => {
    const offered = await carSlots();
    const slot = offered[3]!;
    const booked = await testDrive(slot.starts_at);
    expect((await carSlots()).map((s) => s.starts_at)).not.toContain(slot.starts_at);
    const cancelled = await cancel(booked.manage_token);
    expect(cancelled.status).toBe(200);
    expect(cancelled.json.appointment).toMatchObject({ id: booked.appointment.id, status: "cancelled" });
    expect((await carSlots()).map((s) => s.starts_at)).toContain(slot.starts_at);
    const again = await cancel(booked.manage_token);
    expect(again.json.appointment.status).toBe("cancelled");
    // One lead for the booking: the cancellation is a line of its history and an update to the CRM.
    const told = await bookingLead(booked.appointment.id);
    expect(told.leads).toHaveLength(1);
    expect(told.leads[0]).toMatchObject({ formType: "Test Drive Booking", carId: "801", comments: null });
    expect(told.history.map((event) => event.kind)).toEqual(["booked", "cancelled"]);
    expect(told.history[1]!.text).toContain(`Booking cancelled online by the shopper: it was for ${slot.date}`);
    expect(told.deliveries.map((delivery) => delivery.eventId)).toEqual([null, told.history[1]!.id]);
    // Its clock stopped: days later it is not overdue, and nobody is chased about it.
    const tenant = await loadPublishedTenant(TENANT);
    const lead = await leadDetail(await getDb(), tenant, told.leads[0]!.id, true);
    expect(lead.clock).toMatchObject({ overdue: false, stopped_at: told.history[1]!.createdAt.toISOString() });
    expect(lead.booking).toMatchObject({ status: "cancelled", date: slot.date, time: slot.time });
    expect(lead.history.map((event) => event.kind)).toEqual(["booked", "cancelled"]);
    await notifyOverdueLeads(await getDb(), tenant, "https://booking.example", new Date(Date.now() + 5 * 86_400_000));
    const [chased] = await (await getDb())
      .select()
      .from(leadAssignments)
      .where(eq(leadAssignments.leadId, told.leads[0]!.id));
    expect(chased?.overdueNotifiedAt ?? null).toBeNull();
    const moved = await move(booked.manage_token, offered[5]!.starts_at);
    expect(moved.status).toBe(409);
    expect(moved.json.error.code).toBe("cancelled");
  });

  it("moving takes the new time and frees the old one; the same, a refused or a past time is refused with why", async () => {
    const offered = await carSlots();
    const [from, to] = [offered[6]!, offered[8]!];
    const booked = await testDrive(from.starts_at);
    const moved = await move(booked.manage_token, to.starts_at);
    expect(moved.status, JSON.stringify(moved.json)).toBe(200);
    expect(moved.json.appointment).toMatchObject({
      id: booked.appointment.id,
      date: to.date,
      time: to.time,
      starts_at: to.starts_at,
      status: "booked",
    });
    const after = (await carSlots()).map((s) => s.starts_at);
    expect(after).toContain(from.starts_at);
    expect(after).not.toContain(to.starts_at);
    const told = await bookingLead(booked.appointment.id);
    expect(told.leads).toHaveLength(1);
    expect(told.history.map((event) => event.kind)).toEqual(["booked", "moved"]);
    expect(told.history[1]!.text).toContain(`Booking moved online by the shopper to ${to.date}`);
    expect(told.history[1]!.text).toContain(`it was ${from.date}`);
    expect(told.history[1]!.details).toMatchObject({ starts_at: to.starts_at, date: to.date, time: to.time });

    const same = await move(booked.manage_token, to.starts_at);
    expect(same.status).toBe(422);
    expect(same.json.error.message).toBe("Your booking is already at that time. Please choose another.");
    const offGrid = await move(booked.manage_token, new Date(Date.parse(to.starts_at) + 15 * 60_000).toISOString());
    expect(offGrid.json.error).toMatchObject({
      code: "time_refused",
      message: "That time is not one we take bookings at. Please choose one of the times shown.",
    });
    const past = await move(booked.manage_token, new Date(Date.now() - 3_600_000).toISOString());
    expect(past.json.error.message).toBe("That time has passed. Please choose another.");
    expect((await manage(booked.manage_token)).json.appointment.starts_at).toBe(to.starts_at);
  });

  it("two shoppers moving into the last place of a slot: exactly one gets it, the other keeps their time and is offered the nearest", async () => {
    const offered = await slots({ kind: "service", location_id: "31" });
    const [wanted, a, b] = [offered[10]!, offered[11]!, offered[12]!];
    await service(wanted.starts_at); // one of two bays taken
    const [first, second] = [await service(a.starts_at), await service(b.starts_at)];
    const answers = await Promise.all([
      move(first.manage_token, wanted.starts_at),
      move(second.manage_token, wanted.starts_at),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const loser = answers.find((answer) => answer.status === 409)!;
    expect(loser.json.error.code).toBe("slot_full");
    expect(loser.json.error.message).toMatch(
      /^That time has just been booked\. Here are the nearest free times\. \d{4}-/,
    );
    const db = await getDb();
    const inWanted = await db
      .select()
      .from(appointments)
      .where(
        and(
          eq(appointments.tenant, TENANT),
          eq(appointments.startsAt, new Date(wanted.starts_at)),
          eq(appointments.status, "booked"),
        ),
      );
    expect(inWanted.map((row) => row.place).sort()).toEqual([1, 2]);
    const loserToken = answers[0]!.status === 409 ? first.manage_token : second.manage_token;
    const loserWas = answers[0]!.status === 409 ? a : b;
    expect((await manage(loserToken)).json.appointment.starts_at).toBe(loserWas.starts_at);
  });

  it("a new booking and a move racing for a car's time: the car is in one test drive at once", async () => {
    const offered = await carSlots();
    const [wanted, from] = [offered[12]!, offered[13]!];
    const mover = await testDrive(from.starts_at);
    const n = ++shoppers;
    const [moved, fresh] = await Promise.all([
      move(mover.manage_token, wanted.starts_at),
      call(bookFn, "/api/appointments", {
        slug: TENANT,
        ip: ip(),
        body: {
          kind: "testDrive",
          car_id: "801",
          location_id: "31",
          starts_at: wanted.starts_at,
          licence_confirmed: true,
          first_name: "Rae",
          last_name: `Racer${n}`,
          email: `rae${n}@example.com`,
          phone: `0459${String(n).padStart(6, "0")}`,
        },
      }),
    ]);
    // Exactly one of them has the car then; the other is told the time was just taken.
    expect([moved.status, fresh.status].filter((status) => status === 200 || status === 201)).toHaveLength(1);
    expect([moved.status, fresh.status]).toContain(409);
    const db = await getDb();
    const rows = await db
      .select()
      .from(appointments)
      .where(
        and(
          eq(appointments.carId, "801"),
          eq(appointments.startsAt, new Date(wanted.starts_at)),
          eq(appointments.status, "booked"),
        ),
      );
    expect(rows).toHaveLength(1);
  });

  it("one address changing bookings is limited (429), as the other writing endpoints are", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await cancel(`made-up-token-${i}-abcdefghij`, "192.0.2.77")).status);
    expect(statuses.slice(0, 20).every((status) => status === 404)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});
