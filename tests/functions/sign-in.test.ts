import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import checkContactFn from "../../functions/check-if-contact-exists.ts";
import lastSmsFn from "../../functions/dev-last-sms.ts";
import rateLimitFn from "../../functions/rate-limit.ts";
import sendFn from "../../functions/sign-in-send.ts";
import verifyFn from "../../functions/sign-in-verify.ts";
import sessionFn from "../../functions/session.ts";
import { SMS_SEND_PER_PHONE_DAILY_LIMIT, windowStart } from "../../functions/_shared/platform/auth/rate-limit.ts";
import { verifications } from "../../functions/_shared/platform/db/schema.ts";
import { MESSAGES } from "#lib/forms/messages.ts";
import { forEachDatabase } from "./support/each-database.ts";
import { call, sessionCookieFrom, useFunctionEnv } from "./support/harness.ts";

useFunctionEnv();

let seq = 0;
/** A fresh mobile per test, so rate limits of one test do not leak into another. */
const newPhone = () => `04${String(10_000_000 + (Date.now() % 1_000_000) * 10 + seq++).slice(-8)}`;

async function sendCode(phone: string, slug = "two-yards"): Promise<string> {
  const sent = await call(sendFn, "/api/sign-in/send", { slug, body: { phone_number: phone } });
  expect(sent.status).toBe(200);
  const last = await call(lastSmsFn, "/api/dev/last-sms", { slug, query: { phone } });
  expect(last.status).toBe(200);
  return last.json.code;
}

forEachDatabase("SMS sign-in", (database) => {
  describe.each([
    [{ phone_number: "0412345678" }, "Code must be 6 digits."],
    [{ phone_number: "0412345678", code: "12345" }, MESSAGES.codeDigits],
    [{ phone_number: "0412345678", code: "1234567" }, MESSAGES.codeDigits],
    [{ phone_number: "0412345678", code: "12a456" }, MESSAGES.codeDigits],
    [{ phone_number: "0412345678", code: 123456 }, MESSAGES.codeDigits],
    [{ code: "123456" }, MESSAGES.required],
  ])("verify %j", (body, message) => {
    it(`400 '${message}'`, async () => {
      const { status, json } = await call(verifyFn, "/api/sign-in/verify", { body });
      expect(status).toBe(400);
      expect(json.error.message).toBe(message);
    });
  });

  it.each([
    [{}, MESSAGES.required],
    [{ phone_number: "0295551234" }, "Please enter a valid Australian phone number."],
    [{ phone_number: "banana" }, "Please enter a valid Australian phone number."],
  ])("send %j: 400 '%s' (codes go to mobiles only)", async (body, message) => {
    const { status, json } = await call(sendFn, "/api/sign-in/send", { body });
    expect(status).toBe(400);
    expect(json.error.message).toBe(message);
  });

  it("stores only a hash of the code, and a right code signs in with a signed HttpOnly SameSite=Lax cookie", async () => {
    const phone = newPhone();
    const code = await sendCode(`+61 ${phone.slice(1)}`); // §5 61 → 0
    expect(code).toMatch(/^\d{6}$/);
    const [row] = await database()
      .db.select()
      .from(verifications)
      .where(and(eq(verifications.tenant, "two-yards"), eq(verifications.phone, phone)));
    expect(row!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.codeHash).not.toContain(code);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(10 * 60 * 1000);

    const { status, json, response } = await call(verifyFn, "/api/sign-in/verify", {
      body: { phone_number: phone, code },
    });
    expect(status).toBe(200);
    expect(json).toEqual({ verified: true, phone_number: phone });
    const setCookie = response.headers.getSetCookie()[0]!;
    expect(setCookie).toMatch(/^fc_session=[\w-]+\.[\w-]+; Path=\/; Max-Age=2592000; HttpOnly; SameSite=Lax$/);
    const who = await call(sessionFn, "/api/session", { cookie: sessionCookieFrom(response) });
    expect(who.json).toEqual({ signedIn: true, phone_number: phone });
    expect(
      (await call(checkContactFn, "/api/check-if-contact-exists", { query: { phone_number: phone } })).json,
    ).toEqual({ exists: true, verified: true });
    // A code works once.
    expect(
      (await call(verifyFn, "/api/sign-in/verify", { body: { phone_number: phone, code } })).json.error.message,
    ).toBe(MESSAGES.codeInvalid);
  });

  it("locks a code after 5 wrong guesses, even against the right code", async () => {
    const phone = newPhone();
    const code = await sendCode(phone);
    const wrong = code === "000000" ? "111111" : "000000";
    const answers = [];
    for (let i = 0; i < 6; i++)
      answers.push(await call(verifyFn, "/api/sign-in/verify", { body: { phone_number: phone, code: wrong } }));
    expect(answers.map((a) => a.status)).toEqual([400, 400, 400, 400, 429, 429]);
    expect(answers[0]!.json.error.message).toBe(MESSAGES.codeInvalid);
    expect(answers[4]!.json.error.message).toBe(MESSAGES.tooManyAttempts);
    const right = await call(verifyFn, "/api/sign-in/verify", { body: { phone_number: phone, code } });
    expect(right.status).toBe(429);
    expect(right.json.error).toEqual({ code: "too_many_attempts", message: MESSAGES.tooManyAttempts });
    expect(right.response.headers.get("set-cookie")).toBeNull();
  });

  it("caps guesses per phone across new codes too, and parallel guesses cannot beat the lock", async () => {
    const phone = newPhone();
    await sendCode(phone);
    const parallel = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        call(verifyFn, "/api/sign-in/verify", { body: { phone_number: phone, code: String(100000 + i) } }),
      ),
    );
    expect(parallel.filter((a) => a.status === 400).length).toBeLessThanOrEqual(5);
    expect(parallel.every((a) => a.status === 400 || a.status === 429)).toBe(true);
  });

  it("a stranger guessing and sending for someone else's phone cannot lock its owner out", async () => {
    const phone = newPhone();
    const owner = "198.51.100.20";
    const stranger = "198.51.100.66";
    const send = (ip: string) => call(sendFn, "/api/sign-in/send", { body: { phone_number: phone }, ip });
    const guess = (ip: string, code: string) =>
      call(verifyFn, "/api/sign-in/verify", { body: { phone_number: phone, code }, ip });
    expect((await send(owner)).status).toBe(200);
    const strangerSends = [];
    for (let i = 0; i < 6; i++) strangerSends.push((await send(stranger)).status);
    expect(strangerSends.at(-1)).toBe(429);
    const strangerGuesses = [];
    for (let i = 0; i < 11; i++) strangerGuesses.push((await guess(stranger, String(100000 + i))).status);
    expect(strangerGuesses.at(-1)).toBe(429);

    expect((await send(owner)).status).toBe(200);
    const code = (await call(lastSmsFn, "/api/dev/last-sms", { query: { phone } })).json.code;
    const signedIn = await guess(owner, code);
    expect(signedIn.status).toBe(200);
    expect(signedIn.json.verified).toBe(true);
  });

  it("refuses an expired code", async () => {
    const phone = newPhone();
    const code = await sendCode(phone);
    await database()
      .db.update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verifications.phone, phone));
    expect(
      (await call(verifyFn, "/api/sign-in/verify", { body: { phone_number: phone, code } })).json.error.message,
    ).toBe(MESSAGES.codeInvalid);
  });

  it("a newer code does not replace the older one: the first text to arrive still signs in", async () => {
    const phone = newPhone();
    const first = await sendCode(phone);
    await sendCode(phone);
    expect((await call(verifyFn, "/api/sign-in/verify", { body: { phone_number: phone, code: first } })).status).toBe(
      200,
    );
  });

  it("sends at most 5 codes per phone per window", async () => {
    const phone = newPhone();
    const statuses = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await call(sendFn, "/api/sign-in/send", { body: { phone_number: phone } })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it("§7 POST /api/rate-limit: ok until too many attempts", async () => {
    const phone = newPhone();
    const answers = [];
    for (let i = 0; i < 11; i++) answers.push(await call(rateLimitFn, "/api/rate-limit", { body: { phone } }));
    expect(answers.slice(0, 10).every((a) => a.status === 200 && a.json.ok === true)).toBe(true);
    expect(answers[9]!.json.remaining).toBe(0);
    expect(answers[10]!.status).toBe(429);
    expect(answers[10]!.json.error.message).toBe(MESSAGES.tooManyAttempts);
    expect(Number(answers[10]!.response.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await call(rateLimitFn, "/api/rate-limit", { body: { phone: "x" } })).status).toBe(400);
  });

  it("§7 check-if-contact-exists", async () => {
    expect(
      (await call(checkContactFn, "/api/check-if-contact-exists", { query: { phone_number: "0499999999" } })).json,
    ).toEqual({ exists: false, verified: false });
    expect(
      (await call(checkContactFn, "/api/check-if-contact-exists", { query: { phone_number: "nope" } })).status,
    ).toBe(400);
    expect((await call(checkContactFn, "/api/check-if-contact-exists", {})).status).toBe(400);
  });

  it("a code for one tenant does not sign in on another", async () => {
    const phone = newPhone();
    const code = await sendCode(phone, "two-yards");
    expect(
      (await call(verifyFn, "/api/sign-in/verify", { slug: "one-yard", body: { phone_number: phone, code } })).status,
    ).toBe(400);
  });

  it("sign out revokes the session", async () => {
    const phone = newPhone();
    const code = await sendCode(phone);
    const cookie = sessionCookieFrom(
      (await call(verifyFn, "/api/sign-in/verify", { body: { phone_number: phone, code } })).response,
    );
    const out = await call(sessionFn, "/api/session", { method: "DELETE", cookie });
    expect(out.response.headers.get("set-cookie")).toContain("Max-Age=0");
    expect((await call(sessionFn, "/api/session", { cookie })).json).toEqual({ signedIn: false });
  });

  describe.each([
    // A deployed site always has its TENANT (without it nothing runs at all).
    ["NODE_ENV=production", { NODE_ENV: "production", TENANT: "two-yards" }],
    ["on Netlify's runtime (a deploy preview)", { AWS_LAMBDA_FUNCTION_NAME: "fn", TENANT: "two-yards" }],
    ["without FORECOURT_LOCAL_SMS=on", { FORECOURT_LOCAL_SMS: "" }],
    ["with a real SMS provider", { SMS_PROVIDER: "clicksend" }],
  ])("GET /api/dev/last-sms %s", (_when, env: Record<string, string>) => {
    it("is 404, as if it did not exist", async () => {
      const phone = newPhone();
      await sendCode(phone);
      const saved = Object.fromEntries(Object.keys(env).map((k) => [k, process.env[k]]));
      Object.assign(process.env, env);
      try {
        const { status, json } = await call(lastSmsFn, "/api/dev/last-sms", { query: { phone } });
        expect(status).toBe(404);
        expect(JSON.stringify(json)).not.toMatch(/\d{6}/);
      } finally {
        for (const [k, v] of Object.entries(saved)) v === undefined ? delete process.env[k] : (process.env[k] = v);
      }
    });
  });
});

/** A 6-digit code that is none of these. */
const wrongFor = (...codes: string[]) => ["000000", "111111", "222222"].find((c) => !codes.includes(c))!;

forEachDatabase("a stranger cannot stop an owner verifying their phone", (database) => {
  const send = (phone: string, ip: string) => call(sendFn, "/api/sign-in/send", { body: { phone_number: phone }, ip });
  const verify = (phone: string, code: string, ip: string) =>
    call(verifyFn, "/api/sign-in/verify", { body: { phone_number: phone, code }, ip });
  const lastCode = async (phone: string): Promise<string> =>
    (await call(lastSmsFn, "/api/dev/last-sms", { query: { phone } })).json.code;
  const check = (phone: string, ip: string) => call(rateLimitFn, "/api/rate-limit", { body: { phone }, ip });

  it("10 /api/rate-limit calls from one address do not refuse the owner at another; that address is still limited", async () => {
    const phone = newPhone();
    for (let i = 0; i < 10; i++) expect((await check(phone, "192.0.2.10")).status).toBe(200);
    expect((await check(phone, "192.0.2.10")).status).toBe(429);
    const owner = await check(phone, "192.0.2.11");
    expect(owner.status).toBe(200);
    expect(owner.json).toEqual({ ok: true, remaining: 9 });
  });

  it("/api/rate-limit: one address checking many phones is limited too", async () => {
    const statuses = [];
    for (let i = 0; i < 61; i++) statuses.push((await check(newPhone(), "192.0.2.12")).status);
    expect(statuses.slice(0, 60).every((s) => s === 200)).toBe(true);
    expect(statuses[60]).toBe(429);
  });

  it("a send by someone else does not cancel the owner's code", async () => {
    const phone = newPhone();
    expect((await send(phone, "192.0.2.20")).status).toBe(200);
    const ownerCode = await lastCode(phone);
    expect((await send(phone, "192.0.2.21")).status).toBe(200);
    const signedIn = await verify(phone, ownerCode, "192.0.2.20");
    expect(signedIn.status).toBe(200);
    expect(signedIn.json).toEqual({ verified: true, phone_number: phone });
  });

  it("someone else's wrong guesses do not lock the owner's code", async () => {
    const phone = newPhone();
    expect((await send(phone, "192.0.2.22")).status).toBe(200);
    const ownerCode = await lastCode(phone);
    expect((await send(phone, "192.0.2.23")).status).toBe(200);
    const strangerCode = await lastCode(phone);
    const wrong = wrongFor(ownerCode, strangerCode);
    const guesses = [];
    for (let i = 0; i < 6; i++) guesses.push((await verify(phone, wrong, "192.0.2.23")).status);
    expect(guesses).toEqual([400, 400, 400, 400, 429, 429]);
    expect((await verify(phone, ownerCode, "192.0.2.22")).status).toBe(200);
  });

  it("the owner's code works from another address too (wifi → mobile data)", async () => {
    const phone = newPhone();
    expect((await send(phone, "192.0.2.25")).status).toBe(200);
    expect((await verify(phone, await lastCode(phone), "192.0.2.26")).status).toBe(200);
  });

  it("5 sends from another address do not block the owner's sign-in from theirs", async () => {
    const phone = newPhone();
    for (let i = 0; i < 5; i++) expect((await send(phone, "192.0.2.30")).status).toBe(200);
    expect((await send(phone, "192.0.2.33")).status).toBe(200);
    expect((await verify(phone, await lastCode(phone), "192.0.2.33")).status).toBe(200);
  });

  it("still limits one address: per phone, across phones, and a whole IPv6 /64 as one", async () => {
    const phone = newPhone();
    const own = [];
    for (let i = 0; i < 6; i++) own.push((await send(phone, `2001:db8:26:1::${i + 1}`)).status);
    expect(own).toEqual([200, 200, 200, 200, 200, 429]);
    expect((await send(phone, "2001:db8:26:2::1")).status).toBe(200);

    const spray = [];
    for (let i = 0; i < 31; i++) spray.push((await send(newPhone(), "192.0.2.40")).status);
    expect(spray.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(spray[30]).toBe(429);
  });

  it("a phone gets at most 10 texts an hour and 30 a day from browsers that never signed in to it", async () => {
    const phone = newPhone();
    const statuses = [];
    for (let a = 0; a < 3; a++)
      for (let i = 0; i < 5; i++) statuses.push((await send(phone, `198.51.100.${100 + a}`)).status);
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429, 429, 429, 429]);

    const other = newPhone();
    const day = windowStart(new Date(), SMS_SEND_PER_PHONE_DAILY_LIMIT.windowSeconds).toISOString();
    await database().db.execute(
      sql`insert into rate_limits (tenant, key, window_start, count) values ('two-yards', ${`sms-day:${other}`}, ${day}, 30)`,
    );
    const refused = await send(other, "198.51.100.110");
    expect(refused.status).toBe(429);
    // A refused send is not a verification attempt, and says what still works.
    expect(refused.json.error).toEqual({ code: "too_many_codes", message: MESSAGES.tooManyCodes });
    expect(refused.json.error.message).not.toMatch(/verification attempts/);
  });

  it("a flood from 10 addresses never stops an owner who signed in on this browser before", async () => {
    const phone = newPhone();
    expect((await send(phone, "198.51.100.140")).status).toBe(200);
    const signedIn = await verify(phone, await lastCode(phone), "198.51.100.140");
    const device = signedIn.response.headers.getSetCookie().find((line) => line.startsWith("fc_device="))!;
    expect(device).toMatch(/^fc_device=[\w-]+\.[\w-]+; Path=\/; Max-Age=31536000; HttpOnly; SameSite=Lax$/);
    const deviceCookie = device.split(";")[0]!;

    const flood = [];
    for (let a = 0; a < 10; a++)
      for (let i = 0; i < 5; i++) flood.push((await send(phone, `198.51.100.${150 + a}`)).status);
    expect(flood.filter((status) => status === 200)).toHaveLength(9); // the ceiling, less the owner's own text
    expect(flood.filter((status) => status === 429)).toHaveLength(41);

    // A newcomer is refused now, but any code the phone received still signs in.
    const newcomer = await send(phone, "198.51.100.170");
    expect(newcomer.json.error.code).toBe("too_many_codes");
    const received = await lastCode(phone);
    expect((await verify(phone, received, "198.51.100.170")).status).toBe(200);

    // The owner, from wherever they are now, with the browser they signed in on: served at once.
    const owner = await call(sendFn, "/api/sign-in/send", {
      body: { phone_number: phone },
      ip: "198.51.100.171",
      cookie: deviceCookie,
    });
    expect(owner.status).toBe(200);
    const ownerCode = await lastCode(phone);
    expect(ownerCode).not.toBe(received);
    expect((await verify(phone, ownerCode, "198.51.100.171")).status).toBe(200);
    expect((await send(phone, "198.51.100.172")).status).toBe(429);
  });

  it("a known-device cookie is good only for its own phone and cannot be forged", async () => {
    const phone = newPhone();
    expect((await send(phone, "198.51.100.180")).status).toBe(200);
    const signedIn = await verify(phone, await lastCode(phone), "198.51.100.180");
    const deviceCookie = signedIn.response.headers
      .getSetCookie()
      .find((line) => line.startsWith("fc_device="))!
      .split(";")[0]!;
    const other = newPhone();
    const forged = `${deviceCookie.slice(0, -4)}AAAA`;
    for (let a = 0; a < 2; a++) for (let i = 0; i < 5; i++) await send(other, `198.51.100.${181 + a}`);
    for (const cookie of [deviceCookie, forged]) {
      const refused = await call(sendFn, "/api/sign-in/send", {
        body: { phone_number: other },
        ip: "198.51.100.190",
        cookie,
      });
      expect(refused.status).toBe(429);
    }
  });

  it("a code takes at most 5 wrong guesses from everyone else together, yet its owner can still use it", async () => {
    const phone = newPhone();
    expect((await send(phone, "198.51.100.120")).status).toBe(200);
    const code = await lastCode(phone);
    const wrong = wrongFor(code);
    const guesses = [];
    for (let i = 0; i < 6; i++) guesses.push((await verify(phone, wrong, `198.51.100.${121 + i}`)).status);
    expect(guesses).toEqual([400, 400, 400, 400, 429, 429]);
    // Closed to other addresses, even with the right code: many addresses cannot share out the guessing.
    expect((await verify(phone, code, "198.51.100.130")).status).toBe(429);
    expect((await verify(phone, code, "198.51.100.120")).status).toBe(200);
  });
});

forEachDatabase("check-if-contact-exists per-IP limit", () => {
  it("answers 429 after 60 lookups from one address in 15 minutes", async () => {
    const statuses = [];
    for (let i = 0; i < 61; i++)
      statuses.push(
        (
          await call(checkContactFn, "/api/check-if-contact-exists", {
            query: { phone_number: `04000${String(i).padStart(5, "0")}` },
            ip: "198.51.100.7",
          })
        ).status,
      );
    expect(statuses.slice(0, 60).every((s) => s === 200)).toBe(true);
    expect(statuses[60]).toBe(429);
  });
});
