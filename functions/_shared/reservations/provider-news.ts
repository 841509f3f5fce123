import { heldPaymentProblem, mayRelease } from "#lib/reservations/held-payment.ts";
import type { Db, Tx } from "../platform/db/client.ts";
import type { NewsWing } from "../payment-events/provider-news.ts";
import type { PaymentEvent, PaymentsProvider } from "../platform/providers/payments/index.ts";
import type { Tenant } from "../platform/tenant.ts";
import { queueReservationLead } from "./notify.ts";
import { moveReservation, recordOnReservation, type ReservationRow } from "./store.ts";

/**
 * What the payment provider tells us beyond a reservation's own moves — a completed
 * checkout whose money is not the deposit, a refund, a dispute — recorded on the reservation and
 * sent to the dealer as a lead, like its transitions.
 */

/** Why a completed checkout does not hold its car, and whether its authorisation is ours to let go. */
export interface HoldRefusal {
  reason: string;
  paymentId?: string;
  release: boolean;
}

/**
 * Asks the provider for the payment behind a completed checkout (the event says it completed; the
 * payment says what was authorised) and checks it against the reservation's deposit.
 */
export async function checkHeldPayment(
  payments: PaymentsProvider,
  row: ReservationRow,
  event: PaymentEvent,
): Promise<HoldRefusal | null> {
  const paymentId = event.paymentId ?? row.paymentId ?? undefined;
  if (!paymentId) return { reason: "the payment provider named no payment", release: false };
  const payment = await payments.readPayment(paymentId);
  const reason = heldPaymentProblem(row, payment);
  return reason ? { reason, paymentId, release: mayRelease(payment) } : null;
}

/** The checkout failed its check: the reservation fails (the car stays for sale) and the dealer is told why. */
export async function refuseHold(
  db: Db,
  tx: Tx,
  tenant: Tenant,
  row: ReservationRow,
  refusal: HoldRefusal,
  now: Date,
): Promise<{ refused: ReservationRow | null; deliveryIds: string[] }> {
  const refused = await moveReservation(tx, row.id, "refused", {
    paymentId: refusal.paymentId ?? row.paymentId,
    note: `payment refused: ${refusal.reason}`,
    closedAt: now,
    updatedAt: now,
  });
  if (!refused) return { refused: null, deliveryIds: [] };
  console.error(
    `[reservations] ${tenant.slug}: ${row.reference} not held: ${refusal.reason}${refusal.release ? " (authorisation released)" : ""}`,
  );
  const deliveryIds = await queueReservationLead(db, tx, tenant, refused, now, {
    kind: "refused",
    text: `Not held: ${refusal.reason}${refusal.release ? "; the card authorisation was released" : ""}`,
    details: { refusal_reason: refusal.reason },
  });
  return { refused, deliveryIds };
}

/**
 * How reservations store and tell a refund or a dispute (../payments/provider-news.ts). Stripe also
 * reports a hold let go (a released or expired reservation) as a refund of a charge never captured:
 * that is the lifecycle's `hold_let_go`, which records nothing and never reaches here.
 */
export const reservationNews: NewsWing<ReservationRow> = {
  tag: "[reservations]",
  money: "deposit",
  name: (row) => row.reference,
  // The reservations table keeps no disputed amount; the dealer's lead carries it.
  record: (tx, row, event, { disputedCents: _, ...fields }) => recordOnReservation(tx, row.id, event, fields),
  queueLead: queueReservationLead,
};
