import { formatAmountCents } from "../format/money.ts";

/** The deposit a reservation asked for. */
interface Deposit {
  amountCents: number;
  currency: string;
}

/** The payment as the provider reports it (our own payment type's fields). */
interface HeldPayment {
  status: "requires_payment" | "authorised" | "captured" | "released" | "failed";
  amountCents: number;
  currency: string;
}

/**
 * Why a completed checkout must not hold the car, or null when it may. Only an
 * authorisation hold (nothing taken yet) of exactly the reservation's deposit, in its currency,
 * holds a car; anything else is refused, its authorisation released and the dealer told.
 */
export function heldPaymentProblem(deposit: Deposit, payment: HeldPayment): string | null {
  if (payment.status !== "authorised") return STATUS_PROBLEMS[payment.status];
  if (payment.currency.toLowerCase() !== deposit.currency.toLowerCase())
    return `the hold is in ${payment.currency.toUpperCase()}, not ${deposit.currency.toUpperCase()}`;
  if (payment.amountCents !== deposit.amountCents)
    return `the hold is ${formatAmountCents(payment.amountCents)}, not the ${formatAmountCents(deposit.amountCents)} deposit`;
  return null;
}

const STATUS_PROBLEMS: Record<Exclude<HeldPayment["status"], "authorised">, string> = {
  requires_payment: "the card was not authorised",
  failed: "the card was declined",
  // Automatic capture: money was taken that only the dealer's confirmed sale may take.
  captured: "the payment was taken in full instead of held: refund it at the payment provider",
  released: "the authorisation had already been released",
};

/** Whether a refused payment still has an authorisation for us to let go (not taken, not already released). */
export const mayRelease = (payment: Pick<HeldPayment, "status">): boolean =>
  payment.status === "authorised" || payment.status === "requires_payment" || payment.status === "failed";
