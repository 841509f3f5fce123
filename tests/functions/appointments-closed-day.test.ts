import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import bookFn from "../../functions/appointments.ts";
import remindFn from "../../functions/appointments-remind.ts";
import lastSmsFn from "../../functions/dev-last-sms.ts";
import manageFn from "../../functions/appointments-manage.ts";
import moveFn from "../../functions/appointments-move.ts";
import slotsFn from "../../functions/appointments-slots.ts";
import auditFn from "../../functions/console-audit.ts";
import updateFn from "../../functions/console-appointments-update.ts";
import listFn from "../../functions/console-appointments.ts";
import { getDb } from "../../functions/_shared/platform/db/client.ts";
import { appointmentLinks } from "../../functions/_shared/platform/db/schema.ts";
import { localEmailsTo } from "../../functions/_shared/platform/providers/email/local.ts";
import { clearTenantCache, forgetTenant } from "../../functions/_shared/platform/tenant.ts";
import { forEachDatabase } from "./support/each-database.ts";
import { call, useFunctionEnv } from "./support/harness.ts";
import { consoleOrigin, newStaffEmail, signedInStaff } from "./support/staff.ts";

/**
 * The dealer closes a day after shoppers booked it, and staff work bookings in the
 * console. Runs on a copy of the booking-yard fixture (Brisbane, service bays), whose holiday hours
 * this file changes, so no other test's tenants change.
 */
useFunctionEnv();
const TENANT = "closing-yard";
const tenantsDir = mkdtempSync(join(tmpdir(), "forecourt-closing-tenants-"));
cpSync(resolve("tests/fixtures/function-tenants/booking-yard"), join(tenantsDir, TENANT), { recursive: true });
// Another dealer, whose staff must not reach this one's bookings.
cpSync(resolve("tests/fixtures/function-tenants/two-yards"), join(tenantsDir, "two-yards"), { recursive: true });
const configFile = join(tenantsDir, TENANT, "tenant.json");
const fixture = JSON.parse(readFileSync(configFile, "utf8"));
// This dealer offers texts: the reminders and changes go by SMS to a shopper who ticks the box.
fixture.appointments.service.smsReminders = true;
writeFileSync(configFile, JSON.stringify({ ...fixture, slug: TENANT }));
const locationsFile = join(tenantsDir, TENANT, "feed", "locations.json");
const openLocations = readFileSync(locationsFile, "utf8");
process.env.TENANTS_DIR = tenantsDir;
clearTenantCache();
afterAll(() => rmSync(tenantsDir, { recursive: true, force: true }));

type SlotJson = { date: string; time: string; starts_at: string; free: number };
type AppointmentJson = {
  id: string;
  name: string;
  date: string;
  time: string;
  status: string;
  needs_new_time: boolean;
};

/** The dealer adds holiday hours to the Brisbane yard's service department: closed all day on `date`. */
function closeServiceOn(date: string | undefined) {
  const locations = JSON.parse(openLocations);
  if (date)
    for (const department of locations[0].departments)
      if (department.type === "service") department.special_hours = [{ date, label: "Staff day", closed: true }];
  writeFileSync(locationsFile, JSON.stringify(locations));
  forgetTenant(TENANT);
}

const run = Math.random().toString(36).slice(2, 8);
let n = 0;
const slots = async () =>
  (await call(slotsFn, "/api/appointments/slots", { slug: TENANT, query: { kind: "service", location_id: "31" } })).json
    .slots as SlotJson[];
async function book(startsAt: string, texts = false) {
  n++;
  const email = `closing${n}-${run}@example.com`;
  const answer = await call(bookFn, "/api/appointments", {
    slug: TENANT,
    ip: `198.51.100.${n + 120}`,
    body: {
      kind: "service",
      starts_at: startsAt,
      rego: "CLS123",
      first_name: "Cal",
      last_name: `Closer${n}${run}`,
      email,
      phone: `0458${String(n).padStart(6, "0")}`,
      location_id: "31",
      sms_reminders: texts,
    },
  });
  expect(answer.status, JSON.stringify(answer.json)).toBe(201);
  const phone = `0458${String(n).padStart(6, "0")}`;
  return {
    email,
    phone,
    id: answer.json.appointment.id as string,
    name: `Cal Closer${n}${run}`,
    token: answer.json.manage_token as string,
  };
}
const remind = async (at?: Date) =>
  (
    await call(remindFn, "/.netlify/functions/appointments-remind", {
      slug: TENANT,
      ...(at ? { query: { at: at.toISOString() } } : {}),
    })
  ).json.reminded[TENANT];
/** The last text the local SMS provider holds for a phone, or "". */
const lastText = async (phone: string) => {
  const answer = await call(lastSmsFn, "/api/dev/last-sms", { slug: TENANT, query: { phone } });
  return answer.status === 200 ? (answer.json.body as string) : "";
};
const mail = (to: string) => localEmailsTo(TENANT, to).then((all) => all.filter((m) => m.tag === "booking"));
const asStaff = (cookie: string) => ({ slug: TENANT, cookie, headers: { origin: consoleOrigin(TENANT) } });
/** The token of the move-or-cancel link a message carries (the email's button, or a text), or undefined. */
const linkToken = (text: string) => {
  const found = /https:\/\/\S+\/appointments\/manage#token=([\w%-]+)/.exec(text);
  return found ? decodeURIComponent(found[1]!) : undefined;
};
let ips = 0;
/** The shopper opens a link's booking, as the manage page does. */
const opens = (token: string) =>
  call(manageFn, "/api/appointments/manage", { slug: TENANT, query: { token }, ip: `203.0.113.${++ips}` });
/** The shopper moves their booking with a link's token, as the manage page does. */
const moveWith = (token: string, startsAt: string) =>
  call(moveFn, "/api/appointments/move", {
    slug: TENANT,
    body: { token, starts_at: startsAt },
    ip: `203.0.113.${++ips}`,
  });

forEachDatabase("the console's bookings, and a day the dealer closes later", () => {
  let sales = "";
  let editor = "";
  beforeAll(async () => {
    closeServiceOn(undefined);
    sales = await signedInStaff(newStaffEmail("sales"), "sales", TENANT);
    editor = await signedInStaff(newStaffEmail("editor"), "editor", TENANT);
  });

  it("a closed day's booking is marked once, the shopper told; staff see it under Needs a new time and move it", async () => {
    const free = await slots();
    const first = free[0]!;
    const otherDay = free.find((slot) => slot.date !== first.date)!;
    const booked = await book(first.starts_at);
    expect(await remind()).toMatchObject({ closedDayBookings: 0 });

    // The day's list shows the booking with the shopper's name, on the yard's clock.
    const day = await call(listFn, "/api/console/appointments", { ...asStaff(sales), query: { date: first.date } });
    expect(day.status, JSON.stringify(day.json)).toBe(200);
    const listed = (day.json.bookings as AppointmentJson[]).find((b) => b.id === booked.id)!;
    expect(listed).toMatchObject({ name: booked.name, date: first.date, time: first.time, needs_new_time: false });

    closeServiceOn(first.date);
    try {
      expect(await remind()).toMatchObject({ closedDayBookings: 1 });
      expect(await remind()).toMatchObject({ closedDayBookings: 0 }); // once
      const told = (await mail(booked.email)).filter((m) => m.subject.startsWith("Please choose a new time"));
      expect(told).toHaveLength(1);
      expect(told[0]!.text).toContain("is now closed on");
      expect(told[0]!.text).toContain("We'll call you to find another time");
      expect(told[0]!.attachments ?? []).toEqual([]); // the calendar entry stands until it is moved

      const toMove = (await call(listFn, "/api/console/appointments", asStaff(sales))).json
        .needs_new_time as AppointmentJson[];
      expect(toMove.map((b) => b.id)).toContain(booked.id);

      // The closed day is not offered: staff move it to a time on another day.
      const moveTo = (await slots()).find((slot) => slot.date === otherDay.date)!;
      const moved = await call(updateFn, "/api/console/appointments/update", {
        ...asStaff(sales),
        body: { id: booked.id, action: "move", starts_at: moveTo.starts_at },
      });
      expect(moved.status, JSON.stringify(moved.json)).toBe(200);
      expect(moved.json.booking).toMatchObject({ date: moveTo.date, time: moveTo.time, needs_new_time: false });
      const after = (await call(listFn, "/api/console/appointments", asStaff(sales))).json
        .needs_new_time as AppointmentJson[];
      expect(after.map((b) => b.id)).not.toContain(booked.id);

      // The shopper hears of the new time with a calendar entry that replaces the old one, and a
      // link to move or cancel it (its own, as staff do not hold the shopper's).
      const movedMail = (await mail(booked.email)).at(-1)!;
      expect(movedMail.subject).toMatch(/^Moved: your service is now on /);
      expect(movedMail.text).toContain("Move or cancel it with the button below");
      expect(movedMail.text).not.toContain("confirmation email");
      expect(Buffer.from(movedMail.attachments![0]!.content, "base64").toString()).toContain("SEQUENCE:");
      // Audited, with the time before and after.
      const owner = await signedInStaff(newStaffEmail("owner"), "owner", TENANT);
      const entries = (await call(auditFn, "/api/console/audit", asStaff(owner))).json.entries as {
        action: string;
        subject: string;
        before: { date: string };
        after: { date: string };
      }[];
      expect(entries.find((e) => e.action === "booking.move" && e.subject === booked.id)).toMatchObject({
        before: { date: first.date },
        after: { date: moveTo.date },
      });
    } finally {
      closeServiceOn(undefined);
    }
  });

  it("a closed day's message and a staff move each carry a link of their own that moves the booking; the confirmation's still works", async () => {
    const first = (await slots())[0]!;
    const booked = await book(first.starts_at, true);
    // Free times on other days than the one closed, none the booking holds.
    const elsewhere = async (not: string) =>
      (await slots()).filter((slot) => slot.date !== first.date && slot.starts_at !== not);
    let closedDayToken = "";
    let now = first.starts_at;
    closeServiceOn(first.date);
    try {
      // This booking among any others on the day.
      expect((await remind()).closedDayBookings).toBeGreaterThanOrEqual(1);
      const told = (await mail(booked.email)).find((m) => m.subject.startsWith("Please choose a new time"))!;
      expect(told.text).toContain("Or move it yourself: choose a new time with the button below");
      expect(told.text).not.toContain("confirmation email");
      // The email's button is the link (the plain text names it too), and the text carries the same one.
      closedDayToken = linkToken(told.text)!;
      expect(told.text).toContain("Choose a new time: https://");
      expect(told.html).toContain(`#token=${encodeURIComponent(closedDayToken)}`);
      expect(closedDayToken).not.toBe(booked.token);
      expect(linkToken(await lastText(booked.phone))).toBe(closedDayToken);
      // Only its hash is stored.
      const db = await getDb();
      const stored = await db.select().from(appointmentLinks).where(eq(appointmentLinks.appointmentId, booked.id));
      expect(stored).toHaveLength(1);
      expect(JSON.stringify(stored)).not.toContain(closedDayToken);

      // The shopper opens that link and moves the booking off the closed day.
      const opened = await opens(closedDayToken);
      expect(opened.status, JSON.stringify(opened.json)).toBe(200);
      expect(opened.json.appointment).toMatchObject({ id: booked.id, date: first.date, status: "booked" });
      const [to] = await elsewhere(now);
      const moved = await moveWith(closedDayToken, to!.starts_at);
      expect(moved.status, JSON.stringify(moved.json)).toBe(200);
      expect(moved.json.appointment).toMatchObject({ id: booked.id, date: to!.date, time: to!.time });
      now = to!.starts_at;
    } finally {
      closeServiceOn(undefined);
    }

    // Staff move it: the shopper's message carries another link, which moves it again.
    const [staffTo] = await elsewhere(now);
    const byStaff = await call(updateFn, "/api/console/appointments/update", {
      ...asStaff(sales),
      body: { id: booked.id, action: "move", starts_at: staffTo!.starts_at },
    });
    expect(byStaff.status, JSON.stringify(byStaff.json)).toBe(200);
    const movedMail = (await mail(booked.email)).at(-1)!;
    expect(movedMail.subject).toMatch(/^Moved: your service is now on /);
    expect(movedMail.text).toContain("Move or cancel: https://");
    const staffToken = linkToken(movedMail.text)!;
    expect([booked.token, closedDayToken]).not.toContain(staffToken);
    expect(linkToken(await lastText(booked.phone))).toBe(staffToken);
    const [last] = await elsewhere(staffTo!.starts_at);
    const movedAgain = await moveWith(staffToken, last!.starts_at);
    expect(movedAgain.status, JSON.stringify(movedAgain.json)).toBe(200);
    expect(movedAgain.json.appointment).toMatchObject({ date: last!.date, time: last!.time });

    // Every link still opens the booking, and the confirmation's first link still moves it.
    for (const token of [booked.token, closedDayToken, staffToken])
      expect((await opens(token)).json.appointment).toMatchObject({ id: booked.id, starts_at: last!.starts_at });
    const [back] = await elsewhere(last!.starts_at);
    const byConfirmation = await moveWith(booked.token, back!.starts_at);
    expect(byConfirmation.status, JSON.stringify(byConfirmation.json)).toBe(200);
    expect(byConfirmation.json.appointment).toMatchObject({ date: back!.date, time: back!.time });
  });

  it("staff cancel a booking: the place is free at once and the shopper gets a cancelling calendar entry", async () => {
    const [slot] = await slots();
    const booked = await book(slot!.starts_at);
    const freeBefore = (await slots()).find((s) => s.starts_at === slot!.starts_at)?.free ?? 0;
    const cancelled = await call(updateFn, "/api/console/appointments/update", {
      ...asStaff(sales),
      body: { id: booked.id, action: "cancel" },
    });
    expect(cancelled.status, JSON.stringify(cancelled.json)).toBe(200);
    expect(cancelled.json.booking.status).toBe("cancelled");
    expect((await slots()).find((s) => s.starts_at === slot!.starts_at)?.free).toBe(freeBefore + 1);
    const last = (await mail(booked.email)).at(-1)!;
    expect(last.subject).toMatch(/^Cancelled: /);
    expect(Buffer.from(last.attachments![0]!.content, "base64").toString()).toContain("METHOD:CANCEL");
  });

  it("a shopper who ticks texts gets the reminders and a closed day by SMS as well; one who does not, by email only", async () => {
    // Two places (two shoppers), far enough ahead for a 24-hour reminder.
    const slot = (await slots()).find(
      (candidate) => candidate.free >= 2 && Date.parse(candidate.starts_at) - Date.now() > 30 * 3_600_000,
    )!;
    const texted = await book(slot.starts_at, true);
    const emailed = await book(slot.starts_at, false);
    await remind(new Date(Date.parse(slot.starts_at) - 23 * 3_600_000));
    expect(await lastText(texted.phone)).toMatch(
      /^Booking Yard Motors.*: your service is on .* at Booking Yard Brisbane/,
    );
    expect(await lastText(emailed.phone)).toBe("");
    closeServiceOn(slot.date);
    try {
      await remind(new Date(Date.parse(slot.starts_at) - 22 * 3_600_000));
      expect(await lastText(texted.phone)).toContain("we're closed on the day of your service");
      expect(await lastText(emailed.phone)).toBe("");
    } finally {
      closeServiceOn(undefined);
    }
  });

  it("an editor cannot see bookings; another dealer's staff cannot touch one, and learn nothing", async () => {
    const [slot] = await slots();
    const booked = await book(slot!.starts_at);
    expect((await call(listFn, "/api/console/appointments", asStaff(editor))).status).toBe(403);
    const elsewhere = await signedInStaff(newStaffEmail("other"), "owner", "two-yards");
    const refused = await call(updateFn, "/api/console/appointments/update", {
      slug: "two-yards",
      cookie: elsewhere,
      headers: { origin: consoleOrigin("two-yards") },
      body: { id: booked.id, action: "cancel" },
    });
    expect(refused.status).toBe(404);
    const unknown = await call(updateFn, "/api/console/appointments/update", {
      ...asStaff(sales),
      body: { id: "00000000-0000-4000-8000-000000000000", action: "cancel" },
    });
    expect(refused.json).toEqual(unknown.json);
    // Still booked.
    const day = await call(listFn, "/api/console/appointments", { ...asStaff(sales), query: { date: slot!.date } });
    expect((day.json.bookings as AppointmentJson[]).find((b) => b.id === booked.id)?.status).toBe("booked");
  });
});
