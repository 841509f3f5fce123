import { transitionTable } from "../lifecycle/transition-table.ts";

/**
 * An online payment's lifecycle, declared once. The statuses give the TypeScript type,
 * the contract's zod enum, the Drizzle column and its CHECK
 * (functions/_shared/platform/db/schema/online-payments.ts); the table says what each of the
 * payment provider's events does in each status. The only writer of a status is the online
 * payments store (functions/_shared/online-payments/store.ts `moveOnlinePayment`), which takes the
 * statuses it moves from out of this table.
 * docs/functions-and-data.md § Payments and reservations shows the table.
 */

/** `pending` at the provider's checkout, `paid` once the money is taken, `failed` while the last card tried was declined. */
export const ONLINE_PAYMENT_STATUSES = ["pending", "paid", "failed"] as const;
export type OnlinePaymentStatus = (typeof ONLINE_PAYMENT_STATUSES)[number];

/**
 * The payment provider's news about an online payment (an immediate payment: no hold, nothing for
 * the dealer to capture or release), mapped from our payment types in
 * functions/_shared/payment-events/provider-events.ts `readEvent`:
 * - `completed`: the checkout completed but the money is not taken yet (a slower payment method);
 * - `authorised`: a card authorised (an immediate payment is taken by its capture, which follows);
 * - `captured`: the money taken (the intent succeeded, or a checkout completed already paid);
 * - `declined`: a card declined; `released`: the payment cancelled at the provider;
 * - `refunded` / `disputed`: money given back at the provider (in part or in full), or the
 *   shopper's bank disputing the payment; recorded on the payment, never a status.
 */
export const ONLINE_PAYMENT_EVENTS = [
  "completed",
  "authorised",
  "captured",
  "declined",
  "released",
  "refunded",
  "disputed",
] as const;
export type OnlinePaymentEvent = (typeof ONLINE_PAYMENT_EVENTS)[number];

const refunded = { record: "the refund (refunded_cents, refunded_at), sent to the dealer" };
const disputed = { record: "the dispute (disputed_at, dispute_reason, disputed_cents), sent to the dealer" };

/**
 * Which status follows which: the money taken pays it, from pending or after a declined card (the
 * shopper may try another on the same checkout); a declined card or a cancelled payment fails an
 * unpaid one (again: the note is the latest); a paid payment stays paid. Refunds and disputes are
 * news about money taken, recorded on the row whatever its status (as on reservations): a refund
 * is never a status of its own, and the provider's events come in no set order, so a refund or a
 * dispute may land before the capture it follows.
 */
export const ONLINE_PAYMENT_LIFECYCLE = transitionTable(ONLINE_PAYMENT_STATUSES, ONLINE_PAYMENT_EVENTS, {
  pending: {
    on: {
      completed: { record: "the provider's payment id, until its capture" },
      captured: "paid",
      declined: "failed",
      released: "failed",
      refunded,
      disputed,
    },
    otherwise: "not taken yet: the capture pays it",
  },
  paid: {
    on: { refunded, disputed },
    otherwise: "already paid",
  },
  failed: {
    on: {
      captured: "paid",
      declined: "failed",
      released: "failed",
      refunded,
      disputed,
    },
    otherwise: "not taken: another card may still pay it",
  },
});

export const onOnlinePaymentEvent = ONLINE_PAYMENT_LIFECYCLE.onEvent;
