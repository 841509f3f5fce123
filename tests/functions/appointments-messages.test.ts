import { expect, it } from "vitest";
import bookFn from "../../functions/appointments.ts";
import cancelFn from "../../functions/appointments-cancel.ts";
import manageFn from "../../functions/appointments-manage.ts";
import moveFn from "../../functions/appointments-move.ts";
import remindFn from "../../functions/appointments-remind.ts";
import hookFn from "../../functions/hooks-stock.ts";
import slotsFn from "../../functions/appointments-slots.ts";
import { localEmailsTo } from "../../functions/_shared/platform/providers/email/local.ts";
import { forEachDatabase } from "./support/each-database.ts";
import { call, STOCK_HOOK_SECRET, useFunctionEnv } from "./support/harness.ts";

useFunctionEnv();

/** What the shopper hears about a booking (booking-yard: Brisbane, no daylight saving). */
const TENANT = "booking-yard";
type SlotJson = { date: string; time: string; starts_at: string };

let shoppers = 0;
const run = Math.random().toString(36).slice(2, 8);
const slots = async () =>
  (await call(slotsFn, "/api/appointments/slots", { slug: TENANT, query: { kind: "service", location_id: "31" } })).json
    .slots as SlotJson[];
async function book(startsAt: string) {
  const n = ++shoppers;
  const email = `booker${n}-${run}@example.com`;
  const answer = await call(bookFn, "/api/appointments", {
    slug: TENANT,
    ip: `198.51.100.${n + 20}`,
    body: {
      kind: "service",
      starts_at: startsAt,
      rego: "MSG123",
      first_name: "Ivy",
      last_name: `Booker${n}`,
      email,
      phone: `0459${String(n).padStart(6, "0")}`,
      location_id: "31",
    },
  });
  expect(answer.status, JSON.stringify(answer.json)).toBe(201);
  return { email, token: answer.json.manage_token as string, id: answer.json.appointment.id as string };
}
/** The token of the move-or-cancel link an email carries. */
const linkToken = (text: string) => {
  const found = /\/appointments\/manage#token=([\w%-]+)/.exec(text);
  return found ? decodeURIComponent(found[1]!) : undefined;
};
const bookingMail = (to: string) => localEmailsTo(TENANT, to).then((mail) => mail.filter((m) => m.tag === "booking"));
const ics = (mail: { attachments?: { content: string }[] }) =>
  Buffer.from(mail.attachments![0]!.content, "base64").toString("utf8");
const icsTime = (iso: string) =>
  new Date(iso)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

forEachDatabase("a booking's messages to the shopper", () => {
  it("a booking is confirmed at once by email: when on the yard's clock, where with directions, what to bring, the link, and a calendar entry", async () => {
    const [slot] = await slots();
    const booked = await book(slot!.starts_at);
    const [confirmation, ...more] = await bookingMail(booked.email);
    expect(more).toEqual([]);
    expect(confirmation!.subject).toMatch(/^Booked: your service on /);
    expect(confirmation!.text).toContain("Times are Brisbane time");
    expect(confirmation!.text).toMatch(/Directions: https:\/\//);
    expect(confirmation!.text).toContain("Please bring:");
    expect(confirmation!.text).toContain(`/appointments/manage#token=${encodeURIComponent(booked.token)}`);
    const calendar = ics(confirmation!);
    expect(calendar).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(calendar).toContain(`DTSTART:${icsTime(slot!.starts_at)}`);
    expect(calendar).toContain("METHOD:PUBLISH");
  });

  it("moving sends the new time with a calendar entry that replaces the old; cancelling sends a cancellation", async () => {
    const [first, , , later] = await slots();
    const booked = await book(first!.starts_at);
    const moved = await call(moveFn, "/api/appointments/move", {
      slug: TENANT,
      body: { token: booked.token, starts_at: later!.starts_at },
      ip: "198.51.100.190",
    });
    expect(moved.status, JSON.stringify(moved.json)).toBe(200);
    const movedMail = (await bookingMail(booked.email)).at(-1)!;
    expect(movedMail.subject).toMatch(/^Moved: your service is now on /);
    expect(ics(movedMail)).toContain(`DTSTART:${icsTime(later!.starts_at)}`);
    expect(ics(movedMail)).toMatch(/SEQUENCE:[1-9]\d*/);

    await call(cancelFn, "/api/appointments/cancel", {
      slug: TENANT,
      body: { token: booked.token },
      ip: "198.51.100.191",
    });
    const cancelled = (await bookingMail(booked.email)).at(-1)!;
    expect(cancelled.subject).toMatch(/^Cancelled: your service on /);
    expect(ics(cancelled)).toContain("METHOD:CANCEL");
    expect(ics(cancelled)).toContain("STATUS:CANCELLED");
    expect(await bookingMail(booked.email)).toHaveLength(3);
  });

  it("reminders go 24 hours and 2 hours before, each once, and never for a cancelled booking", async () => {
    const all = await slots();
    // The last time offered: at some hours of the day the first one past 30 hours is also the first
    // time offered, which the tests above book and move into, leaving it no room for two.
    const slot = all.filter((candidate) => Date.parse(candidate.starts_at) - Date.now() > 30 * 3_600_000).at(-1)!;
    const booked = await book(slot.starts_at);
    const cancelledOne = await book(slot.starts_at);
    await call(cancelFn, "/api/appointments/cancel", {
      slug: TENANT,
      body: { token: cancelledOne.token },
      ip: "198.51.100.192",
    });
    const remind = (hoursBefore: number) =>
      call(remindFn, "/.netlify/functions/appointments-remind", {
        slug: TENANT,
        query: { at: new Date(Date.parse(slot.starts_at) - hoursBefore * 3_600_000).toISOString() },
      });
    await remind(30);
    expect((await bookingMail(booked.email)).filter((m) => m.subject.startsWith("Reminder"))).toEqual([]);
    await remind(23);
    await remind(22); // again within the day: nothing new
    const reminders = () =>
      bookingMail(booked.email).then((mail) => mail.filter((m) => m.subject.startsWith("Reminder")));
    expect(await reminders()).toHaveLength(1);
    expect((await reminders())[0]!.text).toContain("Just a reminder");
    // Each reminder carries a move-or-cancel link of its own, and every link keeps working.
    expect((await reminders())[0]!.text).toContain("Move or cancel it with the button below");
    await remind(1.5);
    expect(await reminders()).toHaveLength(2);
    const tokens = [booked.token, ...(await reminders()).map((m) => linkToken(m.text)!)];
    expect(new Set(tokens).size).toBe(3);
    for (const token of tokens) {
      const opened = await call(manageFn, "/api/appointments/manage", {
        slug: TENANT,
        query: { token },
        ip: "198.51.100.193",
      });
      expect(opened.json.appointment).toMatchObject({ id: booked.id, status: "booked" });
    }
    expect((await bookingMail(cancelledOne.email)).filter((m) => m.subject.startsWith("Reminder"))).toEqual([]);
  });

  it("a test drive's car sold after booking: the drive is cancelled, the shopper told (with similar cars), the place freed", async () => {
    const drives = (
      await call(slotsFn, "/api/appointments/slots", {
        slug: TENANT,
        query: { kind: "testDrive", location_id: "31", car_id: "801" },
      })
    ).json.slots as SlotJson[];
    const n = ++shoppers;
    const email = `driver${n}-${run}@example.com`;
    const booked = await call(bookFn, "/api/appointments", {
      slug: TENANT,
      ip: `198.51.100.${n + 20}`,
      body: {
        kind: "testDrive",
        car_id: "801",
        starts_at: drives[0]!.starts_at,
        licence_confirmed: true,
        first_name: "Dee",
        last_name: `Driver${n}`,
        email,
        phone: `0459${String(n).padStart(6, "0")}`,
        location_id: "31",
      },
    });
    expect(booked.status, JSON.stringify(booked.json)).toBe(201);
    const sell = (status: string) =>
      call(hookFn, "/api/hooks/stock", {
        slug: TENANT,
        raw: JSON.stringify({ event_id: `sold-${run}-${n}-${status}`, changes: [{ car_id: "801", status }] }),
        signWith: STOCK_HOOK_SECRET,
      });
    expect((await sell("sold")).status).toBe(200);
    try {
      const ran = await call(remindFn, "/.netlify/functions/appointments-remind", { slug: TENANT });
      expect(ran.json.reminded[TENANT].soldCarDrivesCancelled).toBe(1);
      const [sorry] = (await bookingMail(email)).filter((m) => m.subject.startsWith("Sorry"));
      expect(sorry!.text).toContain("has just been sold, so your test drive");
      expect(sorry!.text).toMatch(/See similar cars: https:\/\/\S+\/search\/new-used-and-demo-cars\?make=/);
      expect(ics(sorry!)).toContain("METHOD:CANCEL");
      // Once: the next run finds nothing to cancel.
      expect(
        (await call(remindFn, "/.netlify/functions/appointments-remind", { slug: TENANT })).json.reminded[TENANT],
      ).toMatchObject({ soldCarDrivesCancelled: 0 });
    } finally {
      await sell("in_stock");
    }
  });
});
