import { beforeAll, describe, expect, it } from "vitest";
import lastSmsFn from "../../functions/dev-last-sms.ts";
import hookFn from "../../functions/hooks-stock.ts";
import sendFn from "../../functions/sign-in-send.ts";
import verifyFn from "../../functions/sign-in-verify.ts";
import listFn from "../../functions/watchlist.ts";
import removeFn from "../../functions/watchlist-remove-car.ts";
import saveFn from "../../functions/watchlist-save-car.ts";
import { MESSAGES } from "#lib/forms/messages.ts";
import { forEachDatabase } from "./support/each-database.ts";
import { call, STOCK_HOOK_SECRET, sessionCookieFrom, useFunctionEnv } from "./support/harness.ts";

useFunctionEnv();

async function signIn(phone: string, slug = "two-yards"): Promise<string> {
  await call(sendFn, "/api/sign-in/send", { slug, body: { phone_number: phone } });
  const { json } = await call(lastSmsFn, "/api/dev/last-sms", { slug, query: { phone } });
  return sessionCookieFrom(
    (await call(verifyFn, "/api/sign-in/verify", { slug, body: { phone_number: phone, code: json.code } })).response,
  );
}

forEachDatabase("watchlist", () => {
  const alice = "0411111111";
  const bob = "0422222222";
  let aliceCookie = "";
  let bobCookie = "";
  beforeAll(async () => {
    aliceCookie = await signIn(alice);
    bobCookie = await signIn(bob);
  });

  it("saves, lists and removes a car for the signed-in shopper", async () => {
    const saved = await call(saveFn, "/api/watchlist/save-car", {
      cookie: aliceCookie,
      body: { phone_number: alice, car_id: 501 },
    });
    expect(saved.json).toEqual({ ok: true, car_id: "501", message: MESSAGES.carSaved });
    await call(saveFn, "/api/watchlist/save-car", {
      cookie: aliceCookie,
      body: { phone_number: alice, car_id: "502" },
    });
    await call(saveFn, "/api/watchlist/save-car", {
      cookie: aliceCookie,
      body: { phone_number: alice, car_id: "502" },
    }); // twice is fine
    const list = await call(listFn, "/api/watchlist", { cookie: aliceCookie });
    expect(list.json.cars.map((c: { car_id: string }) => c.car_id).sort()).toEqual(["501", "502"]);
    const removed = await call(removeFn, "/api/watchlist/remove-car", {
      cookie: aliceCookie,
      body: { phone_number: "61411111111", car_id: "501" },
    });
    expect(removed.json).toEqual({ ok: true, car_id: "501", message: MESSAGES.carRemoved });
    const after = await call(listFn, "/api/watchlist", { cookie: aliceCookie, query: { phone_number: alice } });
    expect(after.json.cars).toEqual([
      {
        car_id: "502",
        saved_at: expect.any(String),
        car: {
          name: "2024 Mazda CX-5 Touring",
          slug: "2024-mazda-cx-5-502",
          price: 44990,
          status: "in_stock",
          image: null,
        },
      },
    ]);
  });

  describe.each([
    ["no session", () => "", 401, "unauthorized"],
    ["a tampered cookie", () => aliceCookie.replace(/.$/, (c) => (c === "A" ? "B" : "A")), 401, "unauthorized"],
    ["a made-up cookie", () => "fc_session=abc.def", 401, "unauthorized"],
    ["another shopper's session", () => bobCookie, 403, "forbidden"],
  ])("§6 someone with %s", (_who, cookie, status, code) => {
    it.each([
      ["save", saveFn, "/api/watchlist/save-car"],
      ["remove", removeFn, "/api/watchlist/remove-car"],
    ] as const)(`cannot %s a car on Alice's watchlist (${status})`, async (_action, fn, path) => {
      const { status: got, json } = await call(fn, path, {
        cookie: cookie(),
        body: { phone_number: alice, car_id: "502" },
      });
      expect(got).toBe(status);
      expect(json.error.code).toBe(code);
    });
    it(`cannot list Alice's watchlist (${status})`, async () => {
      expect((await call(listFn, "/api/watchlist", { cookie: cookie(), query: { phone_number: alice } })).status).toBe(
        status,
      );
    });
  });

  it("Alice's list is unchanged by all of that", async () => {
    expect(
      (await call(listFn, "/api/watchlist", { cookie: aliceCookie })).json.cars.map(
        (c: { car_id: string }) => c.car_id,
      ),
    ).toEqual(["502"]);
  });

  it("a session of one tenant is not a session on another", async () => {
    const { status } = await call(listFn, "/api/watchlist", { slug: "one-yard", cookie: aliceCookie });
    expect(status).toBe(401);
  });

  it.each([
    [{ phone_number: alice, car_id: "99999" }, 404, "not_found"],
    [{ phone_number: alice }, 400, "validation"],
    [{ phone_number: alice, car_id: "1; drop table cars" }, 400, "validation"],
    [{ phone_number: "nope", car_id: "501" }, 400, "validation"],
  ])("save %j → %i", async (body, status, code) => {
    const { status: got, json } = await call(saveFn, "/api/watchlist/save-car", { cookie: aliceCookie, body });
    expect(got).toBe(status);
    expect(json.error.code).toBe(code);
  });

  it("refuses a save from another site (Origin) even with the cookie", async () => {
    const { status } = await call(saveFn, "/api/watchlist/save-car", {
      cookie: aliceCookie,
      headers: { origin: "https://evil.example" },
      body: { phone_number: alice, car_id: "501" },
    });
    expect(status).toBe(403);
  });

  it("shows a saved car sold through the stock hook as sold, before any rebuild", async () => {
    const body = JSON.stringify({ event_id: `watchlist-${Date.now()}`, changes: [{ car_id: "502", status: "sold" }] });
    expect((await call(hookFn, "/api/hooks/stock", { raw: body, signWith: STOCK_HOOK_SECRET })).status).toBe(200);
    const { json } = await call(listFn, "/api/watchlist", { cookie: aliceCookie });
    expect(json.cars.find((c: { car_id: string }) => c.car_id === "502").car.status).toBe("sold");
  });
});
