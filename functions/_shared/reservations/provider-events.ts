import { isHoldLetGo } from "#lib/payments/provider-news.ts";
import { authorisedTooLate, type ReservationProviderEvent } from "#lib/reservations/lifecycle.ts";
import { heldUntil } from "#lib/reservations/reservation.ts";
import {
  type EventHandler,
  type EventWing,
  handleOnce,
  readEvent,
  unchanged,
} from "../payment-events/provider-events.ts";
import { recordNews } from "../payment-events/provider-news.ts";
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
};

/**
 * One provider event for a reservation, handled once (../payments/provider-events.ts). What the
 * event does to the reservation's status is the lifecycle's table; here is the I/O around it.
 * A completed checkout holds the car only once the provider confirms an authorisation of
 * exactly the deposit (otherwise the authorisation is released first, so a failed release is
 * retried with the event); a refused hold and a hold let go are told apart by what the payment
 * says; refunds and disputes are recorded on the reservation and sent to the dealer.
 */
export const handlePaymentEvent: EventHandler<AfterCommit> = async (
  db,
  payments,
  event,
  loadTenant,
  now = new Date(),
) => {
  const { found, tenant, said } = await readEvent(db, event, READER, loadTenant);
  const refusal =
    said === "authorised" && found?.status === "pending" ? await checkHeldPayment(payments, found, event) : null;
  const kind: ReservationProviderEvent | null = refusal
    ? "refused"
    : said === "refunded" && isHoldLetGo(event)
      ? "hold_let_go"
      : said;
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
  const none: AfterCommit = { deliveryIds: [] };
  const result = await handleOnce(db, payments, event, now, none, async (tx) => {
    if (!found || !tenant) return { outcome: "ignored: no reservation", after: none };
    switch (kind) {
      case null:
        return { outcome: "ignored", after: none };
      case "refused": {
        const { refused, deliveryIds } = await refuseHold(db, tx, tenant, found, refusal!, now);
        return refused
          ? { outcome: `refused ${found.reference}: ${refusal!.reason}`, after: { deliveryIds } }
          : unchanged(tx, found, findReservation, none);
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
          return { outcome: `unchanged: ${current.status}`, after: none };
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
        return { outcome: `declined ${found.reference}`, after: none };
      case "captured":
      case "released": {
        // Done from the provider's dashboard rather than through us: follow it.
        const closed = await closeInTransaction(db, tx, tenant, found.id, kind, now, "changed at the payment provider");
        return closed
          ? { outcome: `${closed.row.status} ${found.reference}`, after: closed.after }
          : unchanged(tx, found, findReservation, none);
      }
      case "refunded":
      case "disputed":
        return recordNews(reservationNews, kind, db, tx, tenant, found, event, now);
      case "hold_let_go":
        return { outcome: `ignored: ${found.reference}'s hold let go`, after: none };
    }
  });
  if (lateRelease)
    await payments.release(lateRelease, `reservation:${found!.id}:late`).catch((error) => {
      console.error(`[reservations] releasing late payment ${lateRelease} failed:`, error);
    });
  return { ...result, tenant };
};

/** The webhook's reservation wing: its events, and the stock, leads and SMS after the answer. */
export const reservationEvents: EventWing<AfterCommit> = {
  logAs: "",
  followUpName: "reservation follow-up",
  handle: handlePaymentEvent,
  hasFollowUp: (after) => Boolean(after.deliveryIds.length || after.stockChanged),
  followUp,
};
