import { transitionTable } from "../lifecycle/transition-table.ts";

/**
 * Issue 26: an online payment's lifecycle, declared once. The statuses give the TypeScript type,
 * the contract's zod enum, the Drizzle column and its CHECK (functions/_shared/db/schema.ts); the
 * table says what each of the payment provider's events does in each status. The only writer of a
 * status is the online payments store (functions/_shared/online-payments/store.ts
 * `moveOnlinePayment`), which takes the statuses it moves from out of this table.
 * docs/architecture.md § Payments and reservations shows the table.
 */

/** `pending` at the provider's checkout, `paid` once the money is taken, `failed` while the last card tried was declined. */
export const ONLINE_PAYMENT_STATUSES = ["pending", "paid", "failed"] as const;
export type OnlinePaymentStatus = (typeof ONLINE_PAYMENT_STATUSES)[number];

/**
 * The payment provider's news about an online payment (an immediate payment: no hold, nothing for
 * the dealer to capture or release), mapped from our payment types in
 * functions/_shared/online-payments/lifecycle.ts:
 * - `completed`: the checkout completed but the money is not taken yet (a slower payment method);
 * - `authorised`: a card authorised (an immediate payment is taken by its capture, which follows);
 * - `captured`: the money taken (the intent succeeded, or a checkout completed already paid);
 * - `declined`: a card declined; `released`: the payment cancelled at the provider;
 * - `refunded` / `disputed`: money given back, or the shopper's bank disputing it.
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

const notRecorded = { ignore: "not recorded on online payments yet: the dealer sees it at the payment provider" };

/**
 * Which status follows which: the money taken pays it, from pending or after a declined card (the
 * shopper may try another on the same checkout); a declined card or a cancelled payment fails an
 * unpaid one (again: the note is the latest); a paid payment stays paid.
 */
export const ONLINE_PAYMENT_LIFECYCLE = transitionTable(ONLINE_PAYMENT_STATUSES, ONLINE_PAYMENT_EVENTS, {
  pending: {
    on: {
      completed: { record: "the provider's payment id, until its capture" },
      captured: "paid",
      declined: "failed",
      released: "failed",
      refunded: notRecorded,
      disputed: notRecorded,
    },
    otherwise: "not taken yet: the capture pays it",
  },
  paid: {
    on: { refunded: notRecorded, disputed: notRecorded },
    otherwise: "already paid",
  },
  failed: {
    on: {
      captured: "paid",
      declined: "failed",
      released: "failed",
      refunded: notRecorded,
      disputed: notRecorded,
    },
    otherwise: "not taken: another card may still pay it",
  },
});

export const onOnlinePaymentEvent = ONLINE_PAYMENT_LIFECYCLE.onEvent;
