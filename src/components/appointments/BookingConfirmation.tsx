import { useEffect, useRef } from "react";
import { bookingEvent, bookingWhen, timesAreIn, WHAT_TO_BRING } from "#lib/appointments/calendar.ts";
import { manageLink } from "#lib/appointments/manage.ts";
import type { BookingYard } from "#lib/appointments/yards.ts";
import { AddToCalendar } from "./AddToCalendar.tsx";
import type { Booked } from "./booking-types.ts";

/**
 * The booking is confirmed at once: when (on the yard's clock, saying which), where and
 * how to get there, what to bring, the calendar file, and the link to move or cancel it (shown
 * once: only its hash is stored, so the shopper is asked to keep it).
 */
export function BookingConfirmation(props: { booked: Booked; yard?: BookingYard; carName?: string }) {
  const { appointment, manage_token: token } = props.booked;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const manageUrl = new URL(manageLink(token), location.href).href;
  const what = appointment.kind === "testDrive" ? "test drive" : "service";
  return (
    <section className="booking-confirmation" aria-labelledby="booking-confirmed">
      <h2 id="booking-confirmed" ref={heading} tabIndex={-1}>
        Your {what} is booked
      </h2>
      <p className="booking-confirmation__when">
        <strong>{bookingWhen(appointment.date, appointment.time)}</strong>
        {props.carName && <> · {props.carName}</>}
      </p>
      <p>{timesAreIn(appointment.time_zone)}.</p>
      {props.yard && (
        <p>
          {props.yard.name}, {props.yard.address}.{" "}
          <a href={props.yard.directions} target="_blank" rel="noopener noreferrer">
            Get directions<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </p>
      )}
      <h3>What to bring</h3>
      <ul>
        {WHAT_TO_BRING[appointment.kind].map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <div className="booking-confirmation__actions">
        <AddToCalendar
          fileName={`${what.replace(" ", "-")}-${appointment.date}.ics`}
          event={bookingEvent(
            appointment,
            {
              yardName: props.yard?.name ?? "",
              address: props.yard?.address ?? "",
              host: location.host,
              manageUrl,
              carName: props.carName,
            },
            new Date(),
          )}
        />
        <a className="button button--ghost" href={manageLink(token)}>
          Move or cancel this booking
        </a>
      </div>
      <p className="field__hint">
        Bookmark “Move or cancel this booking” (the calendar entry has it too): it is how you change the booking without
        calling us.
      </p>
    </section>
  );
}
