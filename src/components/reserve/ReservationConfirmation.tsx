import { type Ref, useEffect, useRef, useState } from "react";
import { cancelReservation, type Reservation, reservationStatus } from "#lib/api/reservations.ts";
import { formatDollars } from "#lib/format/money.ts";
import { signInHref } from "#lib/navigation/sign-in.ts";
import { RESERVATION_MESSAGES } from "#lib/reservations/reservation.ts";
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

/**
 * The reservation once paid: reference, deposit, and when the hold ends on the dealer's clock.
 * The hold is refundable, so its holder can cancel it here; the answer replaces it.
 */
export function Confirmation(props: { reservation: Reservation; item: string; headingRef: Ref<HTMLHeadingElement> }) {
  const [reservation, setReservation] = useState(props.reservation);
  const held = reservation.status === "held";
  const ownHeading = useRef<HTMLHeadingElement>(null);
  const heading = held ? props.headingRef : ownHeading;
  useEffect(() => {
    if (reservation.status === "released") ownHeading.current?.focus();
  }, [reservation.status]);
  return (
    <section className={styles.root} aria-labelledby="reserve-done" data-reservation-status={reservation.status}>
      <h2 id="reserve-done" ref={heading} tabIndex={-1}>
        {held
          ? `${reservation.car_name} is reserved for you`
          : reservation.status === "released"
            ? "Your reservation is cancelled"
            : "Your reservation"}
      </h2>
      <p role={reservation.status === "released" ? "status" : undefined}>{reservation.status_text}</p>
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
        <>
          <p>We've sent the details to your phone. We'll be in touch to arrange a time to see the {props.item}.</p>
          <CancelHold reservation={reservation} item={props.item} onCancelled={setReservation} />
        </>
      )}
    </section>
  );
}

/**
 * "Cancel my reservation", asked once more (the car goes back on sale at once), then the
 * hold released. Signed out (the session ended), the shopper signs in and comes back here.
 */
export function CancelHold(props: {
  reservation: Reservation;
  item: string;
  onCancelled: (reservation: Reservation) => void;
}) {
  const [step, setStep] = useState<"offer" | "confirm" | "busy">("offer");
  const [problem, setProblem] = useState<string>();
  const question = useRef<HTMLParagraphElement>(null);
  const offer = useRef<HTMLButtonElement>(null);
  const asked = useRef(false);
  const { reservation } = props;
  const deposit = formatDollars(reservation.amount_cents / 100);
  const name = <span className="visually-hidden"> of {reservation.car_name}</span>;
  useEffect(() => {
    if (step === "confirm" && !problem) question.current?.focus();
    if (step === "offer" && asked.current) offer.current?.focus();
  }, [step]);

  async function cancel() {
    setStep("busy");
    setProblem(undefined);
    const result = await callApi(cancelReservation, { id: reservation.id });
    if (result.ok) return props.onCancelled(result.data.reservation);
    if (result.status === 401)
      return location.assign(signInHref(location.pathname + location.search, undefined, "checkout"));
    setProblem(result.message);
    setStep("confirm");
  }

  if (step === "offer")
    return (
      <p>
        <button
          ref={offer}
          className="button button--ghost"
          type="button"
          onClick={() => {
            asked.current = true;
            setStep("confirm");
          }}
        >
          Cancel my reservation{name}
        </button>
      </p>
    );
  return (
    <div className={styles.notice} data-cancel-reservation>
      <p ref={question} tabIndex={-1}>
        Cancel your reservation of {reservation.car_name}? The {props.item} goes back on sale straight away
        {reservation.status === "held" ? ` and the ${deposit} hold on your card is released` : ""}. No money is taken.
      </p>
      {problem && <p role="alert">{problem}</p>}
      <p className={styles.actions}>
        <button className="button" type="button" onClick={cancel} disabled={step === "busy"}>
          {step === "busy" ? "Cancelling…" : "Yes, cancel it"}
        </button>{" "}
        <button
          className="button button--ghost"
          type="button"
          onClick={() => setStep("offer")}
          disabled={step === "busy"}
        >
          Keep my reservation
        </button>
      </p>
    </div>
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
