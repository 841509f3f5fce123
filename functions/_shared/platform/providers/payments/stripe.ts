import Stripe from "stripe";
import { SIGNATURE_TOLERANCE_SECONDS } from "#lib/payments/stripe-signature.ts";
import { toPayment, toPaymentEvent } from "./events.ts";
import {
  assertDepositRequest,
  assertPaymentRequest,
  type DepositCheckout,
  depositMetadata,
  PAYMENTS_UNAVAILABLE,
  PaymentsError,
  type PaymentsProvider,
  paymentMetadata,
  WebhookSignatureError,
} from "./types.ts";

export interface StripeOptions {
  secretKey: string;
  webhookSecret: string;
  /** STRIPE_API_BASE: a local stub in tests (http://127.0.0.1:port); Stripe's own API otherwise. */
  apiBase?: string;
  maxNetworkRetries?: number;
  timeoutMs?: number;
}

function connection(apiBase: string | undefined): { host?: string; port?: number; protocol?: "http" | "https" } {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  const protocol = url.protocol === "http:" ? "http" : "https";
  return { host: url.hostname, port: Number(url.port) || (protocol === "http" ? 80 : 443), protocol };
}

/** Stripe's errors to ours: a decline keeps Stripe's shopper-facing wording, anything else gets a plain one. */
export function toPaymentsError(error: unknown, what: string): PaymentsError {
  if (error instanceof PaymentsError) return error;
  const stripeError = error instanceof Stripe.errors.StripeError ? error : undefined;
  const detail = `Stripe ${what}: ${stripeError ? `${stripeError.type} ${stripeError.statusCode ?? ""} ${stripeError.code ?? ""} ${stripeError.message}` : String(error)}`;
  switch (stripeError?.type) {
    case "StripeCardError":
      return new PaymentsError("declined", stripeError.message || "Your card was declined.", detail);
    case "StripeInvalidRequestError":
    case "StripeAuthenticationError":
    case "StripePermissionError":
    case "StripeIdempotencyError":
      return new PaymentsError("rejected", "The payment service couldn't process this request.", detail);
    default: // connection, timeout, 5xx, rate limit
      return new PaymentsError("unavailable", PAYMENTS_UNAVAILABLE, detail);
  }
}

function toCheckout(session: Stripe.Checkout.Session): DepositCheckout {
  if (!session.url) throw new PaymentsError("unavailable", PAYMENTS_UNAVAILABLE, "Stripe checkout session has no url");
  const paymentId = typeof session.payment_intent === "string" ? session.payment_intent : session.payment_intent?.id;
  return { checkoutId: session.id, url: session.url, ...(paymentId ? { paymentId } : {}) };
}

export function stripePayments(options: StripeOptions): PaymentsProvider {
  const stripe = new Stripe(options.secretKey, {
    ...connection(options.apiBase),
    maxNetworkRetries: options.maxNetworkRetries ?? 2,
    timeout: options.timeoutMs ?? 10_000,
    telemetry: false,
  });

  async function call<T>(what: string, request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      throw toPaymentsError(error, what);
    }
  }

  /** One Checkout Session in `payment` mode for one line: the deposit hold or an online payment. */
  async function createCheckout(
    what: string,
    request: {
      currency: string;
      amountCents: number;
      successUrl: string;
      cancelUrl: string;
      customerEmail?: string;
      expiresAt?: Date;
      idempotencyKey: string;
    },
    session: {
      productName: string;
      intentData: Stripe.Checkout.SessionCreateParams.PaymentIntentData;
      metadata: Record<string, string>;
      reference: string;
    },
  ) {
    const created = await call(what, () =>
      stripe.checkout.sessions.create(
        {
          mode: "payment",
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: request.currency,
                unit_amount: request.amountCents,
                product_data: { name: session.productName },
              },
            },
          ],
          payment_intent_data: session.intentData,
          metadata: session.metadata,
          client_reference_id: session.reference,
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
          ...(request.customerEmail ? { customer_email: request.customerEmail } : {}),
          ...(request.expiresAt ? { expires_at: Math.floor(request.expiresAt.getTime() / 1000) } : {}),
        },
        { idempotencyKey: request.idempotencyKey },
      ),
    );
    return toCheckout(created);
  }

  return {
    name: "stripe",
    async createDepositCheckout(request) {
      assertDepositRequest(request);
      const metadata = depositMetadata(request);
      return createCheckout("create checkout session", request, {
        productName: `Refundable deposit – ${request.carName}`,
        // An authorisation hold: nothing is charged until the dealer confirms the sale.
        intentData: { capture_method: "manual", metadata },
        metadata,
        reference: request.reservationId,
      });
    },
    async createPaymentCheckout(request) {
      assertPaymentRequest(request);
      const metadata = paymentMetadata(request);
      return createCheckout("create payment checkout session", request, {
        productName: request.description,
        // Captured automatically: the money is taken when the shopper pays.
        intentData: { metadata, description: request.description },
        metadata,
        reference: request.onlinePaymentId,
      });
    },
    async readPayment(paymentId) {
      return toPayment(await call("read payment", () => stripe.paymentIntents.retrieve(paymentId)));
    },
    async expireCheckout(checkoutId) {
      const session = await call("read checkout session", () => stripe.checkout.sessions.retrieve(checkoutId));
      if (session.status === "open")
        await call("expire checkout session", () => stripe.checkout.sessions.expire(checkoutId));
    },
    async capture(paymentId, idempotencyKey) {
      return toPayment(await call("capture", () => stripe.paymentIntents.capture(paymentId, {}, { idempotencyKey })));
    },
    async release(paymentId, idempotencyKey) {
      return toPayment(await call("release", () => stripe.paymentIntents.cancel(paymentId, {}, { idempotencyKey })));
    },
    async verifyWebhook(rawBody, signatureHeader) {
      if (!signatureHeader) throw new WebhookSignatureError("missing");
      try {
        const event = stripe.webhooks.constructEvent(
          rawBody,
          signatureHeader,
          options.webhookSecret,
          SIGNATURE_TOLERANCE_SECONDS,
        );
        return toPaymentEvent(event);
      } catch (error) {
        const message = (error as Error).message ?? "";
        // Stripe reports every failure as one error type; its message tells the reasons apart.
        const reason = /tolerance/i.test(message)
          ? "expired"
          : error instanceof SyntaxError // signed, but not JSON
            ? "malformed"
            : /unable to extract|no signatures found with expected scheme/i.test(message)
              ? "malformed"
              : "mismatch";
        throw new WebhookSignatureError(reason, `Stripe webhook: ${message.split("\n")[0]}`);
      }
    },
  };
}
