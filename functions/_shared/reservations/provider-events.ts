import { authorisedTooLate, type ReservationProviderEvent } from "#lib/reservations/lifecycle.ts";
import { heldUntil } from "#lib/reservations/reservation.ts";
import {
  applyEvent,
  type EventHandler,
  type EventWing,
  readEvent,
  unchanged,
} from "../payment-events/provider-events.ts";
import { closeInTransaction, markStock } from "./close.ts";
import { type AfterCommit, followUp } from "./follow-up.ts";
import { type AnnouncedRow, queueReservationLead } from "./notify.ts";
import { checkHeldPayment, refuseHold, reservationNews } from "./provider-news.ts";
import { findReservation, moveReservation, recordOnReservation, reservationByPayment } from "./store.ts";

/** A checkout names its reservation in the metadata; a completed one is a hold. */
const READER = {
  ownIdKey: "reservation_id",
  byId: findReservation,
  byPayment: reservationByPayment,
  completed: "authorised" as const,
  noRow: "no reservation",
  news: reservationNews,
};

const NOTHING_AFTER: AfterCommit = { deliveryIds: [] };

/**
 * One provider event for a reservation, handled once (../payment-events/provider-events.ts, which
 * also records refunds and disputes). What the event does to the reservation's status is the
 * lifecycle's table; here is the I/O around it. A completed checkout holds the car only once the
 * provider confirms an authorisation of exactly the deposit (otherwise the authorisation is
 * released first, so a failed release is retried with the event).
 */
export const handlePaymentEvent: EventHandler<AfterCommit> = async (
  db,
  payments,
  event,
  loadTenant,
  now = new Date(),
) => {
  const read = await readEvent(db, event, READER, loadTenant);
  const { found, said } = read;
  const refusal =
    said === "authorised" && found?.status === "pending" ? await checkHeldPayment(payments, found, event) : null;
  const kind: ReservationProviderEvent | null = refusal ? "refused" : said;
  if (refusal?.release && refusal.paymentId)
    await payments.release(refusal.paymentId, `reservation:${found!.id}:refused`);
  // Paid after the checkout lapsed or was cancelled (the car may be someone else's now): the hold
  // is let go before the event is stored, so a release that fails fails the webhook and goes again
  // with the provider's retry, rather than leaving a $200 hold nobody tracks.
  const late =
    kind === "authorised" && found && authorisedTooLate(found)
      ? (event.paymentId ?? found.paymentId ?? undefined)
      : undefined;
  if (late) await payments.release(late, `reservation:${found!.id}:late`);
  let lateRelease: string | undefined;
  const wing = { reader: READER, nothingAfter: NOTHING_AFTER };
  const result = await applyEvent(db, payments, event, now, read, kind, wing, async (tx, found, tenant, kind) => {
    switch (kind) {
      case "refused": {
        const { refused, deliveryIds } = await refuseHold(db, tx, tenant, found, refusal!, now);
        return refused
          ? { outcome: `refused ${found.reference}: ${refusal!.reason}`, after: { deliveryIds } }
          : unchanged(tx, found, findReservation, NOTHING_AFTER);
      }
      case "authorised": {
        const paymentId = event.paymentId ?? found.paymentId ?? undefined;
        const held = await moveReservation(tx, found.id, "authorised", {
          paymentId,
          heldAt: now,
          expiresAt: heldUntil(now, tenant.config.features.reserveOnline.holdHours),
          note: null,
        });
        if (!held) {
          // Read again: `found` predates this transaction, and the provider's other event for the
          // same payment may have held the car meanwhile (Stripe sends both at once).
          const current = (await findReservation(tx, found.id)) ?? found;
          // It lapsed between our read above and this transaction: let the hold go now.
          if (current.heldAt === null && paymentId && paymentId !== late) lateRelease = paymentId;
          return { outcome: `unchanged: ${current.status}`, after: NOTHING_AFTER };
        }
        await markStock(tx, tenant, held, { reserved: true });
        const deliveryIds = await queueReservationLead(db, tx, tenant, held as AnnouncedRow, now);
        return {
          outcome: `held ${held.reference}`,
          after: { deliveryIds, stockChanged: held.carId },
        };
      }
      case "declined":
        // The shopper may try another card on the same checkout; the car stays theirs until it lapses.
        await recordOnReservation(tx, found.id, "declined", { note: "card declined", updatedAt: now });
        return { outcome: `declined ${found.reference}`, after: NOTHING_AFTER };
      case "captured":
      case "released": {
        // Done from the provider's dashboard rather than through us: follow it.
        const closed = await closeInTransaction(db, tx, tenant, found.id, kind, now, "changed at the payment provider");
        return closed
          ? { outcome: `${closed.row.status} ${found.reference}`, after: closed.after }
          : unchanged(tx, found, findReservation, NOTHING_AFTER);
      }
      case "hold_let_go":
        return { outcome: `ignored: ${found.reference}'s hold let go`, after: NOTHING_AFTER };
    }
  });
  if (lateRelease)
    await payments.release(lateRelease, `reservation:${found!.id}:late`).catch((error) => {
      console.error(`[reservations] releasing late payment ${lateRelease} failed:`, error);
    });
  return result;
};

/** The webhook's reservation wing: its events, and the stock, leads and SMS after the answer. */
export const reservationEvents: EventWing<AfterCommit> = {
  logAs: "",
  followUpName: "reservation follow-up",
  handle: handlePaymentEvent,
  hasFollowUp: (after) => Boolean(after.deliveryIds.length || after.stockChanged),
  followUp,
};
