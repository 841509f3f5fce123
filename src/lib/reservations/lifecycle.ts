import { transitionTable } from "../lifecycle/transition-table.ts";

/**
 * A reservation's lifecycle, declared once. The statuses give the TypeScript type, the
 * contract's zod enum, the Drizzle column and its CHECK
 * (functions/_shared/platform/db/schema/reservations.ts); the table says what each event does in
 * each status. The only writer of a status is the reservations store
 * (functions/_shared/reservations/store.ts `moveReservation`), which takes the statuses it moves
 * from out of this table. docs/functions-and-data.md § Payments and reservations shows the table.
 */

export const RESERVATION_STATUSES = ["pending", "held", "captured", "released", "expired", "failed"] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];

/** A car with a pending or held reservation cannot be reserved by anyone else (the partial unique indexes). */
export const ACTIVE_STATUSES = ["pending", "held"] as const satisfies readonly ReservationStatus[];

/**
 * What happens to a reservation. The payment provider's news (its webhook events, mapped from our
 * payment types in functions/_shared/payment-events/provider-events.ts `readEvent`):
 * - `authorised`: the checkout completed and the card authorisation is exactly the deposit;
 * - `refused`: the checkout completed but its payment is not the deposit (amount, currency, taken);
 * - `declined`: a card was declined (the shopper may try another on the same page);
 * - `captured` / `released`: the deposit taken or let go at the provider (its dashboard);
 * - `refunded` / `disputed`: money given back after a capture, or the shopper's bank disputing it;
 * - `hold_let_go`: a hold let go, which Stripe also reports as a refund of a charge never captured.
 *
 * The dealer's, the shopper's and the clock's:
 * - `capture` / `release`: the dealer confirms the sale or cancels (ops endpoint, `npm run reservations`);
 * - `cancel`: the shopper pressed cancel on the provider's page;
 * - `expire`: the sweep, when a reservation's time is up (an unpaid checkout or a hold);
 * - `abort`: we gave up before the shopper could pay (no checkout could be opened, or the dealer
 *   had reserved the car meanwhile).
 */
export const RESERVATION_PROVIDER_EVENTS = [
  "authorised",
  "refused",
  "declined",
  "captured",
  "released",
  "refunded",
  "disputed",
  "hold_let_go",
] as const;
export type ReservationProviderEvent = (typeof RESERVATION_PROVIDER_EVENTS)[number];
export const RESERVATION_ACTIONS = ["capture", "release", "cancel", "expire", "abort"] as const;
export const RESERVATION_EVENTS = [...RESERVATION_PROVIDER_EVENTS, ...RESERVATION_ACTIONS] as const;
export type ReservationEvent = (typeof RESERVATION_EVENTS)[number];

const refunded = { record: "the refund (refunded_cents, refunded_at), sent to the dealer" };
const disputed = { record: "the dispute (disputed_at, dispute_reason), sent to the dealer" };
const closed = { on: { refunded, disputed }, otherwise: "closed: its status is final" };

/**
 * Which status follows which: only an authorised card of exactly the deposit holds, only a hold is
 * captured or expires, a dealer may release a hold or a checkout not yet paid, the shopper may
 * cancel only a checkout not yet paid, and refunds and disputes are recorded whatever the status.
 */
export const RESERVATION_LIFECYCLE = transitionTable(RESERVATION_STATUSES, RESERVATION_EVENTS, {
  pending: {
    on: {
      authorised: "held",
      refused: "failed",
      declined: { record: "the declined card as its note; the car stays the shopper's until the checkout lapses" },
      released: "released",
      refunded,
      disputed,
      release: "released",
      cancel: "released",
      expire: "failed",
      abort: "failed",
    },
    otherwise: "not paid yet",
  },
  held: {
    on: {
      captured: "captured",
      released: "released",
      refunded,
      disputed,
      capture: "captured",
      release: "released",
      expire: "expired",
    },
    otherwise: "already paid and held",
  },
  captured: closed,
  released: closed,
  expired: closed,
  failed: closed,
});

export const onReservationEvent = RESERVATION_LIFECYCLE.onEvent;
export const canMove = RESERVATION_LIFECYCLE.canMove;

/** The statuses a reservation may be in for some event (or `event`) to move it to `to`. */
export const statusesBefore = (to: ReservationStatus, event?: ReservationEvent): ReservationStatus[] =>
  event ? RESERVATION_LIFECYCLE.statusesBefore(to, event) : RESERVATION_STATUSES.filter((from) => canMove(from, to));

/**
 * A card authorised for a reservation that will never hold its car (it failed, lapsed or was
 * cancelled before the payment landed): the authorisation is not ours to keep and is let go.
 */
export const authorisedTooLate = (row: { status: ReservationStatus; heldAt: Date | null }): boolean =>
  !("move" in onReservationEvent(row.status, "authorised")) && row.heldAt === null;
