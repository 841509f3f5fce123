import { and, eq } from "drizzle-orm";
import opsStaffFn from "../../functions/ops-staff.ts";
import { describe, expect, it } from "vitest";
import meFn from "../../functions/staff-me.ts";
import sendFn from "../../functions/staff-sign-in-send.ts";
import signOutFn from "../../functions/staff-sign-out.ts";
import { auditLog, staff, staffSessions, staffSignInLinks } from "../../functions/_shared/platform/db/schema.ts";
import { requireStaff } from "../../functions/_shared/staff/session.ts";
import { loadPublishedTenant } from "../../functions/_shared/content/overlay.ts";
import { STAFF_LINK_INVALID } from "#lib/api/staff.ts";
import { MESSAGES } from "#lib/forms/messages.ts";
import { forEachDatabase } from "./support/each-database.ts";
import { type CallOptions, call, useFunctionEnv } from "./support/harness.ts";
import {
  consoleOrigin,
  lastEmail,
  newStaffEmail,
  opsStaff,
  signedInStaff,
  staffCookieFrom,
  verifyStaffLink,
} from "./support/staff.ts";

useFunctionEnv();

const origin = consoleOrigin;
const newEmail = newStaffEmail;
const ops = opsStaff;
const verify = verifyStaffLink;
const me = (cookie: string, slug = "two-yards") => call(meFn, "/api/staff/me", { slug, cookie });
const signOut = (cookie: string, options: CallOptions = {}) =>
  call(signOutFn, "/api/staff/sign-out", {
    body: {},
    cookie,
    ...options,
    headers: { origin: origin(options.slug), ...options.headers },
  });

forEachDatabase("staff console sign-in", (database) => {
  const db = () => database().db;
  const staffRow = async (email: string, slug = "two-yards") =>
    (
      await db()
        .select()
        .from(staff)
        .where(and(eq(staff.tenant, slug), eq(staff.email, email.toLowerCase())))
    )[0];
  const auditOf = async (email: string) =>
    (await db().select().from(auditLog).where(eq(auditLog.subject, email.toLowerCase()))).map((row) => row.action);

  it("happy path: invite by ops → email in the local mailbox → verify → /api/staff/me → sign out", async () => {
    const email = newEmail("owner");
    const invited = await ops({ action: "invite", email, role: "owner" });
    expect(invited.status).toBe(200);
    expect(invited.json).toMatchObject({
      outcome: "invited",
      staff: [{ email: email.toLowerCase(), role: "owner", invited_by: "ops" }],
    });
    expect((await ops({ action: "list" })).json.staff.map((s: { email: string }) => s.email)).toContain(
      email.toLowerCase(),
    );

    const mail = await lastEmail(email);
    expect(mail.status).toBe(200);
    expect(mail.json.subject).toBe("You're invited to the Two Yards Motors console");
    expect(mail.json.link).toMatch(/^http:\/\/two-yards\.localhost:8888\/console\/sign-in#token=[\w-]{43}$/);
    // `npm run staff` calls the bare local address and names the dealer by header: the link is still the dealer's host.
    const fromTerminal = newEmail("terminal");
    await ops({ action: "invite", email: fromTerminal, role: "sales" }, { headers: { host: "127.0.0.1:8888" } });
    expect((await lastEmail(fromTerminal)).json.link).toMatch(
      /^http:\/\/two-yards\.localhost:8888\/console\/sign-in#token=/,
    );
    // Only the token's hash is kept.
    const [link] = await db()
      .select()
      .from(staffSignInLinks)
      .where(eq(staffSignInLinks.staffId, (await staffRow(email))!.id));
    expect(link!.tokenHash).not.toContain(mail.json.token);
    expect(link!.expiresAt.getTime() - link!.createdAt.getTime()).toBe(15 * 60 * 1000);

    const verified = await verify(mail.json.token);
    expect(verified.status).toBe(200);
    expect(verified.json).toEqual({ email: email.toLowerCase(), role: "owner" });
    const setCookie = verified.response.headers.getSetCookie()[0]!;
    expect(setCookie).toMatch(
      /^__Host-forecourt_staff=[\w-]{43}; Path=\/; Max-Age=604800; HttpOnly; Secure; SameSite=Strict$/,
    );
    const cookie = staffCookieFrom(verified.response);

    const who = await me(cookie);
    expect(who.status).toBe(200);
    expect(who.json).toMatchObject({ email: email.toLowerCase(), role: "owner", sees_contact_details: true });
    expect(who.json.permissions).toContain("staff.manage");

    const out = await signOut(cookie);
    expect(out.status).toBe(200);
    expect(out.response.headers.get("set-cookie")).toContain("Max-Age=0");
    expect((await me(cookie)).status).toBe(401);
    expect(await auditOf(email)).toEqual(["staff.invite", "staff.sign_in", "staff.sign_out"]);
  });

  it("sign-in by email: a known address gets a link, an unknown one the same answer and nothing else", async () => {
    const known = newEmail();
    await ops({ action: "invite", email: known, role: "sales" });
    const unknown = newEmail("nobody");
    const [a, b] = [
      await call(sendFn, "/api/staff/sign-in/send", { body: { email: known } }),
      await call(sendFn, "/api/staff/sign-in/send", { body: { email: unknown } }),
    ];
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(b.json).toEqual(a.json);
    expect((await lastEmail(known)).json.subject).toBe("Sign in to the Two Yards Motors console");
    expect((await lastEmail(unknown)).status).toBe(404);
    // This dealer's host decides: another dealer's staff member gets nothing here.
    const elsewhere = newEmail();
    await ops({ action: "invite", email: elsewhere, role: "owner" }, { slug: "one-yard" });
    const before = (await lastEmail(elsewhere, "one-yard")).json.sent_at;
    expect((await call(sendFn, "/api/staff/sign-in/send", { body: { email: elsewhere } })).status).toBe(200);
    expect((await lastEmail(elsewhere, "two-yards")).status).toBe(404);
    expect((await lastEmail(elsewhere, "one-yard")).json.sent_at).toBe(before);
  });

  it("refuses another dealer's staff member's session on this dealer, and changes nothing", async () => {
    const email = newEmail();
    const theirs = await signedInStaff(email, "owner", "one-yard");
    const got = await me(theirs, "two-yards");
    expect(got.status).toBe(401);
    expect(got.json.error.message).toBe("Please sign in to the console to continue.");
    expect(JSON.stringify(got.json)).not.toContain(email.toLowerCase());
    expect((await signOut(theirs)).status).toBe(200);
    // Their own session on their own dealer is untouched.
    expect((await me(theirs, "one-yard")).status).toBe(200);
  });

  it("refuses an expired link", async () => {
    const email = newEmail();
    await ops({ action: "invite", email, role: "sales" });
    const { token } = (await lastEmail(email)).json;
    await db()
      .update(staffSignInLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(staffSignInLinks.staffId, (await staffRow(email))!.id));
    const got = await verify(token);
    expect(got.status).toBe(400);
    expect(got.json.error).toEqual({ code: "invalid_link", message: STAFF_LINK_INVALID });
    expect(got.response.headers.get("set-cookie")).toBeNull();
    expect(
      await db()
        .select()
        .from(staffSessions)
        .where(eq(staffSessions.staffId, (await staffRow(email))!.id)),
    ).toEqual([]);
  });

  it("refuses a reused link", async () => {
    const email = newEmail();
    await ops({ action: "invite", email, role: "editor" });
    const { token } = (await lastEmail(email)).json;
    expect((await verify(token)).status).toBe(200);
    const again = await verify(token, { ip: "198.51.100.7" });
    expect(again.status).toBe(400);
    expect(again.json.error.code).toBe("invalid_link");
    expect(again.response.headers.get("set-cookie")).toBeNull();
    const rows = await db()
      .select()
      .from(staffSessions)
      .where(eq(staffSessions.staffId, (await staffRow(email))!.id));
    expect(rows).toHaveLength(1);
  });

  it("refuses a forged or missing Origin on state-changing calls, and the session and link stay as they were", async () => {
    const email = newEmail();
    const cookie = await signedInStaff(email);
    for (const headers of [
      { origin: "https://evil.example" },
      { origin: "http://one-yard.localhost:8888" },
      { origin: "" },
    ]) {
      const out = await signOut(cookie, { headers });
      expect(out.status, JSON.stringify(headers)).toBe(403);
      expect(out.response.headers.get("set-cookie")).toBeNull();
    }
    expect((await me(cookie)).status).toBe(200);

    await call(sendFn, "/api/staff/sign-in/send", { body: { email } });
    const { token } = (await lastEmail(email)).json;
    expect((await verify(token, { headers: { origin: "https://evil.example" } })).status).toBe(403);
    expect((await verify(token, { headers: { origin: "" } })).status).toBe(403);
    expect((await verify(token)).status).toBe(200);
    expect(await auditOf(email)).toEqual(["staff.invite", "staff.sign_in", "staff.sign_in"]);
  });

  it("requireStaff: Origin on writes, the role's permission, idle and absolute lifetimes", async () => {
    const email = newEmail();
    const cookie = await signedInStaff(email, "editor");
    const site = () => loadPublishedTenant("two-yards");
    const asked = (method: string, headers: Record<string, string> = {}) => ({
      slug: "two-yards",
      site,
      request: new Request(`${origin()}/api/staff/anything`, {
        method,
        headers: { host: "two-yards.localhost:8888", cookie, ...headers },
      }),
    });
    await expect(requireStaff(asked("GET"), "stock.status")).resolves.toMatchObject({ role: "editor" });
    await expect(requireStaff(asked("POST", { origin: origin() }), "content.edit")).resolves.toMatchObject({
      role: "editor",
    });
    await expect(requireStaff(asked("POST"), "content.edit")).rejects.toMatchObject({
      status: 403,
      code: "cross_origin",
    });
    await expect(requireStaff(asked("GET"), "contacts.view")).rejects.toMatchObject({
      status: 403,
      message: "Your role (editor) does not allow this. Ask the dealer's owner.",
    });
    // The site's public address is its origin too (tenant.json siteUrl).
    await expect(requireStaff(asked("POST", { origin: "https://www.twoyards.example" }))).resolves.toBeDefined();

    const id = (await staffRow(email))!.id;
    await db()
      .update(staffSessions)
      .set({ lastSeenAt: new Date(Date.now() - 8 * 3600_000 - 1000) })
      .where(eq(staffSessions.staffId, id));
    expect((await me(cookie)).status).toBe(401);
    await db()
      .update(staffSessions)
      .set({ lastSeenAt: new Date(), createdAt: new Date(Date.now() - 7 * 86400_000 - 1000) })
      .where(eq(staffSessions.staffId, id));
    expect((await me(cookie)).status).toBe(401);
  });

  it("refuses a removed staff member's session at once, and the links they still hold", async () => {
    const email = newEmail();
    const cookie = await signedInStaff(email, "sales");
    await call(sendFn, "/api/staff/sign-in/send", { body: { email } });
    const { token } = (await lastEmail(email)).json;
    const removed = await ops({ action: "remove", email });
    expect(removed.status).toBe(200);
    expect(removed.json).toMatchObject({ outcome: "removed", sessions_ended: 1 });
    expect((await me(cookie)).status).toBe(401);
    expect((await verify(token)).status).toBe(400);
    expect((await ops({ action: "list" })).json.staff.map((s: { email: string }) => s.email)).not.toContain(
      email.toLowerCase(),
    );
    expect((await ops({ action: "remove", email })).status).toBe(404);
    expect(await auditOf(email)).toEqual(["staff.invite", "staff.sign_in", "staff.remove"]);
  });

  it("a burst of sign-in emails to one address is refused, and the link already sent still works", async () => {
    const email = newEmail();
    await ops({ action: "invite", email, role: "owner" });
    const owner = "198.51.100.20";
    const stranger = "198.51.100.66";
    const send = (ip: string) => call(sendFn, "/api/staff/sign-in/send", { body: { email }, ip });
    expect((await send(owner)).status).toBe(200);
    const { token } = (await lastEmail(email)).json;
    const burst = [];
    for (let i = 0; i < 5; i++) burst.push((await send(stranger)).status);
    expect(burst).toEqual([200, 200, 200, 429, 429]);
    const refused = await send(stranger);
    expect(refused.json.error.message).toBe(MESSAGES.tooManyAttempts);
    expect(refused.response.headers.get("retry-after")).toMatch(/^\d+$/);
    // The stranger's share is spent, not the owner's; and the first link is still good.
    expect((await send(owner)).status).toBe(200);
    const verified = await verify(token, { ip: owner });
    expect(verified.status).toBe(200);
    expect(verified.json.email).toBe(email.toLowerCase());
  });

  it("a burst of token guesses from one address is refused, even with a right token, which stays good", async () => {
    const email = newEmail();
    await ops({ action: "invite", email, role: "owner" });
    const { token } = (await lastEmail(email)).json;
    const guesser = "198.51.100.99";
    const guesses = [];
    for (let i = 0; i < 11; i++) guesses.push((await verify(`guess-${i}-${"x".repeat(40)}`, { ip: guesser })).status);
    expect(guesses).toEqual([...Array(10).fill(400), 429]);
    const right = await verify(token, { ip: guesser });
    expect(right.status).toBe(429);
    expect(right.response.headers.get("set-cookie")).toBeNull();
    expect((await verify(token, { ip: "198.51.100.100" })).status).toBe(200);
  });

  it("refuses an unsigned or wrongly signed ops call, and changes nothing", async () => {
    const email = newEmail();
    const body = { action: "invite", email, role: "owner" };
    const unsigned = await call(opsStaffFn, "/api/ops/staff", { body });
    const wrong = await ops(body, { signWith: "another-secret-another-secret-0123" });
    const withinBody = await call(opsStaffFn, "/api/ops/staff", {
      body,
      headers: {
        "x-forecourt-timestamp": String(Math.floor(Date.now() / 1000)),
        "x-forecourt-nonce": "n".repeat(20),
        "x-forecourt-signature": "sha256=00",
      },
    });
    for (const got of [unsigned, wrong, withinBody]) {
      expect(got.status).toBe(401);
      expect(got.json.error.code).toBe("bad_signature");
    }
    expect(await staffRow(email)).toBeUndefined();
    expect(await auditOf(email)).toEqual([]);
    expect((await lastEmail(email)).status).toBe(404);
  });

  it("invite again: the role changes (audited), or it is already so, and a new link goes out each time", async () => {
    const email = newEmail();
    await ops({ action: "invite", email, role: "editor" });
    const first = (await lastEmail(email)).json.token;
    expect((await ops({ action: "invite", email, role: "editor" })).json.outcome).toBe("already staff");
    expect((await ops({ action: "invite", email, role: "sales" })).json.outcome).toBe("role changed");
    expect((await lastEmail(email)).json.token).not.toBe(first);
    expect(await auditOf(email)).toEqual(["staff.invite", "staff.role"]);
  });

  describe.each([
    ["NODE_ENV=production", { NODE_ENV: "production", TENANT: "two-yards" }],
    ["on Netlify's runtime (a deploy preview)", { AWS_LAMBDA_FUNCTION_NAME: "fn", TENANT: "two-yards" }],
    ["without the local mailbox switched on", { FORECOURT_LOCAL_EMAIL: "off" }],
    ["with a real email provider", { EMAIL_PROVIDER: "postmark" }],
  ])("GET /api/dev/last-email %s", (_when, env: Record<string, string>) => {
    it("is 404, as if it did not exist", async () => {
      const email = newEmail();
      await ops({ action: "invite", email, role: "owner" });
      const saved = Object.fromEntries(Object.keys(env).map((k) => [k, process.env[k]]));
      Object.assign(process.env, env);
      try {
        const { status, json } = await lastEmail(email);
        expect(status).toBe(404);
        expect(JSON.stringify(json)).not.toContain("token");
      } finally {
        for (const [k, v] of Object.entries(saved)) v === undefined ? delete process.env[k] : (process.env[k] = v);
      }
    });
  });
});
