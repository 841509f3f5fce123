import { eq } from "drizzle-orm";
import { cpSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import journeyFn from "../../functions/checkout-journey.ts";
import leadsFn from "../../functions/leads.ts";
import miscFn from "../../functions/miscellaneous.ts";
import lastSmsFn from "../../functions/dev-last-sms.ts";
import sendFn from "../../functions/sign-in-send.ts";
import verifyFn from "../../functions/sign-in-verify.ts";
import valuationFn from "../../functions/trade-in-valuation.ts";
import valuationsFn from "../../functions/trade-in-valuations.ts";
import { leads, tradeInValuations, valuationResponses } from "../../functions/_shared/platform/db/schema.ts";
import { autograbProvider } from "../../functions/_shared/platform/providers/valuation/autograb.ts";
import { localValuationProvider } from "../../functions/_shared/platform/providers/valuation/local.ts";
import { loadPublishedTenant } from "../../functions/_shared/content/overlay.ts";
import { clearTenantCache } from "../../functions/_shared/platform/tenant.ts";
import { SERVER_ONLY_COLUMN_MESSAGE } from "#lib/api/miscellaneous.ts";
import { MESSAGES } from "#lib/forms/messages.ts";
import { VALUATION_MESSAGES, valuationRequestSchema } from "#lib/trade-in/valuation-request.ts";
import { forEachDatabase } from "./support/each-database.ts";
import { signedInShopper } from "./support/payments.ts";
import { call, sessionCookieFrom, useFunctionEnv } from "./support/harness.ts";
import { sendJson, startStub, type Stub } from "./support/stub-server.ts";

useFunctionEnv();

// two-yards with a stock of comparables: 4 Toyota Corolla two years older than this year, 30,000 km each.
const YEAR = new Date().getFullYear();
const tenants = mkdtempSync(join(tmpdir(), "forecourt-trade-in-"));
cpSync(resolve("tests/fixtures/function-tenants/two-yards"), join(tenants, "two-yards"), { recursive: true });
const corollas = [1, 2, 3, 4].map((n) => ({
  id: 700 + n,
  slug: `corolla-${n}`,
  name: `${YEAR - 2} Toyota Corolla Ascent Sport`,
  year: YEAR - 2,
  make: "Toyota",
  model: "Corolla",
  badge: "Ascent Sport",
  simple_body: "Hatch",
  km: 30_000,
  price: 30_000,
  status: "in_stock",
  car_type: "used",
  location_id: "11",
  dealership_id: "ty-sydney",
}));
writeFileSync(join(tenants, "two-yards", "feed", "cars.json"), JSON.stringify(corollas));
process.env.TENANTS_DIR = tenants;
clearTenantCache();

const car = {
  make: "Toyota",
  model: "Corolla",
  year: YEAR - 2,
  km: 30_000,
  accident_damage: false,
  mechanical_issues: false,
  service_history: "full",
  wear: "normal",
  postcode: "2150",
};
// 30,000 × good 1.00 × (1 − 12%) − 1,500 = 24,900; 4 of the model → medium, ±10%.
const expectedEstimate = { low: 22_400, high: 27_400, confidence: "medium" };

let crm: Stub;
let autograbMode: "ok" | "error" | "slow" | "no-plate" | "bad" = "ok";
let autograb: Stub;
beforeAll(async () => {
  crm = await startStub((_req, res) => sendJson(res, 200, { ok: true }));
  process.env.TWO_YARDS_WEBHOOK_URL = `${crm.url}/leads`;
  process.env.TWO_YARDS_WEBHOOK_SECRET = "whsec-test";
  process.env.TWO_YARDS_ADF_URL = `${crm.url}/adf`;
  autograb = await startStub(async (req, res) => {
    res.setHeader("Connection", "close");
    if (req.headers.authorization !== "Bearer ag-key") return sendJson(res, 401, { message: "bad key" });
    if (autograbMode === "slow") await new Promise((r) => setTimeout(r, 8000));
    if (autograbMode === "error") return sendJson(res, 503, { message: "down" });
    if (autograbMode === "no-plate") return sendJson(res, 404, { message: "no such plate" });
    if (autograbMode === "bad") return sendJson(res, 200, { vehicle: { make: "Toyota" } });
    sendJson(res, 200, {
      vehicle: { id: "agv-1", make: "Toyota", model: "Corolla", badge: "SX", year: YEAR - 3 },
      valuation: { trade_low: 18_450, trade_high: 21_020, retail: 26_000, confidence: 0.81 },
      comparables: 42,
    });
  });
});
afterAll(async () => {
  await crm.close();
  await autograb.close();
});
afterEach(() => {
  autograbMode = "ok";
  delete process.env.VALUATION_PROVIDER;
  delete process.env.AUTOGRAB_API_URL;
  delete process.env.AUTOGRAB_API_KEY;
  delete process.env.AUTOGRAB_TIMEOUT_MS;
});

const parsed = (patch: Record<string, unknown> = {}) => valuationRequestSchema.parse({ ...car, ...patch });

describe("valuation providers", () => {
  it("local: values from the dealer's feed with its settings", async () => {
    const tenant = await loadPublishedTenant("two-yards");
    const got = await localValuationProvider().value(parsed(), { tenant, condition: "good", now: new Date() });
    expect(got.estimate).toMatchObject(expectedEstimate);
    expect(got.estimate?.basedOn).toBe(
      `4 Toyota Corolla in our stock and market data, adjusted for ${YEAR - 2} and 30,000 km in good condition.`,
    );
    expect(localValuationProvider().plateLookup).toBe(false);
  });

  // Room for a busy CI machine; the slow stub answers after 8 s.
  const client = () => autograbProvider({ baseUrl: autograb.url, apiKey: "ag-key", timeoutMs: 4000 });
  const ctx = async () => ({
    tenant: await loadPublishedTenant("two-yards"),
    condition: "good" as const,
    now: new Date(),
  });

  it("AutoGrab-style client: posts the car, maps the answer to our range (rounded to $100) and confidence", async () => {
    const got = await client().value(parsed({ badge: "SX" }), await ctx());
    expect(got.estimate).toEqual({
      low: 18_500,
      high: 21_000,
      confidence: "high",
      basedOn: `Market data from 42 comparable sales for a ${YEAR - 3} Toyota Corolla SX with 30,000 km in good condition.`,
    });
    expect(JSON.parse(autograb.requests.at(-1)!.body)).toEqual({
      region: "au",
      vehicle: { make: "Toyota", model: "Corolla", badge: "SX", year: YEAR - 2 },
      odometer_km: 30_000,
      condition: "good",
      postcode: "2150",
    });
  });

  it("AutoGrab-style client: looks up a plate, and an unknown plate is no estimate rather than a failure", async () => {
    const plate = parsed({ make: undefined, model: undefined, year: undefined, rego: "abc 123", state: "NSW" });
    const found = await client().value(plate, await ctx());
    expect(JSON.parse(autograb.requests.at(-1)!.body).plate).toEqual({ number: "ABC123", state: "NSW" });
    expect(found.vehicle).toMatchObject({ make: "Toyota", model: "Corolla", year: YEAR - 3, rego: "ABC123" });
    autograbMode = "no-plate";
    expect(await client().value(plate, await ctx())).toMatchObject({ estimate: null });
  });

  it.each([
    ["error", "answered 503"],
    ["slow", "timed out after 4000 ms"],
    ["bad", "unusable valuation: vehicle.model"],
  ] as const)("AutoGrab-style client fails clearly when the API is %s", async (mode, text) => {
    autograbMode = mode;
    await expect(client().value(parsed(), await ctx())).rejects.toThrow(text);
  });
});

let seq = 0;
const newPhone = () => `04${String(30_000_000 + (Date.now() % 1_000_000) * 10 + seq++).slice(-8)}`;
async function signedIn(phone: string): Promise<string> {
  await call(sendFn, "/api/sign-in/send", { body: { phone_number: phone } });
  const { json } = await call(lastSmsFn, "/api/dev/last-sms", { query: { phone } });
  const verified = await call(verifyFn, "/api/sign-in/verify", { body: { phone_number: phone, code: json.code } });
  return sessionCookieFrom(verified.response);
}

/** A trade-in lead for a Corolla of that year, as the enquiry form sends it. */
const tradeInLeadBody = (year: string) => ({
  kind: "trade-in",
  first_name: "Val",
  last_name: "Uation",
  email: "val@example.com",
  phone: "0412 345 678",
  comments: "Hi",
  car_id: "701",
  terms_accepted: true,
  details: { vehicle: { year, make: "Toyota", model: "Corolla" } },
});

forEachDatabase("POST /api/trade-in/valuation", (database) => {
  it("values an eligible car, stores the valuation in the server's own table and answers its token", async () => {
    const { status, json } = await call(valuationFn, "/api/trade-in/valuation", { body: car });
    expect(status).toBe(200);
    expect(json).toMatchObject({ eligible: true, estimate: expectedEstimate, message: null, source: "local" });
    expect(json.token).toMatch(/^[\w-]{43}$/);
    const [row] = await database().db.select().from(tradeInValuations).where(eq(tradeInValuations.id, json.id));
    expect(row).toMatchObject({ tenant: "two-yards", phone: null });
    expect(row!.valuation).toMatchObject({ eligible: true, estimate: expectedEstimate, condition: "good" });
  });

  it.each([
    ["8 years old", { year: YEAR - 8 }],
    ["120,000 km", { km: 120_000 }],
  ])("§5: a car %s gets no figure, 'We'll need to see this one' and why", async (_case, patch) => {
    const { status, json } = await call(valuationFn, "/api/trade-in/valuation", { body: { ...car, ...patch } });
    expect(status).toBe(200);
    expect(json).toMatchObject({
      eligible: false,
      estimate: null,
      message: "We'll need to see this one",
      reason: "Cars over 7 years old or 100,000 km are valued in person.",
    });
  });

  it("gives no figure (the inspection path) when the dealer has nothing to compare with", async () => {
    const { json } = await call(valuationFn, "/api/trade-in/valuation", {
      body: { ...car, make: "Lada", model: "Niva" },
    });
    expect(json).toMatchObject({ eligible: true, estimate: null, message: "We'll need to see this one" });
  });

  it.each([
    [{ make: undefined }, "make", MESSAGES.required],
    [{ year: "soon" }, "year", VALUATION_MESSAGES.year],
    [{ km: "lots" }, "km", VALUATION_MESSAGES.km],
    [{ postcode: undefined }, "postcode", MESSAGES.postcodeRequired],
    [{ postcode: "21500" }, "postcode", MESSAGES.postcodeInvalid],
    [{ wear: "some" }, "wear", "Please choose one of the options."],
    [{ accident_damage: undefined }, "accident_damage", MESSAGES.required],
  ])("400 for %j with the field's message", async (patch, field, message) => {
    const { status, json } = await call(valuationFn, "/api/trade-in/valuation", { body: { ...car, ...patch } });
    expect(status).toBe(400);
    expect(json.error.message).toBe(message);
    expect(json.error.fields[field]).toBe(message);
  });

  it("refuses a plate without the details when the provider cannot look plates up", async () => {
    const { status, json } = await call(valuationFn, "/api/trade-in/valuation", {
      body: { ...car, make: undefined, model: undefined, year: undefined, rego: "ABC123", state: "NSW" },
    });
    expect(status).toBe(400);
    expect(json.error.code).toBe("plate_lookup_unavailable");
  });

  it("uses the market-data API when configured, and answers 502 with a plain message when it fails", async () => {
    process.env.AUTOGRAB_API_URL = autograb.url;
    process.env.AUTOGRAB_API_KEY = "ag-key";
    process.env.AUTOGRAB_TIMEOUT_MS = "1000";
    expect((await call(valuationsFn, "/api/trade-in/valuations")).json.plateLookup).toBe(true);
    const ok = await call(valuationFn, "/api/trade-in/valuation", { body: car });
    expect(ok.json).toMatchObject({ source: "autograb", estimate: { low: 18_500, high: 21_000 } });
    autograbMode = "error";
    const failed = await call(valuationFn, "/api/trade-in/valuation", { body: car });
    expect(failed.status).toBe(502);
    expect(failed.json.error).toEqual({ code: "valuation_failed", message: VALUATION_MESSAGES.failed("car") });
  });

  it("keeps a signed-in shopper's valuations for /my-garage, and only theirs", async () => {
    const phone = newPhone();
    const cookie = await signedIn(phone);
    const mine = await call(valuationFn, "/api/trade-in/valuation", { body: car, cookie });
    await call(valuationFn, "/api/trade-in/valuation", { body: { ...car, year: YEAR - 9 }, cookie });
    await call(valuationFn, "/api/trade-in/valuation", { body: car }); // someone else, signed out
    const { status, json } = await call(valuationsFn, "/api/trade-in/valuations", { cookie });
    expect(status).toBe(200);
    expect(json).toMatchObject({ plateLookup: false, signedIn: true });
    expect(json.valuations).toHaveLength(2);
    expect(json.valuations[1]).toMatchObject({ id: mine.json.id, estimate: expectedEstimate });
    expect(json.valuations[0]).toMatchObject({ eligible: false, estimate: null });
    const anonymous = await call(valuationsFn, "/api/trade-in/valuations");
    expect(anonymous.json).toEqual({ plateLookup: false, signedIn: false, valuations: [] });
  });

  it("a lead with the valuation id carries the server's figure to the dealer, whatever the browser says", async () => {
    const valued = await call(valuationFn, "/api/trade-in/valuation", { body: car });
    const { status, json } = await call(leadsFn, "/api/leads", {
      body: {
        kind: "trade-in",
        first_name: "Val",
        last_name: "Uation",
        email: "val@example.com",
        phone: "0412 345 678",
        comments: "My estimate was $90,000.",
        car_id: "701",
        terms_accepted: true,
        valuation_id: valued.json.id,
        valuation_token: valued.json.token,
        details: { vehicle: { year: String(YEAR - 2), make: "Toyota", model: "Corolla", km: "30000" } },
      },
    });
    expect(status, JSON.stringify(json)).toBe(201);
    const [row] = await database().db.select().from(leads).where(eq(leads.id, json.lead.id));
    // What the shopper typed and what the server checked are kept apart.
    expect(row!.comments).toBe("My estimate was $90,000.");
    expect(row!.verified).toEqual([
      expect.stringContaining("Online estimate $22,400 – $27,400 (medium confidence, local)"),
    ]);
    expect(row!.verified[0]).toContain(`Valuation ${valued.json.id}`);
    expect(row!.details).toMatchObject({ valuation: { id: valued.json.id, estimate: expectedEstimate } });
    const delivered = crm.requests.find((r) => r.url === "/leads" && r.body.includes(json.lead.id));
    expect(delivered?.body).toContain("$22,400");
  });

  it("an unknown or foreign valuation id adds nothing, and a malformed one is a field error", async () => {
    const body = tradeInLeadBody("2020");
    const unknown = await call(leadsFn, "/api/leads", {
      body: { ...body, valuation_id: "00000000-0000-4000-8000-000000000000" },
    });
    expect(unknown.status).toBe(201);
    const [row] = await database().db.select().from(leads).where(eq(leads.id, unknown.json.lead.id));
    expect(row!.comments).toBe("Hi");
    expect(row!.verified).toEqual([]);
    const bad = await call(leadsFn, "/api/leads", { body: { ...body, valuation_id: "nope" } });
    expect(bad.status).toBe(400);
    expect(bad.json.error.fields.valuation_id).toBeDefined();
  });
});

// A figure reaches the dealer only from a valuation the server made for this shopper.
forEachDatabase("a lead carries only the shopper's own valuation", (database) => {
  const forged = {
    source: "autograb",
    eligible: true,
    vehicle: { year: YEAR - 2, make: "Toyota", model: "Corolla", badge: null, km: 30_000, rego: null, state: null },
    condition: "good",
    postcode: "2150",
    car_id: null,
    estimate: { low: 48_000, high: 52_000, confidence: "high", basedOn: "Trust me." },
    reason: null,
  };
  const leadWith = async (patch: Record<string, unknown>) => {
    const { status, json } = await call(leadsFn, "/api/leads", {
      body: { ...tradeInLeadBody(String(YEAR - 2)), ...patch },
    });
    expect(status, JSON.stringify(json)).toBe(201);
    const [row] = await database().db.select().from(leads).where(eq(leads.id, json.lead.id));
    return row!;
  };
  const expectNoFigure = (row: typeof leads.$inferSelect) => {
    expect(row.comments).toBe("Hi");
    expect(row.verified).toEqual([]);
    expect(row.details).not.toHaveProperty("valuation");
  };

  it("refuses a trade_in_valuation sent to /api/miscellaneous, and a lead naming a browser-sent one gets no figure", async () => {
    for (const column_name of ["trade_in_valuation", "TRADE_IN_VALUATION"]) {
      const { status, json } = await call(miscFn, "/api/miscellaneous", { body: { column_name, response: forged } });
      expect(status).toBe(400);
      expect(json.error).toEqual({
        code: "validation",
        message: SERVER_ONLY_COLUMN_MESSAGE,
        fields: { column_name: SERVER_ONLY_COLUMN_MESSAGE },
      });
    }
    // One sent before this fix, as the attack left it: still not a valuation of ours.
    const [sent] = await database()
      .db.insert(valuationResponses)
      .values({ tenant: "two-yards", columnName: "trade_in_valuation", response: forged })
      .returning();
    expectNoFigure(await leadWith({ valuation_id: sent!.id }));
    expectNoFigure(await leadWith({ valuation_id: sent!.id, valuation_token: "A".repeat(43) }));
  });

  it("someone else's valuation adds nothing without its own token; the genuine pair adds the server's figure", async () => {
    const theirs = await call(valuationFn, "/api/trade-in/valuation", { body: car });
    const mine = await call(valuationFn, "/api/trade-in/valuation", { body: { ...car, km: 40_000 } });
    expectNoFigure(await leadWith({ valuation_id: theirs.json.id }));
    expectNoFigure(await leadWith({ valuation_id: theirs.json.id, valuation_token: mine.json.token }));
    expectNoFigure(await leadWith({ valuation_id: theirs.json.id, valuation_token: "" }));
    const genuine = await leadWith({ valuation_id: theirs.json.id, valuation_token: theirs.json.token });
    expect(genuine.verified.join("\n")).toContain("Online estimate $22,400 – $27,400 (medium confidence, local)");
    expect(genuine.details).toMatchObject({ valuation: { id: theirs.json.id, estimate: expectedEstimate } });
  });

  it("an online purchase carries only a valuation kept for the signed-in shopper", async () => {
    const owner = await signedInShopper(newPhone(), "198.51.100.201");
    const other = await signedInShopper(newPhone(), "198.51.100.202");
    const valued = await call(valuationFn, "/api/trade-in/valuation", { body: car, cookie: owner.cookie });
    const tradeInLead = async (cookie: string) => {
      for (const [step, answer] of [
        ["car", { confirmed: true }],
        ["trade-in", { choice: "valuation", valuation_id: valued.json.id }],
      ] as const) {
        const saved = await call(journeyFn, "/api/checkout-journey", { cookie, body: { car_id: "701", step, answer } });
        expect(saved.status, JSON.stringify(saved.json)).toBe(200);
        if (step === "trade-in") {
          const told = await database().db.select().from(leads).where(eq(leads.kind, "checkout-journey"));
          const of = (lead: (typeof told)[number]) => lead.details as { journey_id: string; step: string };
          return told.find((lead) => of(lead).journey_id === saved.json.journey.id && of(lead).step === step)!;
        }
      }
      throw new Error("unreachable");
    };
    expect((await tradeInLead(owner.cookie)).comments).toContain("Online estimate $22,400 – $27,400");
    const theirs = (await tradeInLead(other.cookie)).comments!;
    expect(theirs).toContain("Trade-in: instant valuation");
    expect(theirs).not.toContain("$22,400");
  });
});
