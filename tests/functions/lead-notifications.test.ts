import { afterAll, beforeAll, expect, it } from "vitest";
import leadFn from "../../functions/console-lead.ts";
import updateFn from "../../functions/console-lead-update.ts";
import leadsFn from "../../functions/leads.ts";
import pushFn from "../../functions/staff-push.ts";
import pushUpdateFn from "../../functions/staff-push-update.ts";
import signOutFn from "../../functions/staff-sign-out.ts";
import { eq } from "drizzle-orm";
import { leads } from "../../functions/_shared/platform/db/schema.ts";
import { assignNewLeads } from "../../functions/_shared/leads/assignment.ts";
import { tellAssignees } from "../../functions/_shared/leads/notifications.ts";
import { localEmailsTo } from "../../functions/_shared/platform/providers/email/local.ts";
import { loadPublishedTenant } from "../../functions/_shared/content/overlay.ts";
import { type PushServiceStub, startPushServiceStub } from "../support/push-service-stub.ts";
import { TWO_YARDS_ENQUIRY } from "./support/enquiry.ts";
import { forEachDatabase } from "./support/each-database.ts";
import { call, useFunctionEnv } from "./support/harness.ts";
import { consoleOrigin, newStaffEmail, signedInStaff } from "./support/staff.ts";

useFunctionEnv();

let pushService: PushServiceStub;
beforeAll(async () => {
  pushService = await startPushServiceStub();
});
afterAll(() => pushService.close());

let seq = 0;
async function enquire(slug: string, firstName: string, locationId?: string): Promise<string> {
  const body = {
    ...TWO_YARDS_ENQUIRY,
    ...(slug === "two-yards"
      ? { location_id: locationId ?? "12" }
      : { dealership_id: undefined, category: "Sales", location_id: locationId }),
    first_name: firstName,
    idempotency_key: `notify-${Date.now()}-${seq++}`,
  };
  const taken = await call(leadsFn, "/api/leads", { slug, body, ip: `198.51.100.${(seq % 200) + 1}` });
  expect(taken.status, JSON.stringify(taken.json)).toBe(201);
  return taken.json.lead.id;
}
const post = (fn: Parameters<typeof call>[0], path: string, cookie: string, body: unknown, slug = "two-yards") =>
  call(fn, path, { slug, body, cookie, headers: { origin: consoleOrigin(slug) } });
const toldOf = (slug: string, to: string) =>
  localEmailsTo(slug, to.toLowerCase()).then((mail) => mail.filter((m) => m.tag === "lead-assigned"));
/** The hand-over's news goes after the answer: wait for it as the salesperson would, a few seconds at most. */
async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let tries = 0; ; tries++) {
    const value = await read();
    if (done(value) || tries > 100) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

forEachDatabase("a salesperson hears at once that a lead is theirs", (database) => {
  /** What a lead's arrival starts (assignAndTellSoon), run now rather than when a second has passed. */
  const sweep = async (tenant: Awaited<ReturnType<typeof loadPublishedTenant>>) => {
    await assignNewLeads(database().db, tenant);
    await tellAssignees(database().db, tenant);
  };
  it("a lead given by the rule is emailed and pushed to its salesperson's devices, once; a device its push service forgot is dropped", async () => {
    const seller = newStaffEmail("seller");
    const cookie = await signedInStaff(seller, "sales", "booking-yard");
    const phone = pushService.device();
    const oldLaptop = pushService.device();
    for (const device of [phone, oldLaptop]) {
      const added = await post(
        pushUpdateFn,
        "/api/staff/push/update",
        cookie,
        { action: "add", device },
        "booking-yard",
      );
      expect(added.status, JSON.stringify(added.json)).toBe(200);
    }
    const before = await call(pushFn, "/api/staff/push", { slug: "booking-yard", cookie });
    expect(before.json).toMatchObject({ devices: 2, public_key: expect.stringMatching(/^B[\w-]{86}$/) });
    pushService.forget(oldLaptop.endpoint);

    const name = `Ada${seq}`;
    const id = await enquire("booking-yard", name, "31");
    const tenant = await loadPublishedTenant("booking-yard");
    await sweep(tenant); // what the lead's arrival starts, run now (it may be booked for a second later)

    const [email] = await toldOf("booking-yard", seller);
    expect(email!.subject).toMatch(new RegExp(`^New lead for you: .+ from ${name} – `));
    expect(email!.text).toContain(`/console/?lead=${id}`);
    expect(email!.text).toMatch(/We promised an answer by \w{3} \d{1,2} \w{3}, \d{1,2}:\d\d [ap]m/);
    const pushed = pushService.received.filter((push) => push.message.url === `/console/?lead=${id}`);
    expect(pushed).toHaveLength(1);
    expect(pushed[0]).toMatchObject({
      device: phone.endpoint.split("/").pop(),
      urgency: "high",
      message: { title: expect.stringMatching(new RegExp(` from ${name}$`)), tag: `lead-${id}` },
    });
    expect(pushed[0]!.vapidSubject).toMatch(/^https?:\/\//);
    // The forgotten device is gone; the phone stays.
    expect((await call(pushFn, "/api/staff/push", { slug: "booking-yard", cookie })).json.devices).toBe(1);

    // Once: later sweeps tell nobody again.
    expect(await tellAssignees(database().db, tenant)).toBe(0);
    expect(await toldOf("booking-yard", seller)).toHaveLength(1);
  });

  it("a lead handed over in the console tells its new owner; a lead someone takes themselves tells nobody", async () => {
    const owner = newStaffEmail("owner");
    const ownerCookie = await signedInStaff(owner, "owner");
    const sellers = [newStaffEmail("first"), newStaffEmail("second")];
    const cookies = [await signedInStaff(sellers[0]!, "sales"), await signedInStaff(sellers[1]!, "sales")];
    const id = await enquire("two-yards", `Bo${seq}`);
    const tenant = await loadPublishedTenant("two-yards");
    await sweep(tenant); // what the lead's arrival starts, run now (it may be booked for a second later)
    const detail = await call(leadFn, "/api/console/lead", { cookie: ownerCookie, query: { id } });
    // The owner hands it to the other one.
    const other = sellers.findIndex((email) => email.toLowerCase() !== detail.json.assignee);
    const taker = sellers[other]!;
    const takerCookie = cookies[other]!;
    const takerId = detail.json.assignees.find((m: { email: string }) => m.email === taker.toLowerCase()).id;
    const firstNews = (await toldOf("two-yards", taker)).length;

    const handed = await post(updateFn, "/api/console/lead/update", ownerCookie, { id, assign_to: takerId });
    expect(handed.status, JSON.stringify(handed.json)).toBe(200);
    const news = await eventually(
      () => toldOf("two-yards", taker),
      (mail) => mail.some((m) => m.text.includes(`?lead=${id}`)),
    );
    const handover = news.find((m) => m.text.includes(`?lead=${id}`))!;
    expect(handover.text.split("\n")[0]).toMatch(
      new RegExp(`^${owner.toLowerCase().replace(/\./g, "\\.")} has given you a `),
    );

    // The salesperson takes another lead themselves: no email about it.
    const own = await enquire("two-yards", `Cy${seq}`);
    expect(
      (await post(updateFn, "/api/console/lead/update", takerCookie, { id: own, assign_to: takerId })).status,
    ).toBe(200);
    await tellAssignees(database().db, tenant);
    expect((await toldOf("two-yards", taker)).filter((m) => m.text.includes(`?lead=${own}`))).toHaveLength(0);
    expect((await toldOf("two-yards", taker)).length).toBeGreaterThan(firstNews);
  });

  it("a device signed out of stops, the console knows whether this device is on, and another dealer cannot take a device", async () => {
    const seller = newStaffEmail("seller");
    const cookie = await signedInStaff(seller, "sales");
    const device = pushService.device();
    expect((await post(pushUpdateFn, "/api/staff/push/update", cookie, { action: "add", device })).status).toBe(200);
    const mine = await call(pushFn, "/api/staff/push", { cookie, query: { endpoint: device.endpoint } });
    expect(mine.json).toMatchObject({ devices: 1, this_device: true });
    expect(
      (await call(pushFn, "/api/staff/push", { cookie, query: { endpoint: pushService.device().endpoint } })).json
        .this_device,
    ).toBe(false);

    // The same browser's subscription offered to another dealer's console: refused, left where it is.
    const elsewhere = await signedInStaff(newStaffEmail("other"), "sales", "booking-yard");
    const taken = await post(
      pushUpdateFn,
      "/api/staff/push/update",
      elsewhere,
      { action: "add", device },
      "booking-yard",
    );
    expect(taken.status).toBe(400);
    expect(
      (await call(pushFn, "/api/staff/push", { cookie, query: { endpoint: device.endpoint } })).json.this_device,
    ).toBe(true);

    // Signing out on that device ends its notifications.
    expect((await post(signOutFn, "/api/staff/sign-out", cookie, {})).status).toBe(200);
    const again = await signedInStaff(seller, "sales");
    expect((await call(pushFn, "/api/staff/push", { cookie: again })).json.devices).toBe(0);
  });

  it("a salesperson coming on duty is not sent the backlog: leads older than a day are in the inbox, not announced", async () => {
    const id = await enquire("one-yard", "Old");
    await database()
      .db.update(leads)
      .set({ createdAt: new Date(Date.now() - 3 * 86_400_000) })
      .where(eq(leads.id, id));
    const seller = newStaffEmail("late");
    await signedInStaff(seller, "sales", "one-yard");
    const tenant = await loadPublishedTenant("one-yard");
    await sweep(tenant); // what the lead's arrival starts, run now (it may be booked for a second later)
    expect(await toldOf("one-yard", seller)).toHaveLength(0);
  });

  it("the server posts only to the browsers' push services, for a signed-in staff member of this console", async () => {
    const seller = newStaffEmail("seller");
    const cookie = await signedInStaff(seller, "sales");
    const keys = pushService.device().keys;
    for (const endpoint of [
      "http://169.254.169.254/latest/meta-data/",
      "https://fcm.googleapis.com.evil.example/fcm/send/x",
      "http://10.0.0.5/push",
    ]) {
      const refused = await post(pushUpdateFn, "/api/staff/push/update", cookie, {
        action: "add",
        device: { endpoint, keys },
      });
      expect(refused.status, endpoint).toBe(400);
      expect(refused.json.error.message).toBe("This browser's push service is not one we send to.");
    }
    const badKey = await post(pushUpdateFn, "/api/staff/push/update", cookie, {
      action: "add",
      device: { endpoint: pushService.device().endpoint, keys: { ...keys, p256dh: "AAAA" } },
    });
    expect(badKey.status).toBe(400);
    const device = pushService.device();
    const stranger = await call(pushUpdateFn, "/api/staff/push/update", {
      body: { action: "add", device },
      headers: { origin: consoleOrigin() },
    });
    expect(stranger.status).toBe(401);
    const otherSite = await call(pushUpdateFn, "/api/staff/push/update", {
      body: { action: "add", device },
      cookie,
      headers: { origin: "https://evil.example" },
    });
    expect(otherSite.status).toBe(403);
    expect((await call(pushFn, "/api/staff/push", { cookie })).json.devices).toBe(0);
  });
});
