import { useEffect, useRef, useState } from "react";
import { type MyReservation, myReservations } from "#lib/api/reservations.ts";
import { callApi } from "../../client/call-api.ts";
import { CancelHold } from "./ReservationConfirmation.tsx";

/**
 * /my-garage: the signed-in shopper's reserved car (held, or waiting for its payment),
 * with its page and its cancel. Holds placed in an online purchase are listed with the purchase.
 */
export function GarageReservations(props: { itemLabel: string }) {
  const [reservations, setReservations] = useState<MyReservation[]>();
  const [cancelled, setCancelled] = useState<string>();
  const status = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    callApi(myReservations, {}).then((result) =>
      setReservations(result.ok ? result.data.reservations.filter((held) => !held.in_purchase) : []),
    );
  }, []);
  useEffect(() => {
    if (cancelled) status.current?.focus();
  }, [cancelled]);
  if (!reservations?.length && !cancelled) return null;
  return (
    <section className="garage__reservations" aria-labelledby="garage-reservations-heading">
      <h2 id="garage-reservations-heading">Your reservation</h2>
      {cancelled && (
        <p ref={status} tabIndex={-1} role="status">
          {cancelled}
        </p>
      )}
      <ul className="garage__reservation-list">
        {reservations?.map((reservation) => (
          <li key={reservation.id} className="garage__item" data-reservation-id={reservation.id}>
            <p>{reservation.href ? <a href={reservation.href}>{reservation.car_name}</a> : reservation.car_name}</p>
            <p>
              {reservation.status === "held"
                ? `Reserved until ${reservation.expires_text}`
                : `Waiting for payment until ${reservation.expires_text}`}{" "}
              ({reservation.reference})
            </p>
            <CancelHold
              reservation={reservation}
              item={props.itemLabel}
              onCancelled={(done) => {
                setReservations((all) => all?.filter((held) => held.id !== done.id));
                setCancelled(`Your reservation of ${done.car_name} is cancelled. ${done.status_text}`);
              }}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
