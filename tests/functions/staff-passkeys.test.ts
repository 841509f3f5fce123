import { expect, it } from "vitest";
import meFn from "../../functions/staff-me.ts";
import addFn from "../../functions/staff-passkeys-add.ts";
import optionsFn from "../../functions/staff-passkeys-options.ts";
import removeFn from "../../functions/staff-passkeys-remove.ts";
import listFn from "../../functions/staff-passkeys.ts";
import signInOptionsFn from "../../functions/staff-sign-in-passkey-options.ts";
import signInFn from "../../functions/staff-sign-in-passkey-verify.ts";
import { signInOptions } from "../../functions/_shared/staff/passkeys.ts";
import { loadPublishedTenant } from "../../functions/_shared/content/overlay.ts";
import { forEachDatabase } from "./support/each-database.ts";
import { call, useFunctionEnv } from "./support/harness.ts";
import { SoftAuthenticator } from "./support/soft-authenticator.ts";
import { consoleOrigin, newStaffEmail, opsStaff, signedInStaff, staffCookieFrom } from "./support/staff.ts";

/** Staff add a passkey once signed in, and sign in with it; every way round it is refused. */
useFunctionEnv();

const asConsole = (cookie?: string, slug = "two-yards") => ({
  slug,
  ...(cookie ? { cookie } : {}),
  headers: { origin: consoleOrigin(slug) },
});

/** Signs a new staff member in by link and adds a passkey held by a software authenticator. */
async function staffWithPasskey(role = "sales") {
  const email = newStaffEmail(role);
  const cookie = await signedInStaff(email, role);
  const authenticator = new SoftAuthenticator(consoleOrigin());
  const options = await call(optionsFn, "/api/staff/passkeys/options", { ...asConsole(cookie), body: {} });
  expect(options.status, JSON.stringify(options.json)).toBe(200);
  expect(options.json.options.rp.id).toBe("two-yards.localhost");
  expect(options.json.options.authenticatorSelection).toMatchObject({ residentKey: "required" });
  const added = await call(addFn, "/api/staff/passkeys/add", {
    ...asConsole(cookie),
    body: { response: authenticator.register(options.json.options) },
  });
  expect(added.status, JSON.stringify(added.json)).toBe(200);
  return { email, cookie, authenticator, passkey: added.json.passkey as { id: string; name: string } };
}

const challenge = async (slug = "two-yards") => {
  const answer = await call(signInOptionsFn, "/api/staff/sign-in/passkey/options", {
    ...asConsole(undefined, slug),
    body: {},
  });
  expect(answer.status, JSON.stringify(answer.json)).toBe(200);
  return answer.json.options as { challenge: string; rpId: string };
};
const signIn = (response: unknown, slug = "two-yards") =>
  call(signInFn, "/api/staff/sign-in/passkey/verify", { ...asConsole(undefined, slug), body: { response } });

forEachDatabase("staff passkeys", () => {
  it("a staff member adds a passkey and signs in with it: a console session, as the emailed link gives", async () => {
    const { email, cookie, authenticator, passkey } = await staffWithPasskey();
    expect(passkey.id).toBe(authenticator.id);
    expect(passkey.name).toMatch(/^Passkey added \d{1,2} \w+ 20\d\d$/);
    const listed = await call(listFn, "/api/staff/passkeys", asConsole(cookie));
    expect(listed.json.passkeys.map((p: { id: string }) => p.id)).toEqual([authenticator.id]);

    const options = await challenge();
    expect(options.rpId).toBe("two-yards.localhost");
    const signedIn = await signIn(authenticator.signIn(options));
    expect(signedIn.status, JSON.stringify(signedIn.json)).toBe(200);
    expect(signedIn.json).toEqual({ email: email.toLowerCase(), role: "sales" });
    const me = await call(meFn, "/api/staff/me", asConsole(staffCookieFrom(signedIn.response)));
    expect(me.json.email).toBe(email.toLowerCase());
    expect((await call(listFn, "/api/staff/passkeys", asConsole(cookie))).json.passkeys[0].last_used_at).not.toBeNull();
  });

  it("refuses a replayed answer, a forged or expired challenge, another site's signature and another dealer's site", async () => {
    const { authenticator } = await staffWithPasskey();
    const options = await challenge();
    const answer = authenticator.signIn(options);
    expect((await signIn(answer)).status).toBe(200);
    const replayed = await signIn(answer);
    expect(replayed.status).toBe(400);
    expect(replayed.json.error.code).toBe("passkey_refused");

    // A challenge of one's own making (or one edited) is not ours.
    const text = Buffer.from(options.challenge, "base64url").toString("utf8");
    const forged = Buffer.from(text.replace(/\.(\d{13})\./, `.${Date.now() + 3_600_000}.`)).toString("base64url");
    expect((await signIn(authenticator.signIn({ challenge: forged }))).status).toBe(400);

    // A challenge past its five minutes.
    const tenant = await loadPublishedTenant("two-yards");
    const old = await signInOptions(
      tenant,
      { origin: consoleOrigin(), rpID: "two-yards.localhost" },
      new Date(Date.now() - 6 * 60_000),
    );
    expect((await signIn(authenticator.signIn(old))).status).toBe(400);

    // Signed for another site (a phishing page relaying our challenge).
    expect((await signIn(authenticator.signIn(await challenge(), "evil.example"))).status).toBe(400);

    // Another dealer's console: the passkey is not theirs.
    const elsewhere = await signIn(authenticator.signIn(await challenge("one-yard")), "one-yard");
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.response.headers.getSetCookie()).toEqual([]);
  });

  it("a forged Origin is refused before anything, and a challenge for one member cannot add a passkey for another", async () => {
    const forgedOrigin = await call(signInOptionsFn, "/api/staff/sign-in/passkey/options", {
      slug: "two-yards",
      headers: { origin: "https://evil.example" },
      body: {},
    });
    expect(forgedOrigin.status).toBe(403);

    const first = await signedInStaff(newStaffEmail("sales"), "sales");
    const second = await signedInStaff(newStaffEmail("sales"), "sales");
    const options = await call(optionsFn, "/api/staff/passkeys/options", { ...asConsole(first), body: {} });
    const stolen = new SoftAuthenticator(consoleOrigin()).register(options.json.options);
    const added = await call(addFn, "/api/staff/passkeys/add", { ...asConsole(second), body: { response: stolen } });
    expect(added.status).toBe(400);
    expect((await call(listFn, "/api/staff/passkeys", asConsole(second))).json.passkeys).toEqual([]);
    // A shopper's session, or none at all, adds nothing.
    expect((await call(optionsFn, "/api/staff/passkeys/options", { ...asConsole(), body: {} })).status).toBe(401);
  });

  it("a removed staff member's passkey no longer signs in; nobody can remove another's passkey", async () => {
    const { email, authenticator } = await staffWithPasskey();
    const { cookie: other } = await staffWithPasskey();
    const notTheirs = await call(removeFn, "/api/staff/passkeys/remove", {
      ...asConsole(other),
      body: { id: authenticator.id },
    });
    expect(notTheirs.status).toBe(404);

    expect((await opsStaff({ action: "remove", email })).status).toBe(200);
    expect((await signIn(authenticator.signIn(await challenge()))).status).toBe(400);
  });

  it("a staff member removes their own passkey (a lost phone): it signs in no more", async () => {
    const { cookie, authenticator } = await staffWithPasskey("owner");
    const removed = await call(removeFn, "/api/staff/passkeys/remove", {
      ...asConsole(cookie),
      body: { id: authenticator.id },
    });
    expect(removed.status).toBe(200);
    expect(removed.json.passkeys).toEqual([]);
    expect((await signIn(authenticator.signIn(await challenge()))).status).toBe(400);
  });
});
