import type { StockChangeFields } from "#lib/inventory/stock-change.ts";
import { onReservationEvent } from "#lib/reservations/lifecycle.ts";
import type { Db, Tx } from "../platform/db/client.ts";
import { PaymentsError, type PaymentsProvider } from "../platform/providers/payments/index.ts";
import { recordStockEvent } from "../stock/store.ts";
import type { Tenant } from "../platform/tenant.ts";
import type { AfterCommit } from "./follow-up.ts";
import { queueReservationLead } from "./notify.ts";
import { findReservation, moveReservation, type ReservationRow } from "./store.ts";

/**
 * A reservation closed — its deposit captured (a sale) or released (cancelled) by the
 * dealer, the shopper's own cancel, the sweep's expiry, or the same done at the provider — with
 * its car's stock and the dealer's lead in the same transaction.
 */

export type Closing = "captured" | "released" | "expired";

/** What the car becomes: a captured deposit is a sale; otherwise the car is for sale again. */
const STOCK_AFTER: Record<Closing, StockChangeFields> = {
  captured: { status: "sold", reserved: false },
  released: { reserved: false },
  expired: { reserved: false },
};

/** The car's stock follows its reservation (reserved, sold, for sale again), in the reservation's transaction. */
export async function markStock(tx: Tx, tenant: Tenant, row: ReservationRow, change: StockChangeFields): Promise<void> {
  await recordStockEvent(tx as unknown as Db, {
    slug: tenant.slug,
    eventId: `reservation:${row.id}:${row.status}`,
    feedChanged: false,
    changes: [{ car_id: row.carId, change }],
    summary: { reservation: row.reference, status: row.status },
    pushTo: tenant,
  });
}

/** The dealer's (and the sweep's) event that closes a reservation to each closing status. */
const CLOSING_ACTION = { captured: "capture", released: "release", expired: "expire" } as const;

/**
 * Closes a reservation by `event` (to `to` when the event may lead to several) and, if it held its
 * car, the car's stock and the dealer's lead with it; null when its status does not allow it.
 */
export async function closeInTransaction(
  db: Db,
  tx: Tx,
  tenant: Tenant,
  id: string,
  event: "captured" | "released" | (typeof CLOSING_ACTION)[Closing],
  now: Date,
  note: string,
  to?: Closing,
): Promise<{ row: ReservationRow & { status: Closing }; after: AfterCommit } | null> {
  const closed = (await moveReservation(tx, id, event, { closedAt: now, note, updatedAt: now }, to)) as
    | (ReservationRow & { status: Closing })
    | null;
  if (!closed) return null;
  const wasHeld = closed.heldAt !== null;
  if (wasHeld) await markStock(tx, tenant, closed, STOCK_AFTER[closed.status]);
  if (!wasHeld) return { row: closed, after: { deliveryIds: [] } };
  const deliveryIds = await queueReservationLead(db, tx, tenant, closed, now);
  return { row: closed, after: { deliveryIds, stockChanged: closed.carId } };
}

const CLOSE_NOTES: Record<Closing, string> = {
  captured: "sale confirmed by the dealer",
  released: "cancelled by the dealer",
  expired: "hold expired",
};
/** The shopper who holds the car cancelled their refundable hold. */
const CANCELLED_BY_SHOPPER = "cancelled by the shopper";

/**
 * The dealer captures (sale confirmed) or releases (cancelled) a reservation, or the sweep expires
 * it: the provider first (no money moves unless the car is bought), then the row, the car's stock
 * and the lead in one transaction. A provider failure changes nothing and can be retried.
 * A move already made (the provider's webhook landed first, or a repeated command) is answered with
 * the reservation as it is and `already: true`, not refused: the money moved all the same.
 * The shopper's own cancel of their hold is the dealer's release, noted as theirs.
 */
export async function closeReservation(
  db: Db,
  tenant: Tenant,
  payments: PaymentsProvider,
  id: string,
  to: Closing,
  now = new Date(),
  by: "dealer" | "shopper" = "dealer",
): Promise<{ row: ReservationRow; after: AfterCommit; already?: true }> {
  const row = await findReservation(db, id, tenant.slug);
  if (!row) throw new ReservationNotFound(id);
  const already = (current: ReservationRow) => ({ row: current, after: { deliveryIds: [] }, already: true as const });
  if (row.status === to) return already(row);
  const event = CLOSING_ACTION[to];
  const step = onReservationEvent(row.status, event);
  if (!("move" in step) || step.move !== to) throw new WrongStatus(row);
  if (row.paymentId) await moveMoney(payments, row.paymentId, `reservation:${row.id}:${to}`, to);
  const closed = await db.transaction((tx) =>
    closeInTransaction(
      db,
      tx,
      tenant,
      row.id,
      event,
      now,
      by === "shopper" ? CANCELLED_BY_SHOPPER : CLOSE_NOTES[to],
      to,
    ),
  );
  if (closed) return closed;
  const current = (await findReservation(db, row.id)) ?? row;
  if (current.status === to) return already(current);
  throw new WrongStatus(current);
}

/**
 * Captures or releases at the provider. Stripe refuses to capture a captured payment (or cancel a
 * cancelled one), e.g. when the dealer did it in Stripe's dashboard first: when the payment is
 * already where we wanted it, that is success.
 */
async function moveMoney(payments: PaymentsProvider, paymentId: string, key: string, to: Closing): Promise<void> {
  try {
    if (to === "captured") await payments.capture(paymentId, key);
    else await payments.release(paymentId, key);
  } catch (error) {
    if (!(error instanceof PaymentsError) || error.code !== "rejected") throw error;
    const payment = await payments.readPayment(paymentId).catch(() => null);
    if (payment?.status !== (to === "captured" ? "captured" : "released")) throw error;
  }
}

/**
 * The shopper pressed cancel on the provider's page: an unpaid reservation lets the car go at once
 * (it used to keep it for the rest of its 30 minutes), after the provider's page is closed
 * so no payment can land after it. A paid or closed reservation is left as it is.
 */
export async function cancelUnpaidReservation(
  db: Db,
  tenant: Tenant,
  payments: PaymentsProvider,
  id: string,
  now = new Date(),
): Promise<ReservationRow> {
  const row = await findReservation(db, id, tenant.slug);
  if (!row) throw new ReservationNotFound(id);
  if (!("move" in onReservationEvent(row.status, "cancel"))) return row;
  if (row.checkoutId) await payments.expireCheckout(row.checkoutId);
  const released = await moveReservation(db, row.id, "cancel", {
    closedAt: now,
    note: "checkout cancelled by the shopper",
    updatedAt: now,
  });
  return released ?? (await findReservation(db, row.id)) ?? row;
}

export class ReservationNotFound extends Error {
  constructor(id: string) {
    super(`no reservation ${id}`);
  }
}
export class WrongStatus extends Error {
  readonly row: ReservationRow;
  constructor(row: ReservationRow) {
    super(`reservation ${row.reference} is ${row.status}`);
    this.row = row;
  }
}
