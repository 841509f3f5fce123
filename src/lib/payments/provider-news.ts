import { formatAmountCents } from "../format/money.ts";

/**
 * What the payment provider's refunds and disputes say about money taken, read the same
 * way for a reservation's deposit and an online payment. Each lifecycle records it on its own row
 * (never as a status) and sends it to the dealer as a lead of its own kind
 * (functions/_shared/payment-events/provider-news.ts, told in each wing's words).
 * Pure.
 */

/** The payment as we stored it: what was taken, and what has been refunded so far. */
export interface Taken {
  amountCents: number;
  refundedCents: number;
}

/** The provider's event, as our payment event type carries it. */
export interface NewsEvent {
  /** The provider's event id: each refund or dispute is its own lead. */
  id: string;
  /** A refund: everything refunded so far (Stripe's `amount_refunded`). */
  refundedCents?: number;
  /** A refund: false when the charge was never captured. */
  captured?: boolean;
  /** A dispute: the amount disputed. */
  amountCents?: number;
  /** A dispute: the bank's reason (fraudulent, product_not_received, …). */
  disputeReason?: string;
}

/** News from the provider for the dealer's lead: what happened, in a sentence, and the lead's details. */
export interface ProviderNews<K extends string> {
  kind: K;
  /** What happened, in a sentence for the lead's comments. */
  text: string;
  /** The provider event behind it: each refund or dispute is its own lead. */
  eventId?: string;
  details?: Record<string, string | number>;
}

/**
 * The idempotency key of the lead for a piece of news about `subject` ("reservation:<id>",
 * "online-payment:<id>"): one lead per provider event, and a replay of the event none.
 */
export const newsLeadKey = (subject: string, news: Pick<ProviderNews<string>, "kind" | "eventId">): string =>
  [`${subject}:${news.kind}`, news.eventId].filter(Boolean).join(":");

/**
 * A refund of a charge never captured: Stripe reports a hold let go (an authorisation released)
 * this way. Nothing taken came back, so there is no refund to record.
 */
export const isHoldLetGo = (event: Pick<NewsEvent, "captured">): boolean => event.captured === false;

/**
 * Everything refunded so far. The event counts every refund; events come in no set order, so an
 * older refund arriving late never lowers it, and an event that states no amount refunded it all.
 */
export const refundedSoFar = (taken: Taken, event: Pick<NewsEvent, "refundedCents">): number =>
  Math.max(taken.refundedCents, event.refundedCents ?? taken.amountCents);

export const NO_DISPUTE_REASON = "no reason given";

/** A bank's dispute: its reason, and the amount disputed (the whole payment when the event does not say). */
export const disputeOf = (
  taken: Pick<Taken, "amountCents">,
  event: Pick<NewsEvent, "amountCents" | "disputeReason">,
): { reason: string; cents: number } => ({
  reason: event.disputeReason ?? NO_DISPUTE_REASON,
  cents: event.amountCents ?? taken.amountCents,
});

/**
 * A refund as the dealer hears of it: "$100.00 of the $200.00 deposit refunded at the payment
 * provider". `what` names the money: "deposit", "payment".
 */
export function refundNews(
  taken: Taken,
  event: NewsEvent,
  what: string,
): { refundedCents: number; news: ProviderNews<"refunded"> } {
  const refundedCents = refundedSoFar(taken, event);
  return {
    refundedCents,
    news: {
      kind: "refunded",
      eventId: event.id,
      text: `${formatAmountCents(refundedCents)} of the ${formatAmountCents(taken.amountCents)} ${what} refunded at the payment provider`,
      details: { refunded_cents: refundedCents },
    },
  };
}

/** A dispute as the dealer hears of it: they must answer it at the provider before its deadline. */
export function disputeNews(
  taken: Pick<Taken, "amountCents">,
  event: NewsEvent,
): { dispute: { reason: string; cents: number }; news: ProviderNews<"disputed"> } {
  const dispute = disputeOf(taken, event);
  return {
    dispute,
    news: {
      kind: "disputed",
      eventId: event.id,
      text: `The shopper's bank disputes ${formatAmountCents(dispute.cents)} (${dispute.reason}): answer it at the payment provider before its deadline`,
      details: { dispute_reason: dispute.reason, disputed_cents: dispute.cents },
    },
  };
}
