import type { Payment, PaymentEvent, PaymentEventType, PaymentStatus } from "./types.ts";

/**
 * Mappers from Stripe-shaped JSON (what Stripe sends, and what the local provider imitates) to our
 * types. Read field by field from `unknown`, so neither provider's types leak past this file.
 */
type Json = Record<string, unknown>;

const asObject = (value: unknown): Json => (value && typeof value === "object" ? (value as Json) : {});
const asString = (value: unknown): string | undefined => (typeof value === "string" && value ? value : undefined);

function toMetadata(value: unknown): Record<string, string> {
  const metadata: Record<string, string> = {};
  for (const [key, item] of Object.entries(asObject(value))) if (typeof item === "string") metadata[key] = item;
  return metadata;
}

/** `payment_intent` is an id, or the whole object when expanded. */
const idOf = (value: unknown): string | undefined => asString(value) ?? asString(asObject(value).id);

const EVENT_TYPES: Record<string, PaymentEventType> = {
  "checkout.session.completed": "checkout.completed",
  "payment_intent.amount_capturable_updated": "payment.authorised",
  "payment_intent.payment_failed": "payment.failed",
  "payment_intent.succeeded": "payment.captured",
  "payment_intent.canceled": "payment.released",
  "charge.refunded": "payment.refunded",
  "charge.dispute.created": "payment.disputed",
};

const asCents = (value: unknown): number | undefined =>
  typeof value === "number" && Number.isInteger(value) ? value : undefined;

/** The amount and currency an object states, when it states them. */
const money = (object: Json, field = "amount") => ({
  ...(asCents(object[field]) !== undefined ? { amountCents: asCents(object[field]) } : {}),
  ...(asString(object.currency) ? { currency: asString(object.currency) } : {}),
});

export function toPaymentEvent(event: unknown): PaymentEvent {
  const { id, type } = asObject(event);
  const object = asObject(asObject(asObject(event).data).object);
  const mapped = EVENT_TYPES[String(type)] ?? "other";
  const base = { id: String(id ?? ""), type: mapped, metadata: toMetadata(object.metadata) };
  if (object.object === "checkout.session")
    return {
      ...base,
      checkoutId: asString(object.id),
      paymentId: idOf(object.payment_intent),
      ...money(object, "amount_total"),
      ...(object.payment_status === "paid" ? { paid: true } : {}),
    };
  if (object.object === "payment_intent") return { ...base, paymentId: asString(object.id), ...money(object) };
  // A refund or dispute names its payment by PaymentIntent; a dispute carries no metadata of ours.
  if (object.object === "charge")
    return {
      ...base,
      paymentId: idOf(object.payment_intent),
      ...money(object),
      ...(asCents(object.amount_refunded) !== undefined ? { refundedCents: asCents(object.amount_refunded) } : {}),
      ...(typeof object.captured === "boolean" ? { captured: object.captured } : {}),
    };
  if (object.object === "dispute")
    return {
      ...base,
      paymentId: idOf(object.payment_intent),
      ...money(object),
      ...(asString(object.reason) ? { disputeReason: asString(object.reason) } : {}),
    };
  return base;
}

/** A failed attempt leaves the intent at requires_payment_method with the error attached; the shopper may retry. */
export function toPaymentStatus(status: unknown, lastPaymentError: unknown): PaymentStatus {
  switch (status) {
    case "requires_capture":
      return "authorised";
    case "succeeded":
      return "captured";
    case "canceled":
      return "released";
    case "requires_payment_method":
      return lastPaymentError ? "failed" : "requires_payment";
    default: // requires_confirmation, requires_action, processing
      return "requires_payment";
  }
}

export function toPayment(intent: unknown): Payment {
  const object = asObject(intent);
  return {
    id: String(object.id ?? ""),
    status: toPaymentStatus(object.status, object.last_payment_error),
    amountCents: Number(object.amount ?? 0),
    currency: String(object.currency ?? ""),
    metadata: toMetadata(object.metadata),
  };
}
