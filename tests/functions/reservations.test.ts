import { randomUUID } from "node:crypto";
import { and, asc, eq, inArray } from "drizzle-orm";
import { afterEach, expect, it } from "vitest";
import lastSmsFn from "../../functions/dev-last-sms.ts";
import opsFn from "../../functions/ops-reservations.ts";
import webhookFn from "../../functions/payments-webhook.ts";
import checkoutFn from "../../functions/payments-local-checkout.ts";
import reserveFn from "../../functions/reservations.ts";
import cancelFn from "../../functions/reservations-cancel.ts";
import expireFn from "../../functions/reservations-expire.ts";
import mineFn from "../../functions/reservations-mine.ts";
import statusFn from "../../functions/reservations-status.ts";
import stockStatusFn from "../../functions/stock-status.ts";
import { getDb } from "../../functions/_shared/platform/db/client.ts";
import { leadDeliveries, leads, reservations, stockChanges } from "../../functions/_shared/platform/db/schema.ts";
import { paymentsFor } from "../../functions/_shared/payment-events/provider.ts";
import { dbPaymentStore } from "../../functions/_shared/platform/providers/payments/db-store.ts";
import { PaymentsError } from "../../functions/_shared/platform/providers/payments/index.ts";
import { localEmailsTo } from "../../functions/_shared/platform/providers/email/local.ts";
import { closeReservation } from "../../functions/_shared/reservations/close.ts";
import { loadPublishedTenant } from "../../functions/_shared/content/overlay.ts";
import {
  AUTHENTICATION_FAILED,
  LOCAL_WEBHOOK_SECRET,
  LocalPayments,
} from "../../functions/_shared/platform/providers/payments/local.ts";
import { createReservation } from "#lib/api/reservations.ts";
import { signStripePayload } from "#lib/payments/stripe-signature.ts";
import { CARD_MESSAGES } from "#lib/payments/test-cards.ts";
import { formatHoldExpiry, REFERENCE_PATTERN } from "#lib/reservations/reservation.ts";
import { signedHeaders } from "#lib/security/signed-call.ts";
import { forEachDatabase } from "./support/each-database.ts";
import {
  checkoutIdOf,
  checkoutRecord,
  type Shopper,
  signedInShopper,
  submitCheckout,
  useTwoYardsCrm,
} from "./support/payments.ts";
import { call, OPS_SECRET, STOCK_HOOK_SECRET, useFunctionEnv } from "./support/harness.ts";

useFunctionEnv();
useTwoYardsCrm();

const TENANT = "two-yards";
const HILUX = { id: "501", name: "2023 Toyota HiLux SR5", slug: "2023-toyota-hilux-sr5-501" };
const CX5 = { id: "502", name: "2024 Mazda CX-5 Touring", slug: "2024-mazda-cx-5-502" };
const SOLD_RIO = "503";
/** In stock with no price: "Enquire for price". */
const NO_PRICE = "504";
const DEPOSIT_CENTS = 20_000;
const HOUR = 3_600_000;
const ALREADY_RESERVED = "Sorry, this car has just been reserved by someone else. Here are some similar ones.";
const CARDS = { ok: "4242 4242 4242 4242", declined: "4000000000000002", authenticate: "4000002500003155" };
const card = (number: string) => ({ number, expiry: "12/40", cvc: "123" });

// ---- shoppers -------------------------------------------------------------------------------

let shoppers = 0;
const newShopper = (): Promise<Shopper> => {
  const n = ++shoppers;
  return signedInShopper(`0456${String(n).padStart(6, "0")}`, `198.51.100.${n}`);
};

const detailsOf = (phone: string) => ({ first_name: "Ada", last_name: "Lovelace", email: "ada@example.com", phone });

const reserve = (who: Shopper, carId: string, extra: Record<string, unknown> = {}) =>
  call(reserveFn, "/api/reservations", {
    cookie: who.cookie,
    ip: who.ip,
    body: { car_id: carId, ...detailsOf(who.phone), ...extra },
  });

const statusOf = (id: string) => call(statusFn, "/api/reservations/status", { query: { id } });

// ---- the local hosted checkout ----------------------------------------------------------------

const openCheckout = (checkoutUrl: string) => call(checkoutFn, checkoutUrl);

// ---- what the shopper and the dealer see ------------------------------------------------------

async function reservationRow(id: string) {
  const db = await getDb();
  const [row] = await db.select().from(reservations).where(eq(reservations.id, id));
  return row!;
}

async function stockChangesOf(carId: string) {
  const db = await getDb();
  return db
    .select()
    .from(stockChanges)
    .where(and(eq(stockChanges.tenant, TENANT), eq(stockChanges.carId, carId)))
    .orderBy(asc(stockChanges.id));
}

/** The stock changes a reservation made (their event ids name it). */
const reservationStockChanges = async (carId: string, reservationId: string) =>
  (await stockChangesOf(carId)).filter((row) => row.eventId.startsWith(`reservation:${reservationId}:`));

async function reservationLeads(reference: string) {
  const db = await getDb();
  const rows = await db
    .select()
    .from(leads)
    .where(and(eq(leads.tenant, TENANT), eq(leads.kind, "reserve")))
    .orderBy(asc(leads.createdAt));
  return rows.filter((lead) => lead.comments?.includes(reference));
}

/** The shopper's emails about a reservation (every test shopper is ada@example.com), oldest first. */
const emailsAbout = async (reference: string) =>
  (await localEmailsTo(TENANT, "ada@example.com")).filter((mail) => mail.text.includes(reference));

const lastSms = async (phone: string) =>
  (await call(lastSmsFn, "/api/dev/last-sms", { query: { phone } })).json?.body as string | undefined;

/** Follow-up work (deliveries, the SMS) runs after the answer: wait a little for it. */
async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 10_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A signed call to the dealer's ops endpoint, as `npm run reservations` sends it (the ops secret). */
const ops = (body: unknown, signWith = OPS_SECRET) => call(opsFn, "/api/ops/reservations", { body, signWith });

/** The scheduled sweep, rehearsed as of `at`. */
const sweep = (at: Date) =>
  call(expireFn, "/.netlify/functions/reservations-expire", { query: { at: at.toISOString(), tenant: TENANT } });

const webhook = (body: string, signature?: string) =>
  call(webhookFn, "/api/payments/webhook", {
    raw: body,
    headers: { "content-type": "application/json", ...(signature ? { "stripe-signature": signature } : {}) },
  });

/** A checkout.session.completed event for a reservation, shaped as Stripe (and the local provider) send it. */
function checkoutCompleted(reservation: { id: string; car_id: string }, checkoutUrl: string): string {
  const checkoutId = checkoutIdOf(checkoutUrl);
  return JSON.stringify({
    id: `evt_test_${randomUUID()}`,
    object: "event",
    type: "checkout.session.completed",
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: checkoutId,
        object: "checkout.session",
        payment_intent: checkoutId.replace("cs_", "pi_"),
        metadata: { tenant: TENANT, car_id: reservation.car_id, reservation_id: reservation.id },
      },
    },
  });
}

/** A Stripe-shaped event about a reservation's PaymentIntent, as the provider sends it after a change at its end. */
function paymentIntentEvent(
  type: string,
  row: { id: string; carId: string; paymentId: string | null; amountCents: number },
  status = "succeeded",
): string {
  return JSON.stringify({
    id: `evt_test_${randomUUID()}`,
    object: "event",
    type,
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: row.paymentId,
        object: "payment_intent",
        status,
        amount: row.amountCents,
        currency: "aud",
        metadata: { tenant: TENANT, car_id: row.carId, reservation_id: row.id },
      },
    },
  });
}

/** The local provider as the functions use it; its webhooks are not delivered, so a test sends them itself. */
async function localPayments(): Promise<LocalPayments> {
  const payments = paymentsFor(await getDb());
  if (!(payments instanceof LocalPayments)) throw new Error("expected the local payments provider");
  return payments;
}

/** A body and its Stripe-Signature with the local provider's secret, for `webhook(...)`. */
const signed = (body: string): [string, string] => [body, signStripePayload(body, LOCAL_WEBHOOK_SECRET)];

/**
 * A shopper reserves a car and pays with the good test card; answers once the hold's follow-up
 * (lead deliveries, then the shopper's SMS) has run.
 */
async function holdCar(carId: string, who?: Shopper) {
  const shopper = who ?? (await newShopper());
  const created = await reserve(shopper, carId);
  expect(created.status).toBe(201);
  const { reservation, checkout_url } = created.json;
  const paid = await submitCheckout(checkout_url, card(CARDS.ok));
  expect(paid.status).toBe(303);
  await eventually(
    () => lastSms(shopper.phone),
    (body) => Boolean(body?.includes(reservation.reference)),
  );
  return { shopper, reservation, checkoutUrl: checkout_url as string, row: await reservationRow(reservation.id) };
}

/** Each test starts with every car free: what a test left pending or held is released. */
async function releaseActiveReservations(): Promise<void> {
  const db = await getDb();
  const active = await db
    .select({ id: reservations.id })
    .from(reservations)
    .where(and(eq(reservations.tenant, TENANT), inArray(reservations.status, ["pending", "held"])));
  for (const { id } of active) expect((await ops({ action: "release", id })).status).toBe(200);
}

// ---- the shopper's journey --------------------------------------------------------------------

forEachDatabase("reserve online", () => {
  afterEach(releaseActiveReservations);

  it("refuses a signed-out shopper (401) on a dealer that does not gate checkout; a signed-in one gets a pending reservation for the dealer's deposit, whatever amount is sent", async () => {
    const signedOut = await call(reserveFn, "/api/reservations", {
      body: { car_id: HILUX.id, ...detailsOf("0456999999") },
    });
    expect(signedOut.status).toBe(401);
    expect(signedOut.json.error.code).toBe("unauthorized");

    const who = await newShopper();
    const before = Date.now();
    const { status, json } = await reserve(who, HILUX.id, { amount_cents: 1, amount: 1 });
    expect(status).toBe(201);
    expect(createReservation.response.safeParse(json).success).toBe(true);
    expect(json.reservation).toMatchObject({
      status: "pending",
      car_id: HILUX.id,
      car_name: HILUX.name,
      amount_cents: DEPOSIT_CENTS,
      currency: "aud",
      held_at: null,
    });
    expect(json.reservation.reference).toMatch(REFERENCE_PATTERN);
    // The unpaid checkout keeps the car for 31 minutes, and the provider's page closes then too.
    const lapses = Date.parse(json.reservation.expires_at) - before;
    expect(lapses).toBeGreaterThan(30 * 60_000);
    expect(lapses).toBeLessThanOrEqual(32 * 60_000);
    expect((await checkoutRecord(json.checkout_url)).expiresAt).toBe(json.reservation.expires_at);
    expect(json.checkout_url).toMatch(/^\/payments\/local-checkout\/cs_local_[0-9a-f]{24}$/);

    expect((await reservationRow(json.reservation.id)).amountCents).toBe(DEPOSIT_CENTS);
    expect(await checkoutRecord(json.checkout_url)).toMatchObject({
      amountCents: DEPOSIT_CENTS,
      currency: "aud",
      reservationId: json.reservation.id,
      status: "requires_payment",
    });
    expect((await statusOf(json.reservation.id)).json.reservation.status).toBe("pending");
  });

  it("pays on the local checkout: the car is held for 48 hours, marked reserved, the dealer gets a lead and the shopper an SMS", async () => {
    const who = await newShopper();
    const created = await reserve(who, HILUX.id);
    const { reservation, checkout_url } = created.json;

    const page = await openCheckout(checkout_url);
    expect(page.status).toBe(200);
    expect(page.response.headers.get("content-type")).toContain("text/html");
    expect(page.json).toContain("A$200.00");
    expect(page.json).toContain(HILUX.name);

    const paid = await submitCheckout(checkout_url, card(CARDS.ok));
    expect(paid.status).toBe(303);
    const location = paid.response.headers.get("location")!;
    expect(new URL(location).pathname).toBe(`/cars/${HILUX.slug}/checkout`);
    expect(location).toContain(`?reservation=${reservation.id}`);

    // The webhook was handled before the redirect: the confirmation page finds the hold.
    const { status, json } = await statusOf(reservation.id);
    expect(status).toBe(200);
    const held = json.reservation;
    expect(held).toMatchObject({ status: "held", status_text: "Reserved: the car is held for you." });
    expect(Date.parse(held.expires_at) - Date.parse(held.held_at)).toBe(48 * HOUR);
    expect(held.expires_text).toBe(formatHoldExpiry(new Date(held.expires_at), "Australia/Sydney"));
    expect(held.expires_text).toMatch(
      /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d{1,2} [A-Z][a-z]{2}, \d{1,2}:\d{2} [ap]m AE[DS]T$/,
    );
    expect(await checkoutRecord(checkout_url)).toMatchObject({ status: "authorised" });

    const changes = await reservationStockChanges(HILUX.id, reservation.id);
    expect(changes.map((c) => c.change)).toEqual([{ reserved: true }]);

    const [lead, ...others] = await reservationLeads(reservation.reference);
    expect(others).toHaveLength(0);
    expect(lead).toMatchObject({
      formType: "Reserve Online",
      carId: HILUX.id,
      phone: who.phone,
      email: "ada@example.com",
    });
    expect(lead!.comments).toContain("$200");
    expect(lead!.details).toMatchObject({ reservation_reference: reservation.reference, reservation_status: "held" });

    // The deliveries were queued with the lead and are tried after the answer.
    const db = await getDb();
    const deliveries = await eventually(
      () => db.select().from(leadDeliveries).where(eq(leadDeliveries.leadId, lead!.id)),
      (rows) => rows.length === 2 && rows.every((d) => d.status === "delivered"),
    );
    expect(deliveries.map((d) => [d.destination, d.status]).sort()).toEqual([
      ["adf", "delivered"],
      ["crm", "delivered"],
    ]);
    const sms = await eventually(
      () => lastSms(who.phone),
      (body) => Boolean(body?.includes(reservation.reference)),
    );
    expect(sms).toContain(reservation.reference);
    expect(sms).toContain(held.expires_text);
    expect(sms).toContain("$200 deposit is held, not taken");
    // The receipt by email: amount, reference, when the hold ends and how to cancel.
    const [receipt, ...more] = await eventually(
      () => emailsAbout(reservation.reference),
      (mails) => mails.length > 0,
    );
    expect(more).toEqual([]);
    expect(receipt!.subject).toBe(`Your ${HILUX.name} is reserved – Two Yards Motors – Two Yards Parramatta`);
    for (const part of ["Deposit: $200", `Reference: ${reservation.reference}`, `Held until: ${held.expires_text}`])
      expect(receipt!.text).toContain(part);
    expect(receipt!.text).toMatch(/See or cancel my reservation: https:\/\/www\.twoyards\.example\/cars\/[\w-]+\/\w+/);
    expect(receipt!.html).toContain(reservation.reference);
  });

  it("a declined card shows the bank's answer and keeps the reservation pending; another card then holds it", async () => {
    const who = await newShopper();
    const { reservation, checkout_url } = (await reserve(who, CX5.id)).json;

    const declined = await submitCheckout(checkout_url, card(CARDS.declined));
    expect(declined.status).toBe(402);
    expect(declined.json).toContain(CARD_MESSAGES.declined);
    expect(await reservationRow(reservation.id)).toMatchObject({ status: "pending", note: "card declined" });
    expect(await reservationStockChanges(CX5.id, reservation.id)).toHaveLength(0);
    expect(await reservationLeads(reservation.reference)).toHaveLength(0);

    const retried = await submitCheckout(checkout_url, card(CARDS.ok));
    expect(retried.status).toBe(303);
    expect((await statusOf(reservation.id)).json.reservation.status).toBe("held");
  });

  it("a card needing 3-D Secure asks the shopper to authenticate: failing declines, approving holds", async () => {
    const who = await newShopper();
    const { reservation, checkout_url } = (await reserve(who, CX5.id)).json;

    const challenge = await submitCheckout(checkout_url, card(CARDS.authenticate));
    expect(challenge.status).toBe(200);
    expect(challenge.json).toContain("Authenticate this payment");
    expect((await openCheckout(checkout_url)).json).toContain("Authenticate this payment");
    expect((await reservationRow(reservation.id)).status).toBe("pending");

    const failed = await submitCheckout(checkout_url, { authenticate: "fail" });
    expect(failed.status).toBe(402);
    expect(failed.json).toContain(AUTHENTICATION_FAILED);
    expect((await reservationRow(reservation.id)).status).toBe("pending");

    expect((await submitCheckout(checkout_url, card(CARDS.authenticate))).json).toContain("Authenticate this payment");
    const approved = await submitCheckout(checkout_url, { authenticate: "approve" });
    expect(approved.status).toBe(303);
    expect((await statusOf(reservation.id)).json.reservation.status).toBe("held");
  });

  it("two shoppers reserving the same car at once: exactly one gets it, the other is told it has just gone", async () => {
    const [first, second] = await Promise.all([newShopper(), newShopper()]);
    const answers = await Promise.all([reserve(first, CX5.id), reserve(second, CX5.id)]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    const winner = answers.find((a) => a.status === 201)!;
    const loser = answers.find((a) => a.status === 409)!;
    expect(loser.json.error).toMatchObject({ code: "already_reserved", message: ALREADY_RESERVED });

    const db = await getDb();
    const active = await db
      .select()
      .from(reservations)
      .where(and(eq(reservations.carId, CX5.id), inArray(reservations.status, ["pending", "held"])));
    expect(active.map((row) => row.id)).toEqual([winner.json.reservation.id]);

    expect((await submitCheckout(winner.json.checkout_url, card(CARDS.ok))).status).toBe(303);
    expect((await reservationRow(winner.json.reservation.id)).status).toBe("held");

    const third = await reserve(await newShopper(), CX5.id);
    expect(third.status).toBe(409);
    expect(third.json.error).toMatchObject({ code: "already_reserved", message: ALREADY_RESERVED });
  });

  it("the same shopper asking again while their checkout is open gets the same reservation and checkout (200)", async () => {
    const who = await newShopper();
    const first = await reserve(who, HILUX.id);
    expect(first.status).toBe(201);
    const again = await reserve(who, HILUX.id, { first_name: "Ada Again" });
    expect(again.status).toBe(200);
    expect(again.json.reservation.id).toBe(first.json.reservation.id);
    expect(again.json.reservation.reference).toBe(first.json.reservation.reference);
    expect(again.json.checkout_url).toBe(first.json.checkout_url);

    const db = await getDb();
    const rows = await db
      .select()
      .from(reservations)
      .where(and(eq(reservations.tenant, TENANT), eq(reservations.carId, HILUX.id), eq(reservations.phone, who.phone)));
    expect(rows).toHaveLength(1);
  });

  it("the same idempotency key from the same shopper is the same reservation: twice at once, and again once paid — never a second one, never a 409", async () => {
    const who = await newShopper();
    const key = randomUUID();
    const both = await Promise.all([
      reserve(who, HILUX.id, { idempotency_key: key }),
      reserve(who, HILUX.id, { idempotency_key: key }),
    ]);
    expect(both.map((a) => a.status).sort()).toEqual([200, 201]);
    const [first, second] = both.map((a) => a.json);
    expect(second.reservation.id).toBe(first.reservation.id);
    expect(second.checkout_url).toBe(first.checkout_url);
    expect(first.checkout_url).toMatch(/^\/payments\/local-checkout\//);

    expect((await submitCheckout(first.checkout_url, card(CARDS.ok))).status).toBe(303);
    // The answer to the first request was lost; the browser sends it again after paying.
    const again = await reserve(who, HILUX.id, { idempotency_key: key });
    expect(again.status).toBe(200);
    expect(again.json.reservation).toMatchObject({ id: first.reservation.id, status: "held" });
    // Not back to the provider's finished page: to the reservation's confirmation.
    expect(new URL(again.json.checkout_url).pathname + new URL(again.json.checkout_url).search).toBe(
      `/cars/${HILUX.slug}/checkout?reservation=${first.reservation.id}`,
    );

    const db = await getDb();
    const rows = await db
      .select()
      .from(reservations)
      .where(and(eq(reservations.tenant, TENANT), eq(reservations.phone, who.phone)));
    expect(rows).toHaveLength(1);

    // The key names that one reservation: for another car it is refused, not a second reservation.
    const otherCar = await reserve(who, CX5.id, { idempotency_key: key });
    expect(otherCar.status).toBe(400);
    expect(otherCar.json.error.fields).toEqual({ idempotency_key: "was already used to reserve another car" });
    // Another shopper's key is their own: the same string from another phone is not this reservation.
    const stranger = await reserve(await newShopper(), CX5.id, { idempotency_key: key });
    expect(stranger.status).toBe(201);
    expect(stranger.json.reservation.id).not.toBe(first.reservation.id);
  });

  it("the payments webhook refuses a missing, wrong or stale signature (400) and handles a signed event once", async () => {
    const who = await newShopper();
    const { reservation, checkout_url } = (await reserve(who, CX5.id)).json;
    const body = checkoutCompleted(reservation, checkout_url);
    const now = Math.floor(Date.now() / 1000);

    const refused = [
      await webhook(body),
      await webhook(body, signStripePayload(body, "whsec_someone_else", now)),
      await webhook(body, signStripePayload(body, LOCAL_WEBHOOK_SECRET, now - 10 * 60)),
      await webhook(body.replace(CX5.id, HILUX.id), signStripePayload(body, LOCAL_WEBHOOK_SECRET, now)),
    ];
    for (const answer of refused) {
      expect(answer.status).toBe(400);
      expect(answer.json.error.code).toBe("bad_signature");
    }
    expect((await reservationRow(reservation.id)).status).toBe("pending");
    expect(await reservationStockChanges(CX5.id, reservation.id)).toHaveLength(0);
    expect(await reservationLeads(reservation.reference)).toHaveLength(0);

    // Authorised at the provider (its own webhooks not delivered): the hold is checked there first.
    await (await localPayments()).completeCheckout(checkoutIdOf(checkout_url), card(CARDS.ok));
    const signature = signStripePayload(body, LOCAL_WEBHOOK_SECRET);
    const first = await webhook(body, signature);
    expect(first.status).toBe(200);
    expect(first.json).toEqual({ received: true, duplicate: false, outcome: `held ${reservation.reference}` });
    const held = await reservationRow(reservation.id);
    expect(held.status).toBe("held");

    const replayed = await webhook(body, signature);
    expect(replayed.status).toBe(200);
    expect(replayed.json).toMatchObject({ received: true, duplicate: true });
    expect(await reservationRow(reservation.id)).toEqual(held);
    expect(await reservationStockChanges(CX5.id, reservation.id)).toHaveLength(1);
    expect(await reservationLeads(reservation.reference)).toHaveLength(1);
  });

  it("the provider's two events for one payment arriving at once hold the car once and keep the card hold", async () => {
    const who = await newShopper();
    const { reservation, checkout_url } = (await reserve(who, CX5.id)).json;
    // Paid at the provider, its webhooks (checkout.session.completed, payment_intent.amount_capturable_updated)
    // not yet delivered: Stripe may send them at the same moment.
    const payments = paymentsFor(await getDb());
    if (!(payments instanceof LocalPayments)) throw new Error("expected the local payments provider");
    const paid = await payments.completeCheckout(checkoutIdOf(checkout_url), card(CARDS.ok));
    if (paid.outcome !== "authorised") throw new Error(`the test card was ${paid.outcome}`);
    expect(paid.webhooks).toHaveLength(2);

    const answers = await Promise.all(paid.webhooks.map((w) => webhook(w.body, w.signature)));
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    const row = await reservationRow(reservation.id);
    expect(row.status).toBe("held");
    // The payment keeping the car must not be let go as if it had come too late.
    expect((await payments.readPayment(row.paymentId!)).status).toBe("authorised");
    expect(await reservationStockChanges(CX5.id, reservation.id)).toHaveLength(1);
    expect(await reservationLeads(reservation.reference)).toHaveLength(1);
  });

  // ---- a completed checkout is checked before the car is held -------------------------------------

  it("a completed checkout for another amount than the deposit is not held: the authorisation is released, the car stays for sale and the dealer is told", async () => {
    const who = await newShopper();
    const { reservation, checkout_url } = (await reserve(who, CX5.id)).json;
    const checkoutId = checkoutIdOf(checkout_url);
    // A session that asked the shopper's bank for $1 rather than the $200 deposit.
    const store = dbPaymentStore(await getDb());
    await store.put({ ...(await store.get(checkoutId))!, amountCents: 100 });
    const payments = await localPayments();
    const paid = await payments.completeCheckout(checkoutId, card(CARDS.ok));
    if (paid.outcome !== "authorised") throw new Error(`the test card was ${paid.outcome}`);

    const answers = [];
    for (const w of paid.webhooks) answers.push(await webhook(w.body, w.signature));
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(answers[0]!.json.outcome).toBe(
      `refused ${reservation.reference}: the hold is $1.00, not the $200.00 deposit`,
    );
    expect(answers[1]!.json.outcome).toBe("unchanged: failed");

    const row = await reservationRow(reservation.id);
    expect(row).toMatchObject({
      status: "failed",
      heldAt: null,
      note: "payment refused: the hold is $1.00, not the $200.00 deposit",
    });
    expect((await payments.readPayment(row.paymentId!)).status).toBe("released");
    expect(await reservationStockChanges(CX5.id, reservation.id)).toHaveLength(0);
    const [lead, ...more] = await reservationLeads(reservation.reference);
    expect(more).toHaveLength(0);
    expect(lead!.comments).toContain("Reservation refused: the payment did not match the deposit");
    expect(lead!.comments).toContain("the card authorisation was released");
    expect(lead!.details).toMatchObject({ reservation_status: "failed", payment_news: "refused" });
    // The car was never held: the next shopper reserves it.
    expect((await reserve(await newShopper(), CX5.id)).status).toBe(201);
  });

  it("a completed checkout whose money was taken at once (not held) is not held either, and the dealer is told to refund it", async () => {
    const who = await newShopper();
    const { reservation, checkout_url } = (await reserve(who, HILUX.id)).json;
    const payments = await localPayments();
    const paid = await payments.completeCheckout(checkoutIdOf(checkout_url), card(CARDS.ok));
    if (paid.outcome !== "authorised") throw new Error(`the test card was ${paid.outcome}`);
    // Captured before its checkout event arrived, as a session with automatic capture would be.
    const paymentId = checkoutIdOf(checkout_url).replace("cs_", "pi_");
    await payments.capture(paymentId, "automatic");

    const answer = await webhook(paid.webhooks[0]!.body, paid.webhooks[0]!.signature);
    expect(answer.json.outcome).toBe(
      `refused ${reservation.reference}: the payment was taken in full instead of held: refund it at the payment provider`,
    );
    expect((await reservationRow(reservation.id)).status).toBe("failed");
    // Nothing to release: the money is the dealer's to give back.
    expect((await payments.readPayment(paymentId)).status).toBe("captured");
    const [lead] = await reservationLeads(reservation.reference);
    expect(lead!.comments).toContain("refund it at the payment provider");
    expect(lead!.comments).not.toContain("authorisation was released");
  });

  it("the sweep expires a hold 48 hours on: the card hold is released, the car is for sale and can be reserved again", async () => {
    const { reservation, row, checkoutUrl } = await holdCar(HILUX.id);
    const heldAt = row.heldAt!.getTime();

    const early = await sweep(new Date(heldAt + 47 * HOUR));
    expect(early.status).toBe(200);
    expect(early.json.expired).toEqual([]);
    expect((await reservationRow(reservation.id)).status).toBe("held");

    const late = await sweep(new Date(heldAt + 49 * HOUR));
    expect(late.status).toBe(200);
    expect(late.json).toMatchObject({ expired: [reservation.reference], errors: [] });
    expect((await statusOf(reservation.id)).json.reservation.status).toBe("expired");
    const db = await getDb();
    expect((await paymentsFor(db).readPayment(row.paymentId!)).status).toBe("released");
    expect(await checkoutRecord(checkoutUrl)).toMatchObject({ status: "released" });
    const changes = await reservationStockChanges(HILUX.id, reservation.id);
    expect(changes.map((c) => c.change)).toEqual([{ reserved: true }, { reserved: false }]);
    expect((await reservationLeads(reservation.reference)).map((lead) => lead.details)).toMatchObject([
      { reservation_status: "held" },
      { reservation_status: "expired" },
    ]);
    expect((await emailsAbout(reservation.reference)).map((mail) => mail.subject.split(" – ")[0])).toEqual([
      `Your ${HILUX.name} is reserved`,
      `Your reservation of the ${HILUX.name} has ended`,
    ]);

    const next = await reserve(await newShopper(), HILUX.id);
    expect(next.status).toBe(201);
  });

  it("a rehearsal sweep for one reference expires that hold alone", async () => {
    const first = await holdCar(HILUX.id);
    const second = await holdCar(CX5.id);
    const later = new Date(second.row.heldAt!.getTime() + 49 * HOUR);
    const one = await call(expireFn, "/.netlify/functions/reservations-expire", {
      query: { at: later.toISOString(), tenant: TENANT, reference: first.reservation.reference },
    });
    expect(one.json).toMatchObject({ expired: [first.reservation.reference], errors: [] });
    expect((await reservationRow(second.reservation.id)).status).toBe("held");
    expect((await sweep(later)).json.expired).toEqual([second.reservation.reference]);
  });

  it("a payment that lands after its checkout lapsed is released; a release that fails fails the webhook, and the provider's retry releases it", async () => {
    const who = await newShopper();
    const { reservation, checkout_url } = (await reserve(who, CX5.id)).json;
    const payments = await localPayments();
    const paid = await payments.completeCheckout(checkoutIdOf(checkout_url), card(CARDS.ok));
    if (paid.outcome !== "authorised") throw new Error(`the test card was ${paid.outcome}`);
    // The webhooks are late: the checkout lapses first.
    await sweep(new Date(Date.parse(reservation.expires_at) + 60_000));
    expect((await reservationRow(reservation.id)).status).toBe("failed");

    // The provider is down when the webhook comes (every instance: the webhook makes its own).
    const release = LocalPayments.prototype.release;
    LocalPayments.prototype.release = async () => {
      throw new PaymentsError("unavailable", "Stripe unreachable");
    };
    try {
      const first = await webhook(paid.webhooks[0]!.body, paid.webhooks[0]!.signature);
      expect(first.status).toBe(500);
    } finally {
      LocalPayments.prototype.release = release;
    }
    const paymentId =
      (await reservationRow(reservation.id)).paymentId ?? paid.webhooks[0]!.body.match(/"(pi_[^"]+)"/)![1]!;
    expect((await payments.readPayment(paymentId)).status).toBe("authorised");

    // The provider sends the same event again: now the hold is let go, and the car stays free.
    const retry = await webhook(paid.webhooks[0]!.body, paid.webhooks[0]!.signature);
    expect(retry.status).toBe(200);
    expect(retry.json.outcome).toBe("unchanged: failed");
    expect((await payments.readPayment(paymentId)).status).toBe("released");
    expect((await reserve(await newShopper(), CX5.id)).status).toBe(201);
  });

  it("the sweep closes a checkout not paid within 30 minutes, and the car is free again", async () => {
    const who = await newShopper();
    const { reservation } = (await reserve(who, CX5.id)).json;
    expect((await reserve(await newShopper(), CX5.id)).status).toBe(409);

    const swept = await sweep(new Date(Date.parse(reservation.expires_at) + 60_000));
    expect(swept.json).toMatchObject({ expired: [], failed: [reservation.reference], errors: [] });
    expect(await reservationRow(reservation.id)).toMatchObject({
      status: "failed",
      note: "checkout not completed in time",
    });
    expect((await statusOf(reservation.id)).json.reservation.status).toBe("failed");
    expect(await reservationStockChanges(CX5.id, reservation.id)).toHaveLength(0);

    expect((await reserve(await newShopper(), CX5.id)).status).toBe(201);
  });

  // ---- what one address or one phone can do -----------------------------------------------------

  it("one address blocks at most one car: a second car, or a second verified phone from the same address, is refused", async () => {
    const script = await newShopper();
    expect((await reserve(script, HILUX.id)).status).toBe(201);
    const second = await reserve(script, CX5.id);
    expect(second.status).toBe(409);
    expect(second.json.error).toEqual({
      code: "one_at_a_time",
      message: "You already have a reservation in progress. Please finish or cancel it before reserving another.",
    });
    // Another phone the script verified, from the same /64.
    const v6 = (n: number) => `2001:db8:77:1::${n}`;
    const a = { ...(await newShopper()), ip: v6(1) };
    const b = { ...(await newShopper()), ip: v6(2) };
    await releaseActiveReservations();
    expect((await reserve(a, HILUX.id)).status).toBe(201);
    expect((await reserve(b, CX5.id)).json.error?.code).toBe("one_at_a_time");
    // A real shopper elsewhere still gets the other car.
    expect((await reserve(await newShopper(), CX5.id)).status).toBe(201);
  });

  it("the reservation is the verified phone's, whatever phone the form says", async () => {
    const who = await newShopper();
    const { json } = await reserve(who, HILUX.id, { phone: "0499999999" });
    expect((await reservationRow(json.reservation.id)).phone).toBe(who.phone);
  });

  it("a script retrying is stopped after a few attempts an hour per address (429), before any more provider calls", async () => {
    const ip = "192.0.2.200";
    let last = 0;
    for (let attempt = 0; attempt < 12; attempt++) {
      const who = { ...(await newShopper()), ip };
      last = (await reserve(who, CX5.id)).status;
      if (last === 429) break;
    }
    expect(last).toBe(429);
  });

  it("cancel on the provider's page lets the car go at once: the next shopper reserves it, and the old page takes no payment", async () => {
    const first = await newShopper();
    const { json } = await reserve(first, CX5.id);
    expect((await reserve(await newShopper(), CX5.id)).status).toBe(409);
    const cancelled = await call(cancelFn, "/api/reservations/cancel", { body: { id: json.reservation.id } });
    expect(cancelled.status).toBe(200);
    expect(cancelled.json.reservation.status).toBe("released");
    expect((await reserve(await newShopper(), CX5.id)).status).toBe(201);
    const late = await submitCheckout(json.checkout_url, card(CARDS.ok));
    expect(late.status).toBe(410);
    expect(await reservationStockChanges(CX5.id, json.reservation.id)).toHaveLength(0);
  });

  it("the holder sees their hold and cancels it; the car is free at once, the dealer and the shopper are told; no one else can cancel it", async () => {
    const mine = (who?: Shopper) =>
      call(mineFn, "/api/reservations/mine", who ? { cookie: who.cookie, ip: who.ip } : {});
    const cancel = (id: string, who?: Shopper) =>
      call(cancelFn, "/api/reservations/cancel", { body: { id }, ...(who ? { cookie: who.cookie, ip: who.ip } : {}) });
    const { shopper, reservation } = await holdCar(HILUX.id);

    expect((await mine()).status).toBe(401);
    const listed = await mine(shopper);
    expect(listed.status).toBe(200);
    expect(listed.json.reservations).toEqual([
      expect.objectContaining({
        id: reservation.id,
        status: "held",
        car_id: HILUX.id,
        href: `/cars/${HILUX.slug}/checkout`,
        in_purchase: false,
      }),
    ]);
    const stranger = await newShopper();
    expect((await mine(stranger)).json.reservations).toEqual([]);

    // Signed out, the hold is not cancelled (the id alone is not enough once money is held); nor by someone else.
    expect((await cancel(reservation.id)).status).toBe(401);
    const notTheirs = await cancel(reservation.id, stranger);
    expect(notTheirs.status).toBe(404);
    expect((await reservationRow(reservation.id)).status).toBe("held");

    const cancelled = await cancel(reservation.id, shopper);
    expect(cancelled.status).toBe(200);
    expect(cancelled.json.reservation).toMatchObject({
      status: "released",
      status_text: "This reservation was cancelled and the deposit hold released. No money was taken.",
    });
    const row = await reservationRow(reservation.id);
    expect(row.note).toBe("cancelled by the shopper");
    expect((await (await localPayments()).readPayment(row.paymentId!)).status).toBe("released");
    // Free at once: the car's stock says so and the next shopper reserves it.
    const changes = await reservationStockChanges(HILUX.id, reservation.id);
    expect(changes.map((change) => change.change)).toEqual([
      expect.objectContaining({ reserved: true }),
      { reserved: false },
    ]);
    expect((await reserve(stranger, HILUX.id)).status).toBe(201);
    expect((await mine(shopper)).json.reservations).toEqual([]);
    const leadsOf = await eventually(
      () => reservationLeads(reservation.reference),
      (rows) => rows.length === 2,
    );
    expect(leadsOf[1]!.comments).toContain("Reservation cancelled: deposit hold released");
    expect(leadsOf[1]!.comments).toContain("cancelled by the shopper");
    expect(
      await eventually(
        () => lastSms(shopper.phone),
        (body) => Boolean(body?.includes("is cancelled")),
      ),
    ).toContain(`your reservation of ${HILUX.name} is cancelled`);
    const mails = await eventually(
      () => emailsAbout(reservation.reference),
      (found) => found.length === 2,
    );
    expect(mails.map((mail) => mail.subject.split(" – ")[0])).toEqual([
      `Your ${HILUX.name} is reserved`,
      `Your reservation of the ${HILUX.name} is cancelled`,
    ]);
    expect(mails[1]!.text).toContain("No money was taken.");
    // Asked again: answered as it is, nothing moves twice.
    expect((await cancel(reservation.id, shopper)).json.reservation.status).toBe("released");
  });

  it("a car with an open checkout is pending in /api/stock-status until the checkout ends: cancelled, or paid and then reserved", async () => {
    const carsNow = async () =>
      (await call(stockStatusFn, "/api/stock-status", { query: { since: new Date(0).toISOString() } })).json.cars as {
        car_id: string;
        pending_until?: string;
        reserved?: boolean;
      }[];
    const entryOf = async (carId: string) => (await carsNow()).find((entry) => entry.car_id === carId);
    const opened = await reserve(await newShopper(), CX5.id);
    const pending = await entryOf(CX5.id);
    expect(pending?.pending_until).toBe(new Date(opened.json.reservation.expires_at).toISOString());
    expect(Date.parse(pending!.pending_until!)).toBeGreaterThan(Date.now() + 29 * 60_000);
    await call(cancelFn, "/api/reservations/cancel", { body: { id: opened.json.reservation.id } });
    expect((await entryOf(CX5.id))?.pending_until).toBeUndefined();

    await holdCar(HILUX.id);
    const held = await entryOf(HILUX.id);
    expect(held?.reserved).toBe(true);
    expect(held?.pending_until).toBeUndefined();
  });

  it("refuses a car without a price shown (404 not_offered)", async () => {
    expect((await reserve(await newShopper(), NO_PRICE)).json.error?.code).toBe("not_offered");
  });

  it("refuses a sold car and an unknown one (404 not_offered), and an unknown reservation id", async () => {
    const who = await newShopper();
    const sold = await reserve(who, SOLD_RIO);
    expect(sold.status).toBe(404);
    expect(sold.json.error).toEqual({
      code: "not_offered",
      message: "This car can't be reserved online. Please contact us.",
    });
    const unknown = await reserve(who, "999999");
    expect(unknown.status).toBe(404);
    expect(unknown.json.error.code).toBe("not_offered");
    expect((await statusOf(randomUUID())).status).toBe(404);
  });
});

// ---- the dealer's tools (a fresh database: a captured deposit sells the car for good) -------------

forEachDatabase("reservations ops endpoint", () => {
  // Whoever feeds stock must not list shoppers or move deposits.
  it("takes only the dealer's ops secret: the stock hook's is refused (401), and without ops.opsSecretEnv set it answers 503", async () => {
    const withStockSecret = await ops({ action: "list" }, STOCK_HOOK_SECRET);
    expect(withStockSecret.status).toBe(401);
    expect(withStockSecret.json.error.code).toBe("bad_signature");
    expect((await ops({ action: "list" })).status).toBe(200);

    const saved = process.env.TWO_YARDS_OPS_SECRET;
    delete process.env.TWO_YARDS_OPS_SECRET;
    try {
      // The stock hook's secret is still set: it must not stand in for the missing ops secret.
      expect(process.env.TWO_YARDS_STOCK_HOOK_SECRET).toBeTruthy();
      for (const secret of [OPS_SECRET, STOCK_HOOK_SECRET]) {
        const got = await ops({ action: "list" }, secret);
        expect(got.status).toBe(503);
        expect(got.json.error.code).toBe("hook_not_configured");
      }
    } finally {
      process.env.TWO_YARDS_OPS_SECRET = saved;
    }
  });

  it("a replayed ops call is refused (401 replayed): a captured release cannot be sent again", async () => {
    const { reservation } = await holdCar(CX5.id);
    const body = JSON.stringify({ action: "release", id: reservation.id });
    const headers = {
      "content-type": "application/json",
      ...signedHeaders(OPS_SECRET, { method: "POST", path: "/api/ops/reservations", body }),
    };
    const first = await call(opsFn, "/api/ops/reservations", { raw: body, headers });
    expect(first.status).toBe(200);
    const replayed = await call(opsFn, "/api/ops/reservations", { raw: body, headers });
    expect(replayed.status).toBe(401);
    expect(replayed.json.error.code).toBe("replayed");
    // A stock hook call's signature (another path) does not open the ops endpoint either.
    const list = JSON.stringify({ action: "list" });
    const forOtherPath = await call(opsFn, "/api/ops/reservations", {
      raw: list,
      headers: {
        "content-type": "application/json",
        ...signedHeaders(OPS_SECRET, { method: "POST", path: "/api/hooks/stock", body: list }),
      },
    });
    expect(forOtherPath.status).toBe(401);
  });

  it("refuses an unsigned call; lists, captures by reference, releases by id, and refuses what it cannot do", async () => {
    const unsigned = await call(opsFn, "/api/ops/reservations", { body: { action: "list" } });
    expect(unsigned.status).toBe(401);
    expect(unsigned.json.error.code).toBe("bad_signature");

    const sale = await holdCar(HILUX.id);
    const cancelled = await holdCar(CX5.id);

    const listed = await ops({ action: "list" });
    expect(listed.status).toBe(200);
    expect(listed.json.reservations).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: sale.reservation.id, status: "held", phone: sale.shopper.phone }),
        expect.objectContaining({ id: cancelled.reservation.id, status: "held", email: "ada@example.com" }),
      ]),
    );
    expect((await ops({ action: "list", status: "captured" })).json.reservations).toEqual([]);

    // Sale confirmed: the deposit is taken and the car is sold.
    const captured = await ops({ action: "capture", id: sale.reservation.reference });
    expect(captured.status).toBe(200);
    expect(captured.json).toMatchObject({
      outcome: "captured",
      reservations: [{ id: sale.reservation.id, status: "captured" }],
    });
    expect((await reservationRow(sale.reservation.id)).status).toBe("captured");
    const db = await getDb();
    expect((await paymentsFor(db).readPayment(sale.row.paymentId!)).status).toBe("captured");
    expect((await reservationStockChanges(HILUX.id, sale.reservation.id)).map((c) => c.change)).toEqual([
      { reserved: true },
      { status: "sold", reserved: false },
    ]);
    const [, captureLead] = await reservationLeads(sale.reservation.reference);
    expect(captureLead!.comments).toContain("Deposit captured");
    expect(captureLead!.details).toMatchObject({ reservation_status: "captured" });
    const sms = await lastSms(sale.shopper.phone);
    expect(sms).toContain("deposit");
    expect(sms).toContain(sale.reservation.reference);
    expect((await emailsAbout(sale.reservation.reference)).map((mail) => mail.subject.split(" – ")[0])).toEqual([
      `Your ${HILUX.name} is reserved`,
      `Your deposit for the ${HILUX.name} has been taken`,
    ]);

    // A capture already taken is answered 200 with what happened, and changes nothing more.
    const twice = await ops({ action: "capture", id: sale.reservation.reference });
    expect(twice.status).toBe(200);
    expect(twice.json).toMatchObject({
      outcome: "already captured",
      reservations: [{ id: sale.reservation.id, status: "captured" }],
    });
    expect(await reservationLeads(sale.reservation.reference)).toHaveLength(2);
    // Releasing a sale is still refused.
    const undo = await ops({ action: "release", id: sale.reservation.reference });
    expect(undo.status).toBe(409);
    expect(undo.json.error.code).toBe("wrong_status");

    // Cancelled: the card hold is released and the car is for sale again.
    const released = await ops({ action: "release", id: cancelled.reservation.id });
    expect(released.status).toBe(200);
    expect(released.json).toMatchObject({ outcome: "released", reservations: [{ status: "released" }] });
    expect((await paymentsFor(db).readPayment(cancelled.row.paymentId!)).status).toBe("released");
    expect((await reservationStockChanges(CX5.id, cancelled.reservation.id)).map((c) => c.change)).toEqual([
      { reserved: true },
      { reserved: false },
    ]);

    for (const id of [randomUUID(), "RSV-AAAA-BBBB"]) {
      const unknown = await ops({ action: "release", id });
      expect(unknown.status).toBe(404);
      expect(unknown.json.error.code).toBe("not_found");
    }

    // The sold car cannot be reserved; the released one can.
    expect((await reserve(await newShopper(), HILUX.id)).json.error.code).toBe("not_offered");
    expect((await reserve(await newShopper(), CX5.id)).status).toBe(201);
  });
});

// ---- a capture already taken (a fresh database: each test sells a car) ------------------------

forEachDatabase("a capture already taken", () => {
  it("a capture whose webhook landed first is answered 200 with what happened, not 409", async () => {
    const sale = await holdCar(HILUX.id);
    // The dealer captures in the provider's dashboard; its webhook reaches us before our own command.
    await paymentsFor(await getDb()).capture(sale.row.paymentId!, "dashboard");
    const landed = await webhook(...signed(paymentIntentEvent("payment_intent.succeeded", sale.row)));
    expect(landed.json.outcome).toBe(`captured ${sale.reservation.reference}`);

    const answer = await ops({ action: "capture", id: sale.reservation.reference });
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({
      outcome: "already captured",
      reservations: [{ status: "captured", note: "changed at the payment provider" }],
    });
    expect((await reservationStockChanges(HILUX.id, sale.reservation.id)).map((c) => c.change)).toEqual([
      { reserved: true },
      { status: "sold", reserved: false },
    ]);
  });

  it("a capture the provider refuses because the money is already taken counts as taken (Stripe will not capture twice)", async () => {
    const sale = await holdCar(CX5.id);
    const db = await getDb();
    const tenant = await loadPublishedTenant(TENANT);
    // As Stripe answers a capture of a PaymentIntent it has captured already.
    const stripeLike = new (class extends LocalPayments {
      override async capture(): Promise<never> {
        throw new PaymentsError("rejected", "The payment service couldn't process this request.", "already captured");
      }
    })({ store: dbPaymentStore(db) });
    // Refused while the money is not taken: nothing changes and the dealer may try again.
    await expect(closeReservation(db, tenant, stripeLike, sale.reservation.id, "captured")).rejects.toThrow(
      PaymentsError,
    );
    expect((await reservationRow(sale.reservation.id)).status).toBe("held");
    // Taken at the provider meanwhile (its webhook not here yet): the same refusal now means done.
    await paymentsFor(db).capture(sale.row.paymentId!, "dashboard");
    const closed = await closeReservation(db, tenant, stripeLike, sale.reservation.id, "captured");
    expect(closed.row.status).toBe("captured");
    expect(closed.already).toBeUndefined();
    expect((await reservationLeads(sale.reservation.reference)).map((lead) => lead.details)).toMatchObject([
      { reservation_status: "held" },
      { reservation_status: "captured" },
    ]);
  });
});

// ---- refunds and disputes (a fresh database: a captured deposit sells the car) ---------------------

forEachDatabase("refunds and disputes", () => {
  it("a refund at the provider is recorded on the reservation and sent to the dealer; each refund once", async () => {
    const sale = await holdCar(HILUX.id);
    expect((await ops({ action: "capture", id: sale.reservation.id })).status).toBe(200);
    const payments = await localPayments();

    const half = await payments.refund(sale.row.paymentId!, 10_000);
    const first = await webhook(half.body, half.signature);
    expect(first.json).toEqual({ received: true, duplicate: false, outcome: `refunded ${sale.reservation.reference}` });
    expect(await reservationRow(sale.reservation.id)).toMatchObject({ status: "captured", refundedCents: 10_000 });
    expect((await reservationRow(sale.reservation.id)).refundedAt).toBeInstanceOf(Date);
    expect((await webhook(half.body, half.signature)).json.duplicate).toBe(true);

    const rest = await payments.refund(sale.row.paymentId!);
    expect((await webhook(rest.body, rest.signature)).status).toBe(200);
    expect((await reservationRow(sale.reservation.id)).refundedCents).toBe(20_000);

    const refunds = (await reservationLeads(sale.reservation.reference)).filter(
      (lead) => (lead.details as { payment_news?: string }).payment_news === "refunded",
    );
    expect(refunds.map((lead) => lead.details)).toMatchObject([{ refunded_cents: 10_000 }, { refunded_cents: 20_000 }]);
    expect(refunds[0]!.comments).toContain("Deposit refunded at the payment provider");
    expect(refunds[0]!.comments).toContain("$100.00 of the $200.00 deposit refunded");
    // The shopper hears of each refund once (the replayed event sent nothing).
    const refundMails = (await emailsAbout(sale.reservation.reference)).filter((mail) =>
      mail.subject.includes("refunded"),
    );
    expect(refundMails.map((mail) => mail.text.match(/Refunded: (\S+)/)?.[1])).toEqual(["$100.00", "$200.00"]);

    const listed = await ops({ action: "list", status: "captured" });
    expect(listed.json.reservations).toMatchObject([{ id: sale.reservation.id, refunded_cents: 20_000 }]);
  });

  it("a dispute (which names only the payment) is recorded on the reservation and sent to the dealer", async () => {
    const sale = await holdCar(CX5.id);
    expect((await ops({ action: "capture", id: sale.reservation.id })).status).toBe(200);
    const disputed = await (await localPayments()).dispute(sale.row.paymentId!, "product_not_received");
    expect(JSON.parse(disputed.body).data.object.metadata).toEqual({});
    const answer = await webhook(disputed.body, disputed.signature);
    expect(answer.json.outcome).toBe(`disputed ${sale.reservation.reference}`);
    const row = await reservationRow(sale.reservation.id);
    expect(row).toMatchObject({ status: "captured", disputeReason: "product_not_received" });
    expect(row.disputedAt).toBeInstanceOf(Date);
    const lead = (await reservationLeads(sale.reservation.reference)).find(
      (l) => (l.details as { payment_news?: string }).payment_news === "disputed",
    );
    expect(lead!.comments).toContain("Deposit disputed: the shopper's bank opened a dispute");
    expect(lead!.comments).toContain("product_not_received");
    expect(lead!.details).toMatchObject({ dispute_reason: "product_not_received", disputed_cents: 20_000 });
    const listed = await ops({ action: "list", status: "captured" });
    expect(listed.json.reservations.find((r: { id: string }) => r.id === sale.reservation.id)).toMatchObject({
      dispute_reason: "product_not_received",
      disputed_at: row.disputedAt!.toISOString(),
    });
  });

  it("a hold let go, which Stripe also reports as a refund (of a charge never captured), records nothing", async () => {
    const db = await getDb();
    const [row] = await db
      .select()
      .from(reservations)
      .where(and(eq(reservations.tenant, TENANT), eq(reservations.status, "captured")))
      .limit(1);
    const before = await reservationLeads(row!.reference);
    const body = JSON.stringify({
      id: `evt_test_${randomUUID()}`,
      object: "event",
      type: "charge.refunded",
      created: Math.floor(Date.now() / 1000),
      data: {
        object: {
          id: "ch_test_released",
          object: "charge",
          amount: 20_000,
          amount_refunded: 20_000,
          captured: false,
          currency: "aud",
          payment_intent: row!.paymentId,
          metadata: {},
        },
      },
    });
    const answer = await webhook(...signed(body));
    expect(answer.json.outcome).toBe(`ignored: ${row!.reference}'s hold let go`);
    expect((await reservationRow(row!.id)).refundedCents).toBe(row!.refundedCents);
    expect(await reservationLeads(row!.reference)).toHaveLength(before.length);
  });
});
