import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import auditFn from "../../functions/console-audit.ts";
import updateFn from "../../functions/console-staff-update.ts";
import meFn from "../../functions/staff-me.ts";
import { auditLog } from "../../functions/_shared/platform/db/schema.ts";
import { LAST_OWNER_MESSAGE } from "#lib/api/console-staff.ts";
import { forEachDatabase } from "./support/each-database.ts";
import { type CallOptions, call, useFunctionEnv } from "./support/harness.ts";
import {
  consoleOrigin,
  lastEmail,
  newStaffEmail,
  signedInStaff,
  staffCookieFrom,
  verifyStaffLink,
} from "./support/staff.ts";

useFunctionEnv();

const update = (cookie: string, body: Record<string, unknown>, options: CallOptions = {}) =>
  call(updateFn, "/api/console/staff/update", {
    body,
    cookie,
    ...options,
    headers: { origin: consoleOrigin(options.slug), ...options.headers },
  });

// booking-yard: a dealer of its own, so "the last owner" is this file's owner alone.
const TENANT = "booking-yard";

forEachDatabase("owners manage their staff in the console", (database) => {
  it("an owner invites a salesperson, who signs in with the emailed link; removing them ends their session at once", async () => {
    const owner = await signedInStaff(newStaffEmail("owner"), "owner", TENANT);
    const email = newStaffEmail("sales").toLowerCase();
    const invited = await update(owner, { action: "invite", email, role: "sales" }, { slug: TENANT });
    expect(invited.status, JSON.stringify(invited.json)).toBe(200);
    expect(invited.json.outcome).toBe("invited");
    expect(invited.json.staff.map((member: { email: string }) => member.email)).toContain(email);

    const link = await lastEmail(email, TENANT);
    const verified = await verifyStaffLink(link.json.token, { slug: TENANT });
    const sales = staffCookieFrom(verified.response);
    expect((await call(meFn, "/api/staff/me", { slug: TENANT, cookie: sales })).json.role).toBe("sales");

    // A salesperson may not manage staff.
    expect((await update(sales, { action: "remove", email }, { slug: TENANT })).status).toBe(403);

    const removed = await update(owner, { action: "remove", email }, { slug: TENANT });
    expect(removed.json.outcome).toBe("removed");
    expect((await call(meFn, "/api/staff/me", { slug: TENANT, cookie: sales })).status).toBe(401);
    expect((await update(owner, { action: "remove", email }, { slug: TENANT })).status).toBe(404);
  });

  it("the last owner cannot be removed or demoted from the console", async () => {
    const ownerEmail = newStaffEmail("only-owner").toLowerCase();
    // A dealer of its own: one-yard has no other owner in this file.
    const owner = await signedInStaff(ownerEmail, "owner", "one-yard");
    const demote = await update(owner, { action: "invite", email: ownerEmail, role: "sales" }, { slug: "one-yard" });
    expect(demote.status).toBe(409);
    expect(demote.json.error.message).toBe(LAST_OWNER_MESSAGE);
    expect((await update(owner, { action: "remove", email: ownerEmail }, { slug: "one-yard" })).status).toBe(409);
    // With a second owner, the first may step down.
    const second = newStaffEmail("second-owner");
    await update(owner, { action: "invite", email: second, role: "owner" }, { slug: "one-yard" });
    expect(
      (await update(owner, { action: "invite", email: ownerEmail, role: "sales" }, { slug: "one-yard" })).json.outcome,
    ).toBe("role changed");
  });

  it("owners read the audit log, newest first; nobody else may", async () => {
    const ownerEmail = newStaffEmail("owner").toLowerCase();
    const owner = await signedInStaff(ownerEmail, "owner", TENANT);
    const email = newStaffEmail("editor").toLowerCase();
    await update(owner, { action: "invite", email, role: "editor" }, { slug: TENANT });
    const log = await call(auditFn, "/api/console/audit", { slug: TENANT, cookie: owner });
    expect(log.status).toBe(200);
    expect(log.json.entries[0]).toMatchObject({ actor: ownerEmail, action: "staff.invite", subject: email });
    expect(log.json.entries[0].after).toMatchObject({ email, role: "editor" });
    const editor = await signedInStaff(email, "editor", TENANT);
    expect((await call(auditFn, "/api/console/audit", { slug: TENANT, cookie: editor })).status).toBe(403);
    // Another dealer's log is not ours.
    const rows = await database().db.select().from(auditLog).where(eq(auditLog.tenant, "two-yards"));
    const ours = log.json.entries.map((entry: { id: number }) => entry.id);
    expect(rows.filter((row) => ours.includes(row.id))).toEqual([]);
  });
});
