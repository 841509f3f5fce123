import { createHash, randomUUID } from "node:crypto";
import { signStripePayload, verifyStripeSignature } from "#lib/payments/stripe-signature.ts";
import { type CardFieldErrors, type CardInput, testCardOutcome } from "#lib/payments/test-cards.ts";
import { toPayment, toPaymentEvent } from "./events.ts";
import type { LocalPaymentRecord, LocalPaymentStore } from "./local-store.ts";
import {
  assertDepositRequest,
  assertPaymentRequest,
  type DepositCheckout,
  type DepositCheckoutRequest,
  depositMetadata,
  type Payment,
  type PaymentCheckoutRequest,
  PaymentsError,
  type PaymentsProvider,
  type PaymentStatus,
  paymentMetadata,
  WebhookSignatureError,
} from "./types.ts";

export { type LocalPaymentRecord, type LocalPaymentStore, memoryPaymentStore } from "./local-store.ts";

/**
 * The offline stand-in for Stripe Checkout: it keeps sessions in a store, takes Stripe's test
 * cards on its own hosted page (the only code that ever sees a card number) and signs Stripe-shaped
 * webhooks, so the reservation journey runs end to end without the internet.
 */
export const LOCAL_WEBHOOK_SECRET = "whsec_local_forecourt_development_only";

export const AUTHENTICATION_FAILED =
  "We are unable to authenticate your payment method. Please choose a different payment method and try again.";

export interface SignedWebhook {
  body: string;
  /** The Stripe-Signature header value. */
  signature: string;
}

export type LocalCheckoutResult =
  | { outcome: "invalid"; errors: CardFieldErrors }
  | { outcome: "requires_authentication" }
  | { outcome: "declined"; message: string; webhooks: SignedWebhook[] }
  | { outcome: "authorised"; redirectUrl: string; webhooks: SignedWebhook[] }
  /** An immediate payment (createPaymentCheckout): the money is taken at once. */
  | { outcome: "paid"; redirectUrl: string; webhooks: SignedWebhook[] };

export interface LocalPaymentsOptions {
  store: LocalPaymentStore;
  webhookSecret?: string;
  now?: () => Date;
  /** Delivers each webhook (the local server POSTs it to /api/payments/webhook). */
  onWebhook?: (webhook: SignedWebhook) => Promise<void>;
}

const STRIPE_STATUS: Record<PaymentStatus, string> = {
  requires_payment: "requires_payment_method",
  failed: "requires_payment_method",
  authorised: "requires_capture",
  captured: "succeeded",
  released: "canceled",
};

/** Same key, same session (as Stripe's idempotency keys): the ids derive from the key. */
const idsFor = (key: string) => {
  const hash = createHash("sha256").update(key).digest("hex").slice(0, 24);
  return { checkoutId: `cs_local_${hash}`, paymentId: `pi_local_${hash}` };
};

/** The local page's answer once a checkout has expired, as Stripe's page says it. */
export const CHECKOUT_EXPIRED = "This checkout has expired. No money has been taken.";

export class LocalPayments implements PaymentsProvider {
  readonly name = "local";
  readonly #store: LocalPaymentStore;
  readonly #secret: string;
  readonly #now: () => Date;
  readonly #onWebhook?: (webhook: SignedWebhook) => Promise<void>;

  constructor(options: LocalPaymentsOptions) {
    this.#store = options.store;
    this.#secret = options.webhookSecret ?? process.env.LOCAL_PAYMENTS_WEBHOOK_SECRET ?? LOCAL_WEBHOOK_SECRET;
    this.#now = options.now ?? (() => new Date());
    this.#onWebhook = options.onWebhook;
  }

  async createDepositCheckout(request: DepositCheckoutRequest): Promise<DepositCheckout> {
    assertDepositRequest(request);
    const { checkoutId, paymentId } = idsFor(request.idempotencyKey);
    const existing = await this.#store.get(checkoutId);
    if (existing && (existing.amountCents !== request.amountCents || existing.reservationId !== request.reservationId))
      throw new PaymentsError(
        "rejected",
        "The payment service couldn't process this request.",
        "idempotency key reused with other parameters",
      );
    if (!existing)
      await this.#store.put({
        checkoutId,
        paymentId,
        status: "requires_payment",
        awaitingAuthentication: false,
        amountCents: request.amountCents,
        currency: request.currency,
        carName: request.carName,
        reservationId: request.reservationId,
        metadata: depositMetadata(request),
        successUrl: request.successUrl,
        cancelUrl: request.cancelUrl,
        expiresAt: request.expiresAt.toISOString(),
        ...(request.customerEmail ? { customerEmail: request.customerEmail } : {}),
      });
    // Like Stripe, no payment id until the shopper pays: callers learn it from the webhook.
    return { checkoutId, url: `/payments/local-checkout/${checkoutId}` };
  }

  async createPaymentCheckout(request: PaymentCheckoutRequest): Promise<DepositCheckout> {
    assertPaymentRequest(request);
    const { checkoutId, paymentId } = idsFor(request.idempotencyKey);
    const existing = await this.#store.get(checkoutId);
    if (
      existing &&
      (existing.kind !== "payment" ||
        existing.amountCents !== request.amountCents ||
        existing.reservationId !== request.onlinePaymentId)
    )
      throw new PaymentsError(
        "rejected",
        "The payment service couldn't process this request.",
        "idempotency key reused with other parameters",
      );
    if (!existing)
      await this.#store.put({
        checkoutId,
        paymentId,
        kind: "payment",
        status: "requires_payment",
        awaitingAuthentication: false,
        amountCents: request.amountCents,
        currency: request.currency,
        carName: request.description,
        reservationId: request.onlinePaymentId,
        metadata: paymentMetadata(request),
        successUrl: request.successUrl,
        cancelUrl: request.cancelUrl,
        ...(request.customerEmail ? { customerEmail: request.customerEmail } : {}),
      });
    return { checkoutId, url: `/payments/local-checkout/${checkoutId}` };
  }

  /** For the hosted page: what is being paid for. */
  readCheckout(checkoutId: string): Promise<LocalPaymentRecord | undefined> {
    return this.#store.get(checkoutId);
  }

  async completeCheckout(checkoutId: string, card: CardInput): Promise<LocalCheckoutResult> {
    const record = await this.#open(checkoutId);
    const result = testCardOutcome(card, this.#now());
    if (result.outcome === "invalid") return result;
    if (result.outcome === "requires_authentication") {
      await this.#store.put({ ...record, awaitingAuthentication: true });
      return result;
    }
    if (result.outcome === "declined") return this.#decline(record, result.message);
    return this.#succeed(record);
  }

  /** The shopper's answer on the 3-D Secure step. */
  async authenticate(checkoutId: string, approve: boolean): Promise<LocalCheckoutResult> {
    const record = await this.#open(checkoutId);
    if (!record.awaitingAuthentication)
      throw new PaymentsError(
        "rejected",
        "This payment doesn't need authentication.",
        `${checkoutId} is not awaiting authentication`,
      );
    return approve ? this.#succeed(record) : this.#decline(record, AUTHENTICATION_FAILED);
  }

  async expireCheckout(checkoutId: string): Promise<void> {
    const record = await this.#store.get(checkoutId);
    if (!record || (record.status !== "requires_payment" && record.status !== "failed")) return;
    await this.#store.put({ ...record, expiresAt: this.#now().toISOString() });
  }

  async readPayment(paymentId: string): Promise<Payment> {
    return toPayment(this.#intent(await this.#find(paymentId)));
  }

  // Idempotency keys need no bookkeeping here: a repeated capture or release finds the state already reached.
  async capture(paymentId: string, _idempotencyKey: string): Promise<Payment> {
    return this.#transition(paymentId, ["authorised"], "captured", "payment_intent.succeeded");
  }

  async release(paymentId: string, _idempotencyKey: string): Promise<Payment> {
    return this.#transition(
      paymentId,
      ["authorised", "requires_payment", "failed"],
      "released",
      "payment_intent.canceled",
    );
  }

  /**
   * Stands in for the provider's dashboard: money given back on a captured payment, sent as
   * Stripe sends it (charge.refunded, `amount_refunded` counting every refund so far).
   */
  async refund(paymentId: string, amountCents?: number): Promise<SignedWebhook> {
    const record = await this.#find(paymentId);
    if (record.status !== "captured")
      throw new PaymentsError("rejected", "Only a payment taken can be refunded.", `${paymentId} is ${record.status}`);
    const refundedCents = Math.min(
      record.amountCents,
      (record.refundedCents ?? 0) + (amountCents ?? record.amountCents),
    );
    await this.#store.put({ ...record, refundedCents });
    return this.#emit("charge.refunded", { ...this.#charge(record), amount_refunded: refundedCents, refunded: true });
  }

  /** Stands in for the shopper's bank: a dispute of a payment taken (charge.dispute.created, no metadata of ours). */
  async dispute(paymentId: string, reason = "fraudulent"): Promise<SignedWebhook> {
    const record = await this.#find(paymentId);
    const charge = this.#charge(record);
    return this.#emit("charge.dispute.created", {
      id: charge.id.replace("ch_", "dp_"),
      object: "dispute",
      amount: record.amountCents,
      currency: record.currency,
      charge: charge.id,
      payment_intent: record.paymentId,
      reason,
      status: "needs_response",
      metadata: {},
    });
  }

  async verifyWebhook(rawBody: string, signatureHeader: string | null) {
    const check = verifyStripeSignature(rawBody, signatureHeader, this.#secret, {
      now: Math.floor(this.#now().getTime() / 1000),
    });
    if (!check.ok) throw new WebhookSignatureError(check.reason);
    try {
      return toPaymentEvent(JSON.parse(rawBody));
    } catch {
      throw new WebhookSignatureError("malformed", "webhook body is not JSON");
    }
  }

  async #find(paymentId: string): Promise<LocalPaymentRecord> {
    const record = await this.#store.get(paymentId.replace(/^pi_local_/, "cs_local_"));
    if (!record || record.paymentId !== paymentId)
      throw new PaymentsError("rejected", "That payment couldn't be found.", `no local payment ${paymentId}`);
    return record;
  }

  async #open(checkoutId: string): Promise<LocalPaymentRecord> {
    const record = await this.#store.get(checkoutId);
    if (!record)
      throw new PaymentsError("rejected", "That checkout couldn't be found.", `no local checkout ${checkoutId}`);
    if (record.status !== "requires_payment" && record.status !== "failed")
      throw new PaymentsError("rejected", "This checkout is already complete.", `${checkoutId} is ${record.status}`);
    if (record.expiresAt && new Date(record.expiresAt) <= this.#now())
      throw new PaymentsError("rejected", CHECKOUT_EXPIRED, `${checkoutId} expired at ${record.expiresAt}`);
    return record;
  }

  /** A good card: a deposit is authorised (held), an immediate payment is taken. */
  #succeed(record: LocalPaymentRecord): Promise<LocalCheckoutResult> {
    return record.kind === "payment" ? this.#pay(record) : this.#authorise(record);
  }

  /** As Stripe does for automatic capture: the session completes paid, then the intent succeeds. */
  async #pay(record: LocalPaymentRecord): Promise<LocalCheckoutResult> {
    const next = { ...record, status: "captured" as const, awaitingAuthentication: false, lastError: undefined };
    await this.#store.put(next);
    const webhooks = [
      await this.#emit("checkout.session.completed", { mode: "payment", ...completedSession(next, "paid") }),
      await this.#emit("payment_intent.succeeded", this.#intent(next)),
    ];
    return { outcome: "paid", redirectUrl: next.successUrl, webhooks };
  }

  async #authorise(record: LocalPaymentRecord): Promise<LocalCheckoutResult> {
    const next = { ...record, status: "authorised" as const, awaitingAuthentication: false, lastError: undefined };
    await this.#store.put(next);
    const webhooks = [
      // An uncaptured hold is "unpaid" in Stripe's terms.
      await this.#emit("checkout.session.completed", completedSession(next, "unpaid")),
      await this.#emit("payment_intent.amount_capturable_updated", this.#intent(next)),
    ];
    return { outcome: "authorised", redirectUrl: next.successUrl, webhooks };
  }

  async #decline(record: LocalPaymentRecord, message: string): Promise<LocalCheckoutResult> {
    const next = { ...record, status: "failed" as const, awaitingAuthentication: false, lastError: message };
    await this.#store.put(next);
    return {
      outcome: "declined",
      message,
      webhooks: [await this.#emit("payment_intent.payment_failed", this.#intent(next))],
    };
  }

  async #transition(paymentId: string, from: PaymentStatus[], to: PaymentStatus, eventType: string): Promise<Payment> {
    const record = await this.#find(paymentId);
    if (record.status === to) return toPayment(this.#intent(record));
    if (!from.includes(record.status))
      throw new PaymentsError(
        "rejected",
        "The payment service couldn't process this request.",
        `cannot move ${paymentId} from ${record.status} to ${to}`,
      );
    const next = { ...record, status: to, awaitingAuthentication: false };
    await this.#store.put(next);
    await this.#emit(eventType, this.#intent(next));
    return toPayment(this.#intent(next));
  }

  #intent(record: LocalPaymentRecord) {
    return {
      id: record.paymentId,
      object: "payment_intent",
      status: STRIPE_STATUS[record.status],
      capture_method: record.kind === "payment" ? "automatic" : "manual",
      amount: record.amountCents,
      currency: record.currency,
      metadata: record.metadata,
      last_payment_error: record.status === "failed" ? { type: "card_error", message: record.lastError } : null,
    };
  }

  /**
   * The payment's charge as Stripe's charge events carry it. No metadata of ours is counted on: the
   * webhook finds the reservation by its PaymentIntent, as it must for a dispute.
   */
  #charge(record: LocalPaymentRecord) {
    return {
      id: record.paymentId.replace("pi_", "ch_"),
      object: "charge",
      amount: record.amountCents,
      amount_refunded: record.refundedCents ?? 0,
      captured: record.status === "captured",
      currency: record.currency,
      payment_intent: record.paymentId,
      metadata: {},
    };
  }

  async #emit(type: string, object: unknown): Promise<SignedWebhook> {
    const created = Math.floor(this.#now().getTime() / 1000);
    const body = JSON.stringify({ id: `evt_local_${randomUUID()}`, object: "event", type, created, data: { object } });
    const webhook = { body, signature: signStripePayload(body, this.#secret, created) };
    await this.#onWebhook?.(webhook);
    return webhook;
  }
}

/** A completed Checkout Session as Stripe's webhook carries it. */
function completedSession(record: LocalPaymentRecord, paymentStatus: "paid" | "unpaid") {
  return {
    id: record.checkoutId,
    object: "checkout.session",
    status: "complete",
    payment_status: paymentStatus,
    payment_intent: record.paymentId,
    client_reference_id: record.reservationId,
    amount_total: record.amountCents,
    currency: record.currency,
    metadata: record.metadata,
  };
}
