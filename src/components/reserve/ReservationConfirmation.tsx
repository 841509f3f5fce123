import type { Ref } from "react";
import { type Reservation, reservationStatus } from "../../lib/api/reservations.ts";
import { formatDollars } from "../../lib/format/money.ts";
import { RESERVATION_MESSAGES } from "../../lib/reservations/reservation.ts";
import { callApi } from "../../client/call-api.ts";
import { followUntilSettled } from "../../client/follow.ts";
import styles from "./ReserveCheckout.module.css";

/** Back from the payment provider, while its answer is asked for (the reserve, checkout and payment pages). */
export function ConfirmingPayment(props: { className: string | undefined }) {
  return (
    <div className={props.className} role="status">
      <p>Confirming your payment…</p>
    </div>
  );
}

/** The reservation once paid: reference, deposit, and when the hold ends on the dealer's clock. */
export function Confirmation(props: { reservation: Reservation; item: string; headingRef: Ref<HTMLHeadingElement> }) {
  const { reservation } = props;
  const held = reservation.status === "held";
  return (
    <section className={styles.root} aria-labelledby="reserve-done" data-reservation-status={reservation.status}>
      <h2 id="reserve-done" ref={props.headingRef} tabIndex={-1}>
        {held ? `${reservation.car_name} is reserved for you` : "Your reservation"}
      </h2>
      <p>{reservation.status_text}</p>
      <dl className={styles.facts}>
        <dt>Reference</dt>
        <dd data-reference>{reservation.reference}</dd>
        <dt>Deposit</dt>
        <dd>
          {formatDollars(reservation.amount_cents / 100)} {held ? "held on your card (not taken)" : ""}
        </dd>
        {held && (
          <>
            <dt>Held until</dt>
            <dd data-expires>{reservation.expires_text}</dd>
          </>
        )}
      </dl>
      {held && (
        <p>We've sent the details to your phone. We'll be in touch to arrange a time to see the {props.item}.</p>
      )}
    </section>
  );
}

/** Asks until the reservation is no longer pending: held (or taken), or the reason it is not. */
export function followReservation(
  id: string,
  onSettled: (outcome: { ok: true; reservation: Reservation } | { ok: false; message: string }) => void,
): () => void {
  return followUntilSettled(
    () => callApi(reservationStatus, { id }),
    (data) => data.reservation.status !== "pending",
    (answer) => {
      if (!answer.ok) return onSettled(answer);
      const { reservation } = answer.data;
      onSettled(
        reservation.status === "failed"
          ? { ok: false, message: RESERVATION_MESSAGES.expired }
          : { ok: true, reservation },
      );
    },
  );
}
