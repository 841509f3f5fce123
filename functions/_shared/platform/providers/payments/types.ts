/** Our own payment types: no provider (Stripe) type crosses this line. Amounts are integer cents. */

/** A dealer's currency (pricing.currency) as Stripe writes it: "aud", "nzd". */
export type PaymentCurrency = Lowercase<string>;

export const paymentCurrencyOf = (currency: string): PaymentCurrency => currency.toLowerCase() as PaymentCurrency;

export interface DepositCheckoutRequest {
  slug: string;
  carId: string;
  carName: string;
  reservationId: string;
  /** Computed on the server from features.reserveOnline.depositAmount, never taken from the browser. */
  amountCents: number;
  currency: PaymentCurrency;
  successUrl: string;
  cancelUrl: string;
  customerEmail?: string;
  /** When the reservation stops keeping the car: the provider's page takes no payment after it (Stripe: ≥ 30 minutes away). */
  expiresAt: Date;
  idempotencyKey: string;
}

/** An immediate payment (automatic capture): the shopper pays the dealer an amount against a reference. */
export interface PaymentCheckoutRequest {
  slug: string;
  /** Our online payment's id (online_payments.id), in the metadata so every event names it. */
  onlinePaymentId: string;
  /** What the provider's page and the card statement say it is for: "Service invoice INV-1042". */
  description: string;
  /** Parsed and checked against the dealer's limits on the server. */
  amountCents: number;
  currency: PaymentCurrency;
  successUrl: string;
  cancelUrl: string;
  customerEmail?: string;
  idempotencyKey: string;
}

export interface DepositCheckout {
  checkoutId: string;
  /** Stripe creates the PaymentIntent only when the shopper pays, so it may not exist yet. */
  paymentId?: string;
  url: string;
}

export type PaymentStatus = "requires_payment" | "authorised" | "captured" | "released" | "failed";

export interface Payment {
  id: string;
  status: PaymentStatus;
  amountCents: number;
  currency: string;
  metadata: Record<string, string>;
}

export type PaymentEventType =
  | "checkout.completed"
  | "payment.authorised"
  | "payment.failed"
  | "payment.captured"
  | "payment.released"
  /** Money given back at the provider (Stripe: charge.refunded), or a hold let go (`captured: false`). */
  | "payment.refunded"
  /** The shopper's bank disputes the payment (Stripe: charge.dispute.created). */
  | "payment.disputed"
  | "other";

export interface PaymentEvent {
  /** The provider's event id: stored so each event is handled once. */
  id: string;
  type: PaymentEventType;
  paymentId?: string;
  checkoutId?: string;
  metadata: Record<string, string>;
  /** A completed checkout whose money is already taken (an immediate payment, not a hold). */
  paid?: boolean;
  /** What the event's object says was paid, refunded or disputed, in cents. */
  amountCents?: number;
  currency?: string;
  /** payment.refunded: everything refunded so far; `captured: false` when it was a hold let go, not money back. */
  refundedCents?: number;
  captured?: boolean;
  /** payment.disputed: the bank's reason (fraudulent, product_not_received, …). */
  disputeReason?: string;
}

export interface PaymentsProvider {
  name: "local" | "stripe";
  createDepositCheckout(request: DepositCheckoutRequest): Promise<DepositCheckout>;
  /** An immediate payment: the card is charged when the shopper pays (no hold, nothing to capture). */
  createPaymentCheckout(request: PaymentCheckoutRequest): Promise<DepositCheckout>;
  readPayment(paymentId: string): Promise<Payment>;
  /** Closes an unpaid checkout page (the shopper cancelled, or the reservation lapsed); a paid or closed one is left as it is. */
  expireCheckout(checkoutId: string): Promise<void>;
  /** Takes the held deposit: only when the dealer confirms the sale. */
  capture(paymentId: string, idempotencyKey: string): Promise<Payment>;
  /** Lets the hold go: on cancel or when the hold expires. */
  release(paymentId: string, idempotencyKey: string): Promise<Payment>;
  /** Verifies the signature over the raw body; throws WebhookSignatureError. */
  verifyWebhook(rawBody: string, signatureHeader: string | null): Promise<PaymentEvent>;
}

export const PAYMENTS_UNAVAILABLE = "We couldn't reach the payment service. Please try again.";

/**
 * A payment call failed. `message` is safe to show the shopper or dealer; `detail` is for the log.
 * declined: the card was refused; unavailable: network, timeout, 5xx, rate limit (try again);
 * rejected: the provider refused the request (bad key, wrong state) — an operator must look.
 */
export class PaymentsError extends Error {
  override name = "PaymentsError";
  readonly code: "declined" | "unavailable" | "rejected" | "invalid";
  readonly detail: string;
  constructor(code: PaymentsError["code"], message: string, detail = message) {
    super(message);
    this.code = code;
    this.detail = detail;
  }
}

/** The webhook's signature is missing, malformed, wrong or too old: answer 400 and handle nothing. */
export class WebhookSignatureError extends Error {
  override name = "WebhookSignatureError";
  readonly reason: "missing" | "malformed" | "mismatch" | "expired";
  constructor(reason: WebhookSignatureError["reason"], message = `webhook signature ${reason}`) {
    super(message);
    this.reason = reason;
  }
}

/** Metadata on the Checkout Session and its PaymentIntent, so every event names its reservation. */
export const depositMetadata = (request: DepositCheckoutRequest): Record<string, string> => ({
  tenant: request.slug,
  car_id: request.carId,
  reservation_id: request.reservationId,
});

/** The metadata `kind` that sends an event to the online payments handler rather than the reservations one. */
export const ONLINE_PAYMENT_KIND = "online_payment";

/** Metadata on an online payment's Checkout Session and its PaymentIntent. */
export const paymentMetadata = (request: PaymentCheckoutRequest): Record<string, string> => ({
  kind: ONLINE_PAYMENT_KIND,
  tenant: request.slug,
  payment_id: request.onlinePaymentId,
});

/** Stripe's minimum charge in AUD and NZD is 50 cents; anything else here is a bug in the caller. */
function assertCheckoutRequest(
  what: string,
  request: Pick<DepositCheckoutRequest, "amountCents" | "currency" | "idempotencyKey">,
): void {
  if (!Number.isInteger(request.amountCents) || request.amountCents < 50)
    throw new PaymentsError(
      "invalid",
      PAYMENTS_UNAVAILABLE,
      `${what} amountCents must be an integer ≥ 50, not ${request.amountCents}`,
    );
  if (!/^[a-z]{3}$/.test(request.currency))
    throw new PaymentsError(
      "invalid",
      PAYMENTS_UNAVAILABLE,
      `${what} currency must be an ISO 4217 code, not ${request.currency}`,
    );
  if (!request.idempotencyKey)
    throw new PaymentsError("invalid", PAYMENTS_UNAVAILABLE, `${what} idempotencyKey is empty`);
}

export const assertDepositRequest = (request: DepositCheckoutRequest): void =>
  assertCheckoutRequest("deposit", request);

export function assertPaymentRequest(request: PaymentCheckoutRequest): void {
  assertCheckoutRequest("payment", request);
  if (!request.onlinePaymentId)
    throw new PaymentsError("invalid", PAYMENTS_UNAVAILABLE, "payment onlinePaymentId is empty");
}
