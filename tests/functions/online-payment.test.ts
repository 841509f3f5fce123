import { randomUUID } from "node:crypto";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { and, asc, eq } from "drizzle-orm";
import { afterAll, expect, it } from "vitest";
import lastSmsFn from "../../functions/dev-last-sms.ts";
import payFn from "../../functions/online-payment.ts";
import statusFn from "../../functions/online-payment-status.ts";
import checkoutFn from "../../functions/payments-local-checkout.ts";
import webhookFn from "../../functions/payments-webhook.ts";
import sendFn from "../../functions/sign-in-send.ts";
import verifyFn from "../../functions/sign-in-verify.ts";
import { getDb } from "../../functions/_shared/platform/db/client.ts";
import { leadDeliveries, leads, onlinePayments, paymentEvents } from "../../functions/_shared/platform/db/schema.ts";
import { recordOnOnlinePayment } from "../../functions/_shared/online-payments/store.ts";
import { attemptDeliveries } from "../../functions/_shared/platform/outbox/deliver.ts";
import { claimDue } from "../../functions/_shared/platform/outbox/store.ts";
import { paymentsFor } from "../../functions/_shared/payment-events/provider.ts";
import { LOCAL_WEBHOOK_SECRET, LocalPayments } from "../../functions/_shared/platform/providers/payments/local.ts";
import { localEmailsTo } from "../../functions/_shared/platform/providers/email/local.ts";
import { clearTenantCache } from "../../functions/_shared/platform/tenant.ts";
import { createOnlinePayment } from "#lib/api/online-payment.ts";
import { formatPaidAt, RECEIPT_PATTERN } from "#lib/online-payments/online-payment.ts";
import { signStripePayload } from "#lib/payments/stripe-signature.ts";
import { CARD_MESSAGES } from "#lib/payments/test-cards.ts";
import { forEachDatabase } from "./support/each-database.ts";
import { checkoutIdOf, checkoutRecord, submitCheckout, useTwoYardsCrm } from "./support/payments.ts";
import { call, sessionCookieFrom, useFunctionEnv } from "./support/harness.ts";

useFunctionEnv();

/**
 * Online payment: two-yards offers it with the default limits ($10 to $10,000, 'Vehicle
 * balance' or 'Service invoice'); one-yard does not; gated-yard (a copy of two-yards made here)
 * gates it behind sign-in.
 */
const tenants = mkdtempSync(join(tmpdir(), "forecourt-online-payment-"));
for (const slug of ["two-yards", "one-yard"])
  cpSync(resolve(`tests/fixtures/function-tenants/${slug}`), join(tenants, slug), { recursive: true });
cpSync(resolve("tests/fixtures/function-tenants/two-yards"), join(tenants, "gated-yard"), { recursive: true });
const gated = JSON.parse(readFileSync(join(tenants, "gated-yard", "tenant.json"), "utf8"));
gated.slug = "gated-yard";
gated.features.gatedRoutes = ["my-garage", "online-payment"];
writeFileSync(join(tenants, "gated-yard", "tenant.json"), JSON.stringify(gated));
process.env.TENANTS_DIR = tenants;
clearTenantCache();

useTwoYardsCrm();
afterAll(() => rmSync(tenants, { recursive: true, force: true }));

const TENANT = "two-yards";
const RANGE = "Please enter an amount between $10 and $10,000.";
const CARDS = { ok: "4242 4242 4242 4242", declined: "4000000000000002" };
const card = (number: string) => ({ number, expiry: "12/40", cvc: "123" });

let shoppers = 0;
/** A shopper's details, each with their own phone and address (no rate limit shared). */
function shopper() {
  const n = ++shoppers;
  return {
    ip: `198.51.100.${n}`,
    details: {
      purpose: "Service invoice",
      reference: `INV-${1000 + n}`,
      amount: "249.50",
      first_name: "Ada",
      last_name: `Payer${n}`,
      email: "ada@example.com",
      phone: `0457${String(n).padStart(6, "0")}`,
    },
  };
}
type Shopper = ReturnType<typeof shopper>;

const pay = (who: Shopper, extra: Record<string, unknown> = {}, options: { slug?: string; cookie?: string } = {}) =>
  call(payFn, "/api/online-payment", { body: { ...who.details, ...extra }, ip: who.ip, ...options });

const statusOf = (id: string, slug = TENANT) => call(statusFn, "/api/online-payment/status", { query: { id }, slug });

async function paymentRow(id: string) {
  const db = await getDb();
  const [row] = await db.select().from(onlinePayments).where(eq(onlinePayments.id, id));
  return row!;
}

async function paymentLeads(receipt: string) {
  const db = await getDb();
  const rows = await db
    .select()
    .from(leads)
    .where(and(eq(leads.tenant, TENANT), eq(leads.kind, "online-payment")))
    .orderBy(asc(leads.createdAt));
  return rows.filter((lead) => lead.comments?.includes(receipt));
}

const lastSms = async (phone: string, slug = TENANT) =>
  (await call(lastSmsFn, "/api/dev/last-sms", { query: { phone }, slug })).json?.body as string | undefined;

/** Follow-up work (deliveries, the SMS) runs after the answer: wait a little for it. */
async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 10_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > until) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
}

const webhook = (body: string, signature: string) =>
  call(webhookFn, "/api/payments/webhook", {
    raw: body,
    headers: { "content-type": "application/json", "stripe-signature": signature },
  });

forEachDatabase("online payment", () => {
  it("takes the amount in dollars as typed, to the cent, and ignores any amount in cents sent alongside", async () => {
    const who = shopper();
    const { status, json } = await pay(who, { amount: "$1,249.5", amount_cents: 1, amountCents: 1 });
    expect(status).toBe(201);
    expect(createOnlinePayment.response.safeParse(json).success).toBe(true);
    expect(json.payment).toMatchObject({
      status: "pending",
      purpose: "Service invoice",
      reference: who.details.reference,
      amount_cents: 124_950,
      amount_text: "$1,249.50",
      currency: "aud",
      paid_at: null,
      paid_text: null,
      status_text: "Waiting for the payment to be confirmed…",
    });
    expect(json.payment.receipt_number).toMatch(RECEIPT_PATTERN);
    expect(json.checkout_url).toMatch(/^\/payments\/local-checkout\/cs_local_[0-9a-f]{24}$/);
    expect(await paymentRow(json.payment.id)).toMatchObject({ amountCents: 124_950, phone: who.details.phone });
    const record = await checkoutRecord(json.checkout_url);
    expect(record).toMatchObject({
      kind: "payment",
      amountCents: 124_950,
      currency: "aud",
      status: "requires_payment",
      carName: `Service invoice ${who.details.reference}`,
      metadata: { kind: "online_payment", tenant: TENANT, payment_id: json.payment.id },
    });
    expect(new URL(record.successUrl).pathname + new URL(record.successUrl).search).toBe(
      `/online-payment?payment=${json.payment.id}`,
    );
    expect(record.cancelUrl).toMatch(new RegExp(`/online-payment\\?payment=${json.payment.id}&cancelled=1$`));
  });

  it.each([
    [{ amount: "9.99" }, "amount", RANGE],
    [{ amount: "10000.01" }, "amount", RANGE],
    [{ amount: 1_000_000 }, "amount", RANGE],
    [{ amount: "-50" }, "amount", "Please enter an amount in dollars and cents, for example 250.00."],
    [{ amount: "249.999" }, "amount", "Please enter an amount in dollars and cents, for example 250.00."],
    [{ amount: "" }, "amount", "This is a required field."],
    [{ purpose: "Car wash" }, "purpose", "Please choose one of the options."],
    [{ reference: "INV 1042; DROP TABLE" }, "reference", expect.stringContaining("up to 40 letters")],
    [{ reference: "A".repeat(41) }, "reference", expect.stringContaining("up to 40 letters")],
  ])("refuses %j with 400 and the field's message, and stores nothing", async (change, field, message) => {
    const who = shopper();
    const { status, json } = await pay(who, change);
    expect(status).toBe(400);
    expect(json.error).toMatchObject({ code: "validation", message: "Please fix the following errors:" });
    expect(json.error.fields).toEqual({ [field]: message });
    const db = await getDb();
    const stored = await db.select().from(onlinePayments).where(eq(onlinePayments.phone, who.details.phone));
    expect(stored).toHaveLength(0);
  });

  it("accepts the limits themselves", async () => {
    for (const amount of ["10", "10000.00"]) expect((await pay(shopper(), { amount })).status).toBe(201);
  });

  it("pays on the local checkout: paid with a receipt on the dealer's clock, the dealer gets a lead and the shopper an SMS", async () => {
    const who = shopper();
    const { payment, checkout_url } = (await pay(who)).json;

    const page = await call(checkoutFn, checkout_url);
    expect(page.status).toBe(200);
    expect(page.json).toContain("A$249.50");
    expect(page.json).toContain(`Service invoice ${who.details.reference}`);
    expect(page.json).toContain("Make a payment");
    expect(page.json).not.toContain("deposit");

    const paid = await submitCheckout(checkout_url, card(CARDS.ok));
    expect(paid.status).toBe(303);
    const location = paid.response.headers.get("location")!;
    expect(new URL(location).pathname).toBe("/online-payment");
    expect(new URL(location).searchParams.get("payment")).toBe(payment.id);

    // The webhook was handled before the redirect: the receipt page finds it paid.
    const { status, json } = await statusOf(payment.id);
    expect(status).toBe(200);
    const receipt = json.payment;
    expect(receipt).toMatchObject({
      status: "paid",
      receipt_number: payment.receipt_number,
      amount_text: "$249.50",
      status_text: "Payment received. Thank you.",
    });
    expect(receipt.paid_text).toBe(formatPaidAt(new Date(receipt.paid_at), "Australia/Sydney"));
    expect(receipt.paid_text).toMatch(/^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} [ap]m AE[DS]T$/);
    expect(await checkoutRecord(checkout_url)).toMatchObject({ status: "captured" });
    const row = await paymentRow(payment.id);
    expect(row.paymentId).toBe(checkoutIdOf(checkout_url).replace("cs_", "pi_"));
    expect((await paymentsFor(await getDb()).readPayment(row.paymentId!)).status).toBe("captured");

    const [lead, ...others] = await paymentLeads(payment.receipt_number);
    expect(others).toHaveLength(0);
    expect(lead).toMatchObject({
      kind: "online-payment",
      formType: "Online Payment",
      category: "Service",
      phone: who.details.phone,
      email: "ada@example.com",
    });
    for (const text of [payment.receipt_number, who.details.reference, "Service invoice", "$249.50"])
      expect(lead!.comments).toContain(text);
    expect(lead!.details).toMatchObject({
      receipt_number: payment.receipt_number,
      payment_reference: who.details.reference,
      payment_purpose: "Service invoice",
      amount_cents: 24_950,
      currency: "aud",
    });

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
      () => lastSms(who.details.phone),
      (body) => Boolean(body?.includes(payment.receipt_number)),
    );
    expect(sms).toContain("$249.50");
    expect(sms).toContain(who.details.reference);
    expect(sms).toContain(receipt.paid_text);
    // The receipt by email too, once (sent beside the SMS, in either order).
    const mails = await eventually(
      async () =>
        (await localEmailsTo(TENANT, "ada@example.com")).filter((mail) => mail.text.includes(payment.receipt_number)),
      (found) => found.length > 0,
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Receipt for your payment ${payment.receipt_number} – Two Yards Motors`);
    for (const part of [
      "Amount: $249.50",
      `For: Service invoice ${who.details.reference}`,
      `Paid: ${receipt.paid_text}`,
    ])
      expect(mails[0]!.text).toContain(part);
  });

  it("a declined card stays on the provider's page: the payment is failed (no lead) until another card pays it", async () => {
    const who = shopper();
    const { payment, checkout_url } = (await pay(who, { purpose: "Vehicle balance", amount: "5000" })).json;

    const declined = await submitCheckout(checkout_url, card(CARDS.declined));
    expect(declined.status).toBe(402);
    expect(declined.json).toContain(CARD_MESSAGES.declined);
    expect(await paymentRow(payment.id)).toMatchObject({ status: "failed", note: "card declined", paidAt: null });
    expect((await statusOf(payment.id)).json.payment).toMatchObject({
      status: "failed",
      status_text: "Your last card was declined. No money has been taken; you can try again.",
    });
    expect(await paymentLeads(payment.receipt_number)).toHaveLength(0);

    expect((await submitCheckout(checkout_url, card(CARDS.ok))).status).toBe(303);
    expect((await statusOf(payment.id)).json.payment.status).toBe("paid");
    const [lead] = await paymentLeads(payment.receipt_number);
    expect(lead).toMatchObject({ category: "Sales" });
    expect(lead!.comments).toContain("$5,000.00");
  });

  it("the same idempotency key (a double click) gets the same payment and checkout back (200)", async () => {
    const who = shopper();
    const key = `pay-${randomUUID()}`;
    const first = await pay(who, { idempotency_key: key });
    expect(first.status).toBe(201);
    const again = await pay(who, { idempotency_key: key, amount: "9999" });
    expect(again.status).toBe(200);
    expect(again.json.payment).toEqual(first.json.payment);
    expect(again.json.checkout_url).toBe(first.json.checkout_url);
  });

  it("the provider's two events arriving at once pay once; a replay is a duplicate and changes nothing", async () => {
    const who = shopper();
    const { payment, checkout_url } = (await pay(who)).json;
    // Paid at the provider, its webhooks (checkout.session.completed, payment_intent.succeeded) not yet delivered.
    const payments = paymentsFor(await getDb());
    if (!(payments instanceof LocalPayments)) throw new Error("expected the local payments provider");
    const paid = await payments.completeCheckout(checkoutIdOf(checkout_url), card(CARDS.ok));
    if (paid.outcome !== "paid") throw new Error(`the test card was ${paid.outcome}`);
    expect(paid.webhooks).toHaveLength(2);

    const answers = await Promise.all(paid.webhooks.map((w) => webhook(w.body, w.signature)));
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(answers.map((a) => a.json.outcome).sort()).toEqual([`paid ${payment.receipt_number}`, "unchanged: paid"]);
    const row = await paymentRow(payment.id);
    expect(row.status).toBe("paid");
    expect(await paymentLeads(payment.receipt_number)).toHaveLength(1);

    for (const replayed of paid.webhooks) {
      const again = await webhook(replayed.body, replayed.signature);
      expect(again.status).toBe(200);
      expect(again.json).toEqual({ received: true, duplicate: true, outcome: "duplicate" });
    }
    expect(await paymentRow(payment.id)).toEqual(row);
    expect(await paymentLeads(payment.receipt_number)).toHaveLength(1);
    const db = await getDb();
    const ids = paid.webhooks.map((w) => JSON.parse(w.body).id as string);
    const stored = await db.select().from(paymentEvents);
    expect(stored.filter((e) => ids.includes(e.eventId))).toHaveLength(2);
  });

  it("an online payment event naming no payment of ours is stored and ignored; a bad signature is refused", async () => {
    const body = JSON.stringify({
      id: `evt_test_${randomUUID()}`,
      object: "event",
      type: "payment_intent.succeeded",
      data: {
        object: {
          id: "pi_test_x",
          object: "payment_intent",
          status: "succeeded",
          metadata: { kind: "online_payment", tenant: TENANT, payment_id: randomUUID() },
        },
      },
    });
    const refused = await webhook(body, signStripePayload(body, "whsec_someone_else"));
    expect(refused.status).toBe(400);
    const answer = await webhook(body, signStripePayload(body, LOCAL_WEBHOOK_SECRET));
    expect(answer.json).toEqual({ received: true, duplicate: false, outcome: "ignored: no online payment" });
  });

  it("is not offered (404) where the dealer has it off, for payments and receipts alike", async () => {
    const who = shopper();
    const refused = await pay(who, {}, { slug: "one-yard" });
    expect(refused.status).toBe(404);
    expect(refused.json.error).toEqual({
      code: "not_offered",
      message: "Online payments aren't available here. Please contact us.",
    });
    // Even an invalid body: the page does not exist, whatever is sent.
    expect((await pay(who, { amount: "1" }, { slug: "one-yard" })).status).toBe(404);
    const { payment } = (await pay(shopper())).json;
    expect((await statusOf(payment.id, "one-yard")).json.error.code).toBe("not_offered");
    expect((await statusOf(randomUUID())).status).toBe(404);
  });

  it("asks a signed-out shopper to sign in (401) where the dealer gates online-payment; signed in, they pay", async () => {
    const who = shopper();
    const signedOut = await pay(who, {}, { slug: "gated-yard" });
    expect(signedOut.status).toBe(401);
    expect(signedOut.json.error.code).toBe("unauthorized");

    const phone = who.details.phone;
    await call(sendFn, "/api/sign-in/send", { body: { phone_number: phone }, ip: who.ip, slug: "gated-yard" });
    const code = (await call(lastSmsFn, "/api/dev/last-sms", { query: { phone }, slug: "gated-yard" })).json.code;
    const verified = await call(verifyFn, "/api/sign-in/verify", {
      body: { phone_number: phone, code },
      ip: who.ip,
      slug: "gated-yard",
    });
    const cookie = sessionCookieFrom(verified.response);
    const signedIn = await pay(who, {}, { slug: "gated-yard", cookie });
    expect(signedIn.status).toBe(201);
    // The receipt needs no session: its id is the secret.
    expect((await statusOf(signedIn.json.payment.id, "gated-yard")).status).toBe(200);
  });

  it("slows down one address opening many checkouts (429)", async () => {
    const who = shopper();
    const answers = [];
    for (let n = 0; n < 31; n++) answers.push((await pay(who, { idempotency_key: `burst-${n}-${who.ip}` })).status);
    expect(answers.slice(0, 30).every((status) => status === 201)).toBe(true);
    expect(answers[30]).toBe(429);
  });
});

// ---- refunds and disputes of a paid online payment, as reservations record their deposits' ----

/** The local provider as the functions use it; its refunds and disputes are sent by the test itself. */
function localPayments(): Promise<LocalPayments> {
  return getDb().then((db) => {
    const payments = paymentsFor(db);
    if (!(payments instanceof LocalPayments)) throw new Error("expected the local payments provider");
    return payments;
  });
}

/** A shopper's payment, paid on the local checkout. */
async function paidPayment() {
  const who = shopper();
  const { payment, checkout_url } = (await pay(who)).json;
  expect((await submitCheckout(checkout_url, card(CARDS.ok))).status).toBe(303);
  const row = await paymentRow(payment.id);
  expect(row).toMatchObject({ status: "paid", refundedCents: 0, disputedAt: null });
  return { who, receipt: payment.receipt_number as string, row };
}

/** The dealer's leads about `receipt` carrying the provider's news of `kind`. */
const newsLeads = async (receipt: string, kind: "refunded" | "disputed") =>
  (await paymentLeads(receipt)).filter((lead) => (lead.details as { payment_news?: string }).payment_news === kind);

/**
 * Every delivery of these leads, once the follow-up has tried them. On a busy machine a first
 * attempt can fail (a slow local stub) and wait for its retry: the outbox's sweep, run here at the
 * retry's time, delivers it as the scheduled one would.
 */
async function deliveredTo(leadIds: string[]) {
  const db = await getDb();
  const read = async () => (await db.select().from(leadDeliveries)).filter((d) => leadIds.includes(d.leadId));
  const allDelivered = (found: Awaited<ReturnType<typeof read>>) =>
    found.length === leadIds.length * 2 && found.every((d) => d.status === "delivered");
  let rows = await eventually(read, allDelivered);
  const waiting = rows.filter((d) => d.status === "pending").map((d) => d.id);
  if (waiting.length) {
    const later = new Date(Date.now() + 24 * 60 * 60 * 1000);
    await attemptDeliveries(db, await claimDue(db, { ids: waiting, now: later }));
    rows = await read();
  }
  return rows.map((d) => [d.destination, d.status]).sort();
}

forEachDatabase("online payment refunds and disputes", () => {
  it("a refund in part, then the rest, is recorded on the paid payment and told to the dealer once each; a replay changes nothing", async () => {
    const { receipt, row } = await paidPayment();
    const payments = await localPayments();

    const part = await payments.refund(row.paymentId!, 10_000);
    // Like Stripe's charge.refunded, it names the payment only by its PaymentIntent.
    expect(JSON.parse(part.body).data.object.metadata).toEqual({});
    expect((await webhook(part.body, part.signature)).json).toEqual({
      received: true,
      duplicate: false,
      outcome: `refunded ${receipt}`,
    });
    const refunded = await paymentRow(row.id);
    expect(refunded).toMatchObject({ status: "paid", refundedCents: 10_000, paidAt: row.paidAt });
    expect(refunded.refundedAt).toBeInstanceOf(Date);

    const replay = await webhook(part.body, part.signature);
    expect(replay.json).toEqual({ received: true, duplicate: true, outcome: "duplicate" });
    expect(await paymentRow(row.id)).toEqual(refunded);
    expect(await newsLeads(receipt, "refunded")).toHaveLength(1);

    const rest = await payments.refund(row.paymentId!);
    expect((await webhook(rest.body, rest.signature)).json.outcome).toBe(`refunded ${receipt}`);
    expect(await paymentRow(row.id)).toMatchObject({ status: "paid", refundedCents: 24_950 });
    expect((await webhook(rest.body, rest.signature)).json.duplicate).toBe(true);

    const leads = await newsLeads(receipt, "refunded");
    expect(leads.map((lead) => lead.details)).toMatchObject([
      { receipt_number: receipt, payment_status: "paid", refunded_cents: 10_000, amount_cents: 24_950 },
      { receipt_number: receipt, payment_status: "paid", refunded_cents: 24_950, amount_cents: 24_950 },
    ]);
    expect(leads[0]).toMatchObject({ kind: "online-payment", formType: "Online Payment", category: "Service" });
    expect(leads[0]!.comments).toContain(`Online payment refunded at the payment provider. Receipt ${receipt}.`);
    expect(leads[0]!.comments).toContain("$100.00 of the $249.50 payment refunded at the payment provider");
    expect(leads[1]!.comments).toContain("$249.50 of the $249.50 payment refunded");
    // The paid lead, then one per refund: nothing else.
    expect(await paymentLeads(receipt)).toHaveLength(3);
    expect(await deliveredTo(leads.map((lead) => lead.id))).toEqual([
      ["adf", "delivered"],
      ["adf", "delivered"],
      ["crm", "delivered"],
      ["crm", "delivered"],
    ]);
  });

  it("the refunded total only grows: a total worked out from an older read, stored last, does not lower it (two refunds at once)", async () => {
    const { row } = await paidPayment();
    const db = await getDb();
    // The later refund's total is stored first; the earlier one's, read before it, lands after.
    await recordOnOnlinePayment(db, row.id, "refunded", { refundedCents: 24_950 });
    await recordOnOnlinePayment(db, row.id, "refunded", { refundedCents: 10_000 });
    expect(await paymentRow(row.id)).toMatchObject({ status: "paid", refundedCents: 24_950 });
  });

  it("a dispute, which carries no metadata of ours, is matched by the provider's payment id, recorded and told to the dealer once", async () => {
    const { receipt, row } = await paidPayment();
    const disputed = await (await localPayments()).dispute(row.paymentId!, "product_not_received");
    expect(JSON.parse(disputed.body).data.object.metadata).toEqual({});

    expect((await webhook(disputed.body, disputed.signature)).json).toEqual({
      received: true,
      duplicate: false,
      outcome: `disputed ${receipt}`,
    });
    const after = await paymentRow(row.id);
    expect(after).toMatchObject({
      status: "paid",
      disputeReason: "product_not_received",
      disputedCents: 24_950,
      refundedCents: 0,
    });
    expect(after.disputedAt).toBeInstanceOf(Date);

    expect((await webhook(disputed.body, disputed.signature)).json.duplicate).toBe(true);
    expect(await paymentRow(row.id)).toEqual(after);

    const [lead, ...more] = await newsLeads(receipt, "disputed");
    expect(more).toHaveLength(0);
    expect(lead!.comments).toContain(
      `Online payment disputed: the shopper's bank opened a dispute. Receipt ${receipt}.`,
    );
    expect(lead!.comments).toContain(
      "The shopper's bank disputes $249.50 (product_not_received): answer it at the payment provider before its deadline",
    );
    expect(lead!.details).toMatchObject({
      receipt_number: receipt,
      payment_news: "disputed",
      dispute_reason: "product_not_received",
      disputed_cents: 24_950,
    });
    expect(await deliveredTo([lead!.id])).toEqual([
      ["adf", "delivered"],
      ["crm", "delivered"],
    ]);
  });

  it("a refund naming the payment in its metadata is recorded too; a hold let go or a payment nobody has records nothing", async () => {
    const { receipt, row } = await paidPayment();
    const charge = (object: Record<string, unknown>) =>
      JSON.stringify({
        id: `evt_test_${randomUUID()}`,
        object: "event",
        type: "charge.refunded",
        created: Math.floor(Date.now() / 1000),
        data: { object: { id: "ch_test", object: "charge", amount: 24_950, currency: "aud", ...object } },
      });
    const signed = (body: string) => webhook(body, signStripePayload(body, LOCAL_WEBHOOK_SECRET));

    // The provider may copy the payment's metadata onto its charge: the metadata names the payment.
    const named = await signed(
      charge({
        amount_refunded: 5_000,
        captured: true,
        payment_intent: "pi_not_the_one_on_the_row",
        metadata: { kind: "online_payment", tenant: TENANT, payment_id: row.id },
      }),
    );
    expect(named.json.outcome).toBe(`refunded ${receipt}`);
    expect((await paymentRow(row.id)).refundedCents).toBe(5_000);
    const before = await paymentRow(row.id);
    const leads = (await paymentLeads(receipt)).length;

    // Stripe reports an authorisation let go as a refund of a charge never captured: nothing taken came back.
    const letGo = await signed(
      charge({ amount_refunded: 24_950, captured: false, payment_intent: row.paymentId, metadata: {} }),
    );
    expect(letGo.json.outcome).toBe("ignored");
    // A payment that is neither a reservation's nor an online payment's: stored, and ignored.
    const stranger = await signed(
      charge({ amount_refunded: 24_950, captured: true, payment_intent: "pi_someone_elses", metadata: {} }),
    );
    expect(stranger.json).toEqual({ received: true, duplicate: false, outcome: "ignored: no reservation" });
    expect(await paymentRow(row.id)).toEqual(before);
    expect(await paymentLeads(receipt)).toHaveLength(leads);
  });
});
