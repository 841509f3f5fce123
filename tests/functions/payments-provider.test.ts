import Stripe from "stripe";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { paymentsProvider } from "../../functions/_shared/platform/providers/payments/index.ts";
import {
  AUTHENTICATION_FAILED,
  CHECKOUT_EXPIRED,
  LocalPayments,
  memoryPaymentStore,
  type SignedWebhook,
} from "../../functions/_shared/platform/providers/payments/local.ts";
import { stripePayments } from "../../functions/_shared/platform/providers/payments/stripe.ts";
import {
  type DepositCheckoutRequest,
  type PaymentCheckoutRequest,
  PAYMENTS_UNAVAILABLE,
  PaymentsError,
  WebhookSignatureError,
} from "../../functions/_shared/platform/providers/payments/types.ts";
import { signStripePayload } from "#lib/payments/stripe-signature.ts";
import { CARD_MESSAGES } from "#lib/payments/test-cards.ts";
import { sendJson, startStub, type Stub } from "./support/stub-server.ts";

const WEBHOOK_SECRET = "whsec_test_payments";
/** When the reservation lapses: 31 minutes from now, in whole seconds as Stripe takes it. */
const EXPIRES_AT = new Date((Math.floor(Date.now() / 1000) + 31 * 60) * 1000);
const deposit: DepositCheckoutRequest = {
  slug: "harbour-city",
  carId: "car-123",
  carName: "2021 Toyota Corolla Ascent",
  reservationId: "res-1",
  amountCents: 20_000,
  currency: "aud",
  successUrl: "https://harbour-city.example/reserve/done",
  cancelUrl: "https://harbour-city.example/cars/car-123",
  customerEmail: "ada@example.com",
  expiresAt: EXPIRES_AT,
  idempotencyKey: "reserve-res-1",
};
/** An online payment: captured as the shopper pays. */
const payment: PaymentCheckoutRequest = {
  slug: "harbour-city",
  onlinePaymentId: "pay-1",
  description: "Service invoice INV-1042",
  amountCents: 24_950,
  currency: "aud",
  successUrl: "https://harbour-city.example/online-payment?payment=pay-1",
  cancelUrl: "https://harbour-city.example/online-payment?payment=pay-1&cancelled=1",
  customerEmail: "ada@example.com",
  idempotencyKey: "online-payment:pay-1",
};
const intent = (status: string, extra: object = {}) => ({
  id: "pi_1",
  object: "payment_intent",
  status,
  amount: 20_000,
  currency: "aud",
  metadata: { tenant: "harbour-city", car_id: "car-123", reservation_id: "res-1" },
  ...extra,
});
const event = (type: string, object: object) =>
  JSON.stringify({ id: "evt_1", object: "event", type, data: { object } });

/** The part of Stripe's API we use. */
let failWith: { status: number; error: object } | null = null;
let sessionStatus = "open";
let stub: Stub;
beforeAll(async () => {
  stub = await startStub((req, res) => {
    if (req.headers.authorization !== "Bearer sk_test_123")
      return sendJson(res, 401, { error: { type: "invalid_request_error", message: "bad key" } });
    if (failWith) return sendJson(res, failWith.status, { error: failWith.error });
    const path = req.url.split("?")[0]!;
    if (req.method === "POST" && path === "/v1/checkout/sessions")
      return sendJson(res, 200, {
        id: "cs_test_1",
        object: "checkout.session",
        url: "https://checkout.stripe.com/c/pay/cs_test_1",
        payment_intent: null,
      });
    const session = /^\/v1\/checkout\/sessions\/(cs_\w+)(\/expire)?$/.exec(path);
    if (session && req.method === "GET")
      return sendJson(res, 200, { id: session[1], object: "checkout.session", status: sessionStatus });
    if (session?.[2] && req.method === "POST")
      return sendJson(res, 200, { id: session[1], object: "checkout.session", status: "expired" });
    const match = /^\/v1\/payment_intents\/(pi_\w+)(\/capture|\/cancel)?$/.exec(path);
    if (match && req.method === "GET" && !match[2]) return sendJson(res, 200, intent("requires_capture"));
    if (match?.[2] === "/capture" && req.method === "POST") return sendJson(res, 200, intent("succeeded"));
    if (match?.[2] === "/cancel" && req.method === "POST") return sendJson(res, 200, intent("canceled"));
    sendJson(res, 404, { error: { type: "invalid_request_error", message: `no route ${req.method} ${path}` } });
  });
});
afterAll(() => stub.close());
beforeEach(() => {
  failWith = null;
  stub.requests.length = 0;
});

const stripe = () =>
  stripePayments({ secretKey: "sk_test_123", webhookSecret: WEBHOOK_SECRET, apiBase: stub.url, maxNetworkRetries: 0 });

describe("Stripe provider against a local stub", () => {
  it("creates a manual-capture AUD Checkout Session for the server's amount, with metadata and an idempotency key", async () => {
    expect(await stripe().createDepositCheckout(deposit)).toEqual({
      checkoutId: "cs_test_1",
      url: "https://checkout.stripe.com/c/pay/cs_test_1",
    });
    const [request] = stub.requests;
    expect(request!.headers["idempotency-key"]).toBe("reserve-res-1");
    const form = Object.fromEntries(new URLSearchParams(request!.body));
    expect(form).toMatchObject({
      mode: "payment",
      "payment_intent_data[capture_method]": "manual",
      "payment_intent_data[metadata][reservation_id]": "res-1",
      "line_items[0][quantity]": "1",
      "line_items[0][price_data][currency]": "aud",
      "line_items[0][price_data][unit_amount]": "20000",
      "line_items[0][price_data][product_data][name]": "Refundable deposit – 2021 Toyota Corolla Ascent",
      "metadata[tenant]": "harbour-city",
      "metadata[car_id]": "car-123",
      "metadata[reservation_id]": "res-1",
      client_reference_id: "res-1",
      customer_email: "ada@example.com",
      success_url: deposit.successUrl,
      cancel_url: deposit.cancelUrl,
      // The page takes no payment after the reservation lapses.
      expires_at: String(EXPIRES_AT.getTime() / 1000),
    });
  });

  it("expires an open Checkout Session (the shopper cancelled, or the reservation lapsed), and leaves a completed one", async () => {
    sessionStatus = "open";
    await stripe().expireCheckout("cs_test_1");
    sessionStatus = "complete";
    await stripe().expireCheckout("cs_test_2");
    expect(stub.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      "GET /v1/checkout/sessions/cs_test_1",
      "POST /v1/checkout/sessions/cs_test_1/expire",
      "GET /v1/checkout/sessions/cs_test_2",
    ]);
  });

  it("creates an online payment as an automatic-capture AUD Checkout Session, with its kind in the metadata", async () => {
    expect(await stripe().createPaymentCheckout(payment)).toEqual({
      checkoutId: "cs_test_1",
      url: "https://checkout.stripe.com/c/pay/cs_test_1",
    });
    const [request] = stub.requests;
    expect(request!.headers["idempotency-key"]).toBe("online-payment:pay-1");
    const form = Object.fromEntries(new URLSearchParams(request!.body));
    expect(form).toMatchObject({
      mode: "payment",
      "payment_intent_data[metadata][kind]": "online_payment",
      "payment_intent_data[metadata][payment_id]": "pay-1",
      "payment_intent_data[description]": "Service invoice INV-1042",
      "line_items[0][quantity]": "1",
      "line_items[0][price_data][currency]": "aud",
      "line_items[0][price_data][unit_amount]": "24950",
      "line_items[0][price_data][product_data][name]": "Service invoice INV-1042",
      "metadata[kind]": "online_payment",
      "metadata[tenant]": "harbour-city",
      "metadata[payment_id]": "pay-1",
      client_reference_id: "pay-1",
      customer_email: "ada@example.com",
      success_url: payment.successUrl,
      cancel_url: payment.cancelUrl,
    });
    // Not a hold: Stripe's default (automatic) capture takes the money at once.
    expect(Object.keys(form).filter((key) => key.includes("capture_method"))).toEqual([]);
    expect(form).not.toHaveProperty("metadata[reservation_id]");
  });

  it.each([
    ["not whole cents", { amountCents: 2_495.5 }],
    ["under Stripe's 50 cents", { amountCents: 49 }],
    ["without our payment id", { onlinePaymentId: "" }],
    ["without an idempotency key", { idempotencyKey: "" }],
  ])("refuses an online payment %s before calling Stripe", async (_name, change) => {
    await expect(stripe().createPaymentCheckout({ ...payment, ...change })).rejects.toMatchObject({
      code: "invalid",
    });
    expect(stub.requests).toHaveLength(0);
  });

  it("refuses an amount that is not whole cents before calling Stripe", async () => {
    await expect(stripe().createDepositCheckout({ ...deposit, amountCents: 199.5 })).rejects.toMatchObject({
      code: "invalid",
    });
    expect(stub.requests).toHaveLength(0);
  });

  it("reads, captures and releases a PaymentIntent, with idempotency keys", async () => {
    const provider = stripe();
    expect(await provider.readPayment("pi_1")).toEqual({
      id: "pi_1",
      status: "authorised",
      amountCents: 20_000,
      currency: "aud",
      metadata: intent("").metadata,
    });
    expect((await provider.capture("pi_1", "capture-res-1")).status).toBe("captured");
    expect((await provider.release("pi_1", "release-res-1")).status).toBe("released");
    expect(stub.requests.map((r) => `${r.method} ${r.url} ${r.headers["idempotency-key"] ?? ""}`.trim())).toEqual([
      "GET /v1/payment_intents/pi_1",
      "POST /v1/payment_intents/pi_1/capture capture-res-1",
      "POST /v1/payment_intents/pi_1/cancel release-res-1",
    ]);
  });

  it("maps a 402 card error to a decline with Stripe's wording", async () => {
    failWith = {
      status: 402,
      error: {
        type: "card_error",
        code: "card_declined",
        decline_code: "generic_decline",
        message: "Your card was declined.",
      },
    };
    const error = await stripe()
      .capture("pi_1", "k")
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentsError);
    expect(error).toMatchObject({ code: "declined", message: "Your card was declined." });
  });

  it.each([
    ["a 500", { status: 500, error: { type: "api_error", message: "boom" } }, "unavailable", PAYMENTS_UNAVAILABLE],
    [
      "a 429",
      { status: 429, error: { type: "invalid_request_error", message: "slow down" } },
      "unavailable",
      PAYMENTS_UNAVAILABLE,
    ],
    [
      "a 400",
      { status: 400, error: { type: "invalid_request_error", message: "already canceled" } },
      "rejected",
      "The payment service couldn't process this request.",
    ],
  ])("maps %s to a plain message", async (_name, failure, code, message) => {
    failWith = failure;
    await expect(stripe().readPayment("pi_1")).rejects.toMatchObject({ code, message });
  });

  it("maps an unreachable Stripe to the try-again message", async () => {
    const closed = await startStub(() => undefined);
    await closed.close();
    const provider = stripePayments({
      secretKey: "sk_test_123",
      webhookSecret: WEBHOOK_SECRET,
      apiBase: closed.url,
      maxNetworkRetries: 0,
    });
    await expect(provider.readPayment("pi_1")).rejects.toMatchObject({
      code: "unavailable",
      message: PAYMENTS_UNAVAILABLE,
    });
  });

  it.each([
    [
      "checkout.session.completed",
      { id: "cs_1", object: "checkout.session", payment_intent: "pi_1", metadata: { reservation_id: "res-1" } },
      { type: "checkout.completed", checkoutId: "cs_1", paymentId: "pi_1" },
    ],
    [
      "checkout.session.completed",
      { id: "cs_2", object: "checkout.session", payment_intent: "pi_2", payment_status: "paid", metadata: {} },
      { type: "checkout.completed", checkoutId: "cs_2", paymentId: "pi_2", paid: true },
    ],
    [
      "payment_intent.amount_capturable_updated",
      intent("requires_capture"),
      { type: "payment.authorised", paymentId: "pi_1" },
    ],
    ["payment_intent.payment_failed", intent("requires_payment_method"), { type: "payment.failed", paymentId: "pi_1" }],
    ["payment_intent.succeeded", intent("succeeded"), { type: "payment.captured", paymentId: "pi_1" }],
    ["payment_intent.canceled", intent("canceled"), { type: "payment.released", paymentId: "pi_1" }],
    // Refunds and disputes are no longer ignored; they name the payment by its PaymentIntent.
    [
      "charge.refunded",
      {
        id: "ch_1",
        object: "charge",
        amount: 20_000,
        amount_refunded: 5_000,
        captured: true,
        currency: "aud",
        payment_intent: "pi_1",
        metadata: {},
      },
      { type: "payment.refunded", paymentId: "pi_1", refundedCents: 5_000, captured: true, amountCents: 20_000 },
    ],
    [
      "charge.refunded",
      { id: "ch_2", object: "charge", amount_refunded: 20_000, captured: false, payment_intent: { id: "pi_2" } },
      { type: "payment.refunded", paymentId: "pi_2", refundedCents: 20_000, captured: false },
    ],
    [
      "charge.dispute.created",
      {
        id: "dp_1",
        object: "dispute",
        amount: 20_000,
        currency: "aud",
        charge: "ch_1",
        payment_intent: "pi_1",
        reason: "fraudulent",
      },
      {
        type: "payment.disputed",
        paymentId: "pi_1",
        amountCents: 20_000,
        currency: "aud",
        disputeReason: "fraudulent",
      },
    ],
    ["charge.succeeded", { id: "ch_1", object: "charge" }, { type: "other" }],
  ])("verifies and maps %s", async (type, object, expected) => {
    const payload = event(type, object);
    const header = new Stripe("sk_test_123").webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const mapped = await stripe().verifyWebhook(payload, header);
    expect(mapped).toMatchObject({ id: "evt_1", ...expected });
  });

  it.each([
    ["missing", () => null, "missing"],
    ["signed with another secret", (payload: string) => signStripePayload(payload, "whsec_other"), "mismatch"],
    [
      "replayed after 300 s",
      (payload: string) => signStripePayload(payload, WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 301),
      "expired",
    ],
    ["malformed", () => "t=abc", "malformed"],
  ])("rejects a webhook whose signature is %s", async (_name, header, reason) => {
    const payload = event("payment_intent.succeeded", intent("succeeded"));
    const error = await stripe()
      .verifyWebhook(payload, header(payload))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WebhookSignatureError);
    expect(error).toMatchObject({ reason });
  });

  it("rejects a tampered body", async () => {
    const payload = event("payment_intent.succeeded", intent("succeeded"));
    const header = signStripePayload(payload, WEBHOOK_SECRET);
    await expect(stripe().verifyWebhook(payload.replace("pi_1", "pi_2"), header)).rejects.toMatchObject({
      reason: "mismatch",
    });
  });
});

describe("local provider (the offline hosted checkout)", () => {
  const good = { expiry: "12/40", cvc: "123" };
  let delivered: SignedWebhook[];
  let local: LocalPayments;
  beforeEach(() => {
    delivered = [];
    local = new LocalPayments({
      store: memoryPaymentStore(),
      webhookSecret: WEBHOOK_SECRET,
      onWebhook: async (w) => void delivered.push(w),
    });
  });
  const checkout = async () => (await local.createDepositCheckout(deposit)).checkoutId;
  const paymentId = (checkoutId: string) => checkoutId.replace("cs_", "pi_");

  it("creates a session served by the local checkout page; the same idempotency key gives the same session", async () => {
    const first = await local.createDepositCheckout(deposit);
    expect(first.url).toBe(`/payments/local-checkout/${first.checkoutId}`);
    expect(await local.createDepositCheckout(deposit)).toEqual(first);
    await expect(local.createDepositCheckout({ ...deposit, amountCents: 100 })).rejects.toMatchObject({
      code: "rejected",
    });
  });

  it("takes no payment once the reservation has lapsed or the checkout was expired", async () => {
    const lapsed = (await local.createDepositCheckout({ ...deposit, expiresAt: new Date(Date.now() - 1000) }))
      .checkoutId;
    await expect(local.completeCheckout(lapsed, { number: "4242 4242 4242 4242", ...good })).rejects.toMatchObject({
      code: "rejected",
      message: CHECKOUT_EXPIRED,
    });
    const cancelled = await checkout();
    await local.expireCheckout(cancelled);
    await expect(local.completeCheckout(cancelled, { number: "4242 4242 4242 4242", ...good })).rejects.toMatchObject({
      message: CHECKOUT_EXPIRED,
    });
    expect(delivered).toHaveLength(0);
  });

  it("4242 4242 4242 4242 authorises and sends checkout.completed and payment.authorised, signed like Stripe", async () => {
    const id = await checkout();
    const result = await local.completeCheckout(id, { number: "4242 4242 4242 4242", ...good });
    expect(result).toMatchObject({ outcome: "authorised", redirectUrl: deposit.successUrl });
    expect(delivered).toHaveLength(2);
    const events = await Promise.all(delivered.map((w) => local.verifyWebhook(w.body, w.signature)));
    expect(events).toMatchObject([
      {
        type: "checkout.completed",
        checkoutId: id,
        paymentId: paymentId(id),
        metadata: { reservation_id: "res-1", tenant: "harbour-city" },
      },
      { type: "payment.authorised", paymentId: paymentId(id) },
    ]);
    // The same webhook passes Stripe's own verifier: one webhook function serves both providers.
    const viaStripe = await stripe().verifyWebhook(delivered[0]!.body, delivered[0]!.signature);
    expect(viaStripe.type).toBe("checkout.completed");
    expect(await local.readPayment(paymentId(id))).toMatchObject({
      status: "authorised",
      amountCents: 20_000,
      currency: "aud",
    });
    await expect(local.completeCheckout(id, { number: "4242424242424242", ...good })).rejects.toMatchObject({
      code: "rejected",
    });
  });

  it("4000 0000 0000 0002 is declined with Stripe's wording, and the shopper may try another card", async () => {
    const id = await checkout();
    expect(await local.completeCheckout(id, { number: "4000 0000 0000 0002", ...good })).toMatchObject({
      outcome: "declined",
      message: CARD_MESSAGES.declined,
    });
    expect((await local.verifyWebhook(delivered[0]!.body, delivered[0]!.signature)).type).toBe("payment.failed");
    expect((await local.readPayment(paymentId(id))).status).toBe("failed");
    expect((await local.completeCheckout(id, { number: "4242424242424242", ...good })).outcome).toBe("authorised");
  });

  it("4000 0025 0000 3155 asks for authentication, then authorises or fails on the shopper's answer", async () => {
    const id = await checkout();
    expect(await local.completeCheckout(id, { number: "4000 0025 0000 3155", ...good })).toEqual({
      outcome: "requires_authentication",
    });
    expect(delivered).toHaveLength(0);
    expect(await local.authenticate(id, false)).toMatchObject({ outcome: "declined", message: AUTHENTICATION_FAILED });
    await local.completeCheckout(id, { number: "4000 0025 0000 3155", ...good });
    expect((await local.authenticate(id, true)).outcome).toBe("authorised");
  });

  it("answers bad card fields without touching the payment", async () => {
    const id = await checkout();
    expect(await local.completeCheckout(id, { number: "4242 4242", expiry: "01/20", cvc: "" })).toMatchObject({
      outcome: "invalid",
    });
    expect((await local.readPayment(paymentId(id))).status).toBe("requires_payment");
  });

  it("captures an authorised hold once (repeats are harmless) and cannot release it afterwards", async () => {
    const id = await checkout();
    await local.completeCheckout(id, { number: "4242424242424242", ...good });
    expect((await local.capture(paymentId(id), "capture-1")).status).toBe("captured");
    expect((await local.capture(paymentId(id), "capture-1")).status).toBe("captured");
    expect((await local.verifyWebhook(delivered.at(-1)!.body, delivered.at(-1)!.signature)).type).toBe(
      "payment.captured",
    );
    await expect(local.release(paymentId(id), "release-1")).rejects.toBeInstanceOf(PaymentsError);
  });

  it("releases a hold, which can then never be captured", async () => {
    const id = await checkout();
    await local.completeCheckout(id, { number: "4242424242424242", ...good });
    expect((await local.release(paymentId(id), "release-1")).status).toBe("released");
    expect((await local.verifyWebhook(delivered.at(-1)!.body, delivered.at(-1)!.signature)).type).toBe(
      "payment.released",
    );
    await expect(local.capture(paymentId(id), "capture-1")).rejects.toMatchObject({ code: "rejected" });
  });

  it("refunds a payment taken and reports a bank's dispute as Stripe does (charge.refunded, charge.dispute.created)", async () => {
    const id = await checkout();
    await local.completeCheckout(id, { number: "4242424242424242", ...good });
    await expect(local.refund(paymentId(id))).rejects.toMatchObject({ code: "rejected" }); // a hold is released, not refunded
    await local.capture(paymentId(id), "capture-1");
    const events = [];
    for (const w of [
      await local.refund(paymentId(id), 5_000),
      await local.refund(paymentId(id)),
      await local.dispute(paymentId(id)),
    ])
      events.push(await stripe().verifyWebhook(w.body, w.signature));
    expect(events).toMatchObject([
      { type: "payment.refunded", paymentId: paymentId(id), refundedCents: 5_000, captured: true },
      { type: "payment.refunded", refundedCents: 20_000 },
      { type: "payment.disputed", paymentId: paymentId(id), amountCents: 20_000, disputeReason: "fraudulent" },
    ]);
  });

  it("rejects its own webhooks when unsigned, tampered or signed with another secret", async () => {
    const id = await checkout();
    await local.completeCheckout(id, { number: "4242424242424242", ...good });
    const { body, signature } = delivered[0]!;
    await expect(local.verifyWebhook(body, null)).rejects.toMatchObject({ reason: "missing" });
    await expect(local.verifyWebhook(body.replace("res-1", "res-2"), signature)).rejects.toMatchObject({
      reason: "mismatch",
    });
    await expect(local.verifyWebhook(body, signStripePayload(body, "whsec_other"))).rejects.toMatchObject({
      reason: "mismatch",
    });
  });
});

describe("local provider: an online payment (captured at once)", () => {
  const good = { expiry: "12/40", cvc: "123" };
  let delivered: SignedWebhook[];
  let local: LocalPayments;
  beforeEach(() => {
    delivered = [];
    local = new LocalPayments({
      store: memoryPaymentStore(),
      webhookSecret: WEBHOOK_SECRET,
      onWebhook: async (w) => void delivered.push(w),
    });
  });
  const paymentId = (checkoutId: string) => checkoutId.replace("cs_", "pi_");

  it("creates a session for the payment; the same idempotency key gives the same session, other parameters are refused", async () => {
    const first = await local.createPaymentCheckout(payment);
    expect(first.url).toBe(`/payments/local-checkout/${first.checkoutId}`);
    expect(await local.createPaymentCheckout(payment)).toEqual(first);
    await expect(local.createPaymentCheckout({ ...payment, amountCents: 100 })).rejects.toMatchObject({
      code: "rejected",
    });
    expect(await local.readCheckout(first.checkoutId)).toMatchObject({
      kind: "payment",
      carName: "Service invoice INV-1042",
      metadata: { kind: "online_payment", tenant: "harbour-city", payment_id: "pay-1" },
    });
  });

  it("4242 4242 4242 4242 pays at once: checkout.completed (paid), then payment.captured, signed like Stripe", async () => {
    const { checkoutId } = await local.createPaymentCheckout(payment);
    const result = await local.completeCheckout(checkoutId, { number: "4242 4242 4242 4242", ...good });
    expect(result).toMatchObject({ outcome: "paid", redirectUrl: payment.successUrl });
    expect(delivered).toHaveLength(2);
    const events = await Promise.all(delivered.map((w) => local.verifyWebhook(w.body, w.signature)));
    expect(events).toMatchObject([
      {
        type: "checkout.completed",
        checkoutId,
        paymentId: paymentId(checkoutId),
        paid: true,
        metadata: { kind: "online_payment", payment_id: "pay-1" },
      },
      { type: "payment.captured", paymentId: paymentId(checkoutId), metadata: { kind: "online_payment" } },
    ]);
    expect(JSON.parse(delivered[1]!.body).data.object.capture_method).toBe("automatic");
    expect((await stripe().verifyWebhook(delivered[1]!.body, delivered[1]!.signature)).type).toBe("payment.captured");
    expect(await local.readPayment(paymentId(checkoutId))).toMatchObject({
      status: "captured",
      amountCents: 24_950,
      currency: "aud",
    });
    // Nothing left to capture, and a paid checkout cannot be paid again.
    expect((await local.capture(paymentId(checkoutId), "capture-1")).status).toBe("captured");
    await expect(local.completeCheckout(checkoutId, { number: "4242424242424242", ...good })).rejects.toMatchObject({
      code: "rejected",
    });
  });

  it("a declined card is payment.failed and the shopper may pay with another; 3-D Secure approval pays too", async () => {
    const { checkoutId } = await local.createPaymentCheckout(payment);
    expect(await local.completeCheckout(checkoutId, { number: "4000 0000 0000 0002", ...good })).toMatchObject({
      outcome: "declined",
      message: CARD_MESSAGES.declined,
    });
    expect((await local.verifyWebhook(delivered[0]!.body, delivered[0]!.signature)).type).toBe("payment.failed");
    expect((await local.readPayment(paymentId(checkoutId))).status).toBe("failed");
    await local.completeCheckout(checkoutId, { number: "4000 0025 0000 3155", ...good });
    expect((await local.authenticate(checkoutId, true)).outcome).toBe("paid");
    expect((await local.readPayment(paymentId(checkoutId))).status).toBe("captured");
  });

  it("a deposit with the same provider is still a hold", async () => {
    const { checkoutId } = await local.createDepositCheckout(deposit);
    expect((await local.completeCheckout(checkoutId, { number: "4242424242424242", ...good })).outcome).toBe(
      "authorised",
    );
    expect((await local.readPayment(paymentId(checkoutId))).status).toBe("authorised");
  });
});

describe("paymentsProvider", () => {
  it.each([
    [{}, "local"],
    [{ STRIPE_SECRET_KEY: "sk_test_1", STRIPE_WEBHOOK_SECRET: "whsec_1" }, "stripe"],
  ])("%j → %s", (env, name) => {
    expect(paymentsProvider({ env }).name).toBe(name);
  });

  it("refuses half a Stripe configuration", () => {
    expect(() => paymentsProvider({ env: { STRIPE_SECRET_KEY: "sk_test_1" } })).toThrow(/STRIPE_WEBHOOK_SECRET/);
  });
});
