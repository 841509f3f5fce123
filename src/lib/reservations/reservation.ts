import { formatZonedDateTime } from "../format/date.ts";
import { formatDollars } from "../format/money.ts";
import { referenceCode, referenceCodePattern } from "../format/reference-code.ts";
import type { ReservationStatus } from "./lifecycle.ts";
import { PENDING_MINUTES } from "./defaults.ts";

/**
 * Reserve online: the rules of a deposit hold, shared by the functions, the CLI and the
 * pages. Pure: the clock and the randomness are passed in. Its statuses and what moves them:
 * ./lifecycle.ts.
 */

/** The unpaid checkout's end: the checkout window (./defaults.ts) from now. */
export const pendingUntil = (now: Date): Date => new Date(now.getTime() + PENDING_MINUTES * 60_000);
export const heldUntil = (heldAt: Date, holdHours: number): Date => new Date(heldAt.getTime() + holdHours * 3_600_000);

/** The deposit in cents, from the dealer's setting in dollars: never from the browser. */
export const depositCents = (depositDollars: number): number => Math.round(depositDollars * 100);

export const REFERENCE_PATTERN = referenceCodePattern("RSV");

/** `RSV-XXXX-XXXX` from random numbers in [0, 1): what the shopper and the dealer quote. */
export const reservationReference = (random: () => number): string => referenceCode(random, "RSV");

/** "Thu 26 Nov, 2:05 pm AEDT": when a hold ends, on the dealer's clock, for the confirmation and the SMS. */
export const formatHoldExpiry = (instant: Date, timeZone: string): string =>
  formatZonedDateTime(instant, timeZone, "weekday");

interface DepositTerms {
  /** This car's deposit (reservationDeposit). */
  depositAmount: number;
  holdHours: number;
  refundable: boolean;
}

/** '$200 refundable deposit, held for 48 hours' (docs/requirements.md#9-business-constants-and-limits). */
export const depositTermsText = (terms: DepositTerms): string =>
  `${formatDollars(terms.depositAmount)} ${terms.refundable ? "refundable " : ""}deposit, held for ${terms.holdHours} hours`;

export const RESERVATION_MESSAGES = {
  reserved: (item: string) => `This ${item} is reserved`,
  alreadyReserved: (item: string) =>
    `Sorry, this ${item} has just been reserved by someone else. Here are some similar ones.`,
  cancelled: "Payment cancelled. No money has been taken; you can try again.",
  expired: "Your checkout timed out before the payment was made. No money has been taken; you can try again.",
} as const;

/** What the shopper is told about their reservation on the confirmation page. */
export function statusText(status: ReservationStatus, item: string): string {
  switch (status) {
    case "pending":
      return "Waiting for the payment to be confirmed…";
    case "held":
      return `Reserved: the ${item} is held for you.`;
    case "captured":
      return `Deposit taken: the ${item} is yours.`;
    case "released":
      return "This reservation was cancelled and the deposit hold released. No money was taken.";
    case "expired":
      return "This reservation has ended and the deposit hold was released. No money was taken.";
    case "failed":
      return RESERVATION_MESSAGES.expired;
  }
}
