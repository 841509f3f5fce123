import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import reserveFn from "../../functions/reservations.ts";
import { leadDeliveries, leads, reservations } from "../../functions/_shared/platform/db/schema.ts";
import { rawRequest } from "../support/server-fixtures.ts";
import { useFunctionsServer } from "./support/functions-server.ts";
import { call, useFunctionEnv } from "./support/harness.ts";
import { signedInShopper, submitCheckout, useTwoYardsCrm } from "./support/payments.ts";

/**
 * Ops run the scheduled reservations-expire by hand against the local server, as the
 * docs/operators.md § Reservations writes it — `curl -X POST 'http://127.0.0.1:8888/.netlify/functions/reservations-expire'`
 * sweeps every dealer and answers per dealer; `?tenant=<slug>` (or a dealer's own address) one
 * dealer. It used to answer the tenant index page (404) there, and to sweep every dealer from any
 * one dealer's address.
 */
useFunctionEnv();
useTwoYardsCrm();

const server = useFunctionsServer(["two-yards", "one-yard"]);
const port = server.port;

const PATH = "/.netlify/functions/reservations-expire";
const ZERO = { expired: 0, failed: 0, errors: 0 };
const PAST = () => new Date(Date.now() - 60_000);

let shoppers = 0;
/** two-yards (reserve online): a shopper's paid hold on its HiLux, then made due now. */
async function dueHold(): Promise<string> {
  const n = ++shoppers;
  const who = await signedInShopper(`0457${String(n).padStart(6, "0")}`, `198.51.100.${100 + n}`);
  const created = await call(reserveFn, "/api/reservations", {
    cookie: who.cookie,
    ip: who.ip,
    body: { car_id: "501", first_name: "Ada", last_name: "Lovelace", email: "ada@example.com", phone: who.phone },
  });
  expect(created.status).toBe(201);
  expect(
    (await submitCheckout(created.json.checkout_url, { number: "4242 4242 4242 4242", expiry: "12/40", cvc: "123" }))
      .status,
  ).toBe(303);
  const { reference, id } = created.json.reservation as { reference: string; id: string };
  expect((await rowOf(id)).status).toBe("held");
  await server.database().db.update(reservations).set({ expiresAt: PAST() }).where(eq(reservations.id, id));
  return reference;
}

/** one-yard: a checkout never paid, past its time. */
async function dueCheckout(): Promise<string> {
  const n = ++shoppers;
  const reference = `RSV-ONEY-${String(n).padStart(4, "0")}`;
  await server
    .database()
    .db.insert(reservations)
    .values({
      tenant: "one-yard",
      reference,
      carId: "701",
      carName: "2022 Kia Sportage SX",
      firstName: "Max",
      email: "max@example.com",
      phone: `0458${String(n).padStart(6, "0")}`,
      amountCents: 20_000,
      currency: "AUD",
      status: "pending",
      provider: "local",
      expiresAt: PAST(),
    });
  return reference;
}

async function rowOf(id: string) {
  const [row] = await server.database().db.select().from(reservations).where(eq(reservations.id, id));
  return row!;
}
async function statusByReference(reference: string) {
  const [row] = await server.database().db.select().from(reservations).where(eq(reservations.reference, reference));
  return row!.status;
}

const sweep = (path: string, host = `127.0.0.1:${port()}`) => rawRequest(port(), { host, path, method: "POST" });

describe("reservations-expire run by hand against the local server", () => {
  let hold: string;
  let checkout: string;
  beforeEach(async () => {
    hold = await dueHold();
    checkout = await dueCheckout();
  });

  it("at the server's own address: every dealer's due holds, and per dealer how many", async () => {
    const res = await sweep(PATH);
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toContain("application/json");
    expect(res.json()).toEqual({
      expired: [hold],
      failed: [checkout],
      errors: [],
      tenants: {
        "booking-yard": ZERO,
        "feed-yard": ZERO,
        "one-yard": { ...ZERO, failed: 1 },
        "two-yards": { ...ZERO, expired: 1 },
      },
    });
    expect(await statusByReference(hold)).toBe("expired");
    expect(await statusByReference(checkout)).toBe("failed");
    // Nothing is due any more: every dealer says 0.
    expect((await sweep(PATH)).json().tenants).toEqual({
      "booking-yard": ZERO,
      "feed-yard": ZERO,
      "one-yard": ZERO,
      "two-yards": ZERO,
    });
  });

  it("with ?tenant=<slug>: that dealer only", async () => {
    const one = await sweep(`${PATH}?tenant=one-yard`);
    expect(one.json()).toEqual({
      expired: [],
      failed: [checkout],
      errors: [],
      tenants: { "one-yard": { ...ZERO, failed: 1 } },
    });
    expect(await statusByReference(hold)).toBe("held");
    const two = await sweep(`${PATH}?tenant=two-yards`);
    expect(two.json().tenants).toEqual({ "two-yards": { ...ZERO, expired: 1 } });
    expect(await statusByReference(hold)).toBe("expired");
  });

  it("on a dealer's own address: that dealer only (as its Netlify site); another dealer's ?tenant= is refused", async () => {
    const refused = await sweep(`${PATH}?tenant=two-yards`, `one-yard.localhost:${port()}`);
    expect(refused.status).toBe(400);
    expect(refused.json().error.message).toContain("tenant=two-yards is not the dealer of this address (one-yard)");
    const own = await sweep(PATH, `one-yard.localhost:${port()}`);
    expect(own.json().tenants).toEqual({ "one-yard": { ...ZERO, failed: 1 } });
    expect(await statusByReference(hold)).toBe("held");
    expect((await sweep(PATH)).json().tenants["two-yards"]).toEqual({ ...ZERO, expired: 1 });
  });

  it("a ?tenant= that is no dealer: 404, and nothing swept", async () => {
    const res = await sweep(`${PATH}?tenant=no-such-dealer`);
    expect(res.status).toBe(404);
    expect(res.json().error).toMatchObject({ code: "unknown_tenant" });
    expect(await statusByReference(hold)).toBe("held");
    await sweep(PATH);
  });
});

describe("the server's own address otherwise", () => {
  it("still lists the dealers, and runs no dealer's own function", async () => {
    expect((await rawRequest(port(), { host: `127.0.0.1:${port()}`, path: "/" })).text).toContain("two-yards");
    const lead = await rawRequest(port(), {
      host: `127.0.0.1:${port()}`,
      path: "/api/leads",
      method: "POST",
      body: "{}",
    });
    expect(lead.status).toBe(404);
    expect(lead.headers["content-type"]).toContain("text/html");
  });

  it("runs the scheduled outbox by hand too (docs/operators.md: locally GET /.netlify/functions/outbox-retry)", async () => {
    const res = await rawRequest(port(), { host: `127.0.0.1:${port()}`, path: "/.netlify/functions/outbox-retry" });
    expect(res.status).toBe(200);
    expect(res.json()).toHaveProperty("attempted");
  });
});

/** A lead of the dealer `slug` whose email delivery is due now (the local provider writes it to DATA_DIR). */
async function dueDelivery(slug: string): Promise<string> {
  const key = `outbox-scope-${slug}-${++shoppers}`;
  const [lead] = await server
    .database()
    .db.insert(leads)
    .values({ tenant: slug, idempotencyKey: key, kind: "general", formType: "general", firstName: "Ada", optIn: false })
    .returning();
  const [delivery] = await server
    .database()
    .db.insert(leadDeliveries)
    .values({
      tenant: slug,
      leadId: lead!.id,
      destination: "email",
      kind: "email",
      target: {
        destination: { type: "email", name: "email", format: "text", to: [`sales@${slug}.example`] },
        parties: { vendorName: slug, providerName: "Forecourt" },
        maxAttempts: 8,
      },
      idempotencyKey: key,
      nextAttemptAt: PAST(),
    })
    .returning();
  return delivery!.id;
}
async function deliveryStatus(id: string) {
  const [row] = await server.database().db.select().from(leadDeliveries).where(eq(leadDeliveries.id, id));
  return { status: row!.status, attempts: row!.attempts };
}

// Review: the README (now docs/operators.md) says outbox-retry runs as reservations-expire does, but on a dealer's address
// it ran for every dealer.
describe("outbox-retry scoped as reservations-expire is", () => {
  const OUTBOX = "/.netlify/functions/outbox-retry";
  const retry = (path: string, host = `127.0.0.1:${port()}`) => rawRequest(port(), { host, path });

  it("on a dealer's own address: that dealer's deliveries only; another dealer's ?tenant= is refused", async () => {
    const one = await dueDelivery("one-yard");
    const two = await dueDelivery("two-yards");
    const refused = await retry(`${OUTBOX}?tenant=two-yards`, `one-yard.localhost:${port()}`);
    expect(refused.status).toBe(400);
    expect(refused.json().error.message).toContain("tenant=two-yards is not the dealer of this address (one-yard)");
    expect(await deliveryStatus(two)).toEqual({ status: "pending", attempts: 0 });

    const own = await retry(OUTBOX, `one-yard.localhost:${port()}`);
    expect(own.status).toBe(200);
    expect(await deliveryStatus(one)).toEqual({ status: "delivered", attempts: 1 });
    expect(await deliveryStatus(two)).toEqual({ status: "pending", attempts: 0 });

    expect((await retry(OUTBOX)).status).toBe(200);
    expect(await deliveryStatus(two)).toEqual({ status: "delivered", attempts: 1 });
  });

  it("with ?tenant=<slug> at the server's address: that dealer only; a slug that is no dealer: 404", async () => {
    const one = await dueDelivery("one-yard");
    const two = await dueDelivery("two-yards");
    const unknown = await retry(`${OUTBOX}?tenant=no-such-dealer`);
    expect(unknown.status).toBe(404);
    expect(unknown.json().error).toMatchObject({ code: "unknown_tenant" });
    expect((await retry(`${OUTBOX}?tenant=two-yards`)).status).toBe(200);
    expect(await deliveryStatus(two)).toEqual({ status: "delivered", attempts: 1 });
    expect(await deliveryStatus(one)).toEqual({ status: "pending", attempts: 0 });
    await retry(OUTBOX);
    expect(await deliveryStatus(one)).toEqual({ status: "delivered", attempts: 1 });
  });
});
