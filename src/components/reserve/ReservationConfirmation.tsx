import type { Ref } from "react";
import { type Reservation, reservationStatus } from "../../lib/api/reservations.ts";
import { formatDollars } from "../../lib/format/money.ts";
import { RESERVATION_MESSAGES } from "../../lib/reservations/reservation.ts";
import { callApi } from "../../client/call-api.ts";
import styles from "./ReserveCheckout.module.css";

/** How often, and for how long, the confirmation asks whether the payment's webhook has landed. */
const POLL_MS = 1000;
const POLL_TIMES = 45;

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

/** Asks until the reservation is no longer pending (the provider's webhook can land after the redirect). */
export function followReservation(
  id: string,
  onSettled: (outcome: { ok: true; reservation: Reservation } | { ok: false; message: string }) => void,
): () => void {
  let stopped = false;
  let times = 0;
  const ask = async () => {
    if (stopped) return;
    const result = await callApi(reservationStatus, { id });
    if (stopped) return;
    if (result.ok && (result.data.reservation.status !== "pending" || ++times >= POLL_TIMES)) {
      onSettled(
        result.data.reservation.status === "failed"
          ? { ok: false, message: RESERVATION_MESSAGES.expired }
          : { ok: true, reservation: result.data.reservation },
      );
      return;
    }
    if (!result.ok && result.status !== 0) return onSettled({ ok: false, message: result.message });
    setTimeout(ask, POLL_MS);
  };
  void ask();
  return () => {
    stopped = true;
  };
}
