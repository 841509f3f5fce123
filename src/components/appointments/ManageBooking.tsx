import { bookingEvent, bookingWhen, timesAreIn, WHAT_TO_BRING } from "#lib/appointments/calendar.ts";
import { manageLink } from "#lib/appointments/manage.ts";
import type { BookingYard } from "#lib/appointments/yards.ts";
import { ErrorSummary } from "../forms/ErrorSummary.tsx";
import { AddToCalendar } from "./AddToCalendar.tsx";
import { BookingCalendar } from "./BookingCalendar.tsx";
import { NearestTimes } from "./NearestTimes.tsx";
import { useManageBooking } from "./use-manage-booking.ts";

const KIND = { testDrive: "test drive", service: "service" } as const;

/** The shopper's booking, opened by its link without signing in: move it to another free time, or cancel it. */
export default function ManageBooking(props: {
  yards: BookingYard[];
  bookHref: { testDrive: string; service: string };
}) {
  const state = useManageBooking();
  const { appointment, form, slots, mode } = state;
  if (state.missing)
    return (
      <div className="manage-booking" role="alert">
        <p>{state.missing}</p>
      </div>
    );
  if (!appointment) return <p role="status">Finding your booking…</p>;
  const yard = props.yards.find((candidate) => candidate.id === appointment.location_id);
  const cancelled = appointment.status === "cancelled";
  return (
    <div className="manage-booking" data-ready={form.ready || undefined} data-status={appointment.status}>
      <h2 ref={state.heading} tabIndex={-1}>
        {cancelled ? `Your cancelled ${KIND[appointment.kind]}` : `Your ${KIND[appointment.kind]}`}
      </h2>
      {state.done && (
        <p className="booking__done" role="status">
          {state.done}
        </p>
      )}
      <p className="booking-confirmation__when">
        <strong>{bookingWhen(appointment.date, appointment.time)}</strong>
      </p>
      <p>{timesAreIn(appointment.time_zone)}.</p>
      {yard && (
        <p>
          {yard.name}, {yard.address}.{" "}
          <a href={yard.directions} target="_blank" rel="noopener noreferrer">
            Get directions<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </p>
      )}
      {cancelled ? (
        <p>
          <a
            className="button"
            href={
              appointment.car_id
                ? `/book-test-drive?car_id=${encodeURIComponent(appointment.car_id)}`
                : props.bookHref[appointment.kind]
            }
          >
            Make a new booking
          </a>
        </p>
      ) : (
        <>
          <h3>What to bring</h3>
          <ul>
            {WHAT_TO_BRING[appointment.kind].map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          {!form.busy && <ErrorSummary form={form} />}
          {mode === "view" && (
            <div className="booking-confirmation__actions">
              <AddToCalendar
                fileName={`${KIND[appointment.kind].replace(" ", "-")}-${appointment.date}.ics`}
                event={bookingEvent(
                  appointment,
                  {
                    yardName: yard?.name ?? "",
                    address: yard?.address ?? "",
                    host: location.host,
                    manageUrl: new URL(manageLink(state.token!), location.href).href,
                  },
                  new Date(),
                )}
              />
              <button type="button" className="button button--ghost" onClick={() => state.start("moving")}>
                Move to another time
              </button>
              <button type="button" className="button button--ghost" onClick={() => state.start("cancelling")}>
                Cancel booking
              </button>
            </div>
          )}
          {mode === "cancelling" && (
            <div className="booking-confirmation__actions" role="group" aria-label="Cancel this booking?">
              <p>Cancel this booking? The time will be offered to others.</p>
              <button type="button" className="button" disabled={form.busy} onClick={state.cancel}>
                Yes, cancel it
              </button>
              <button type="button" className="button button--ghost" onClick={() => state.start("view")}>
                Keep my booking
              </button>
            </div>
          )}
          {mode === "moving" && (
            <div className="booking">
              <h3>Choose a new time</h3>
              {slots.status === "loading" && <p role="status">Finding free times…</p>}
              {(slots.status === "failed" || slots.status === "unavailable") && (
                <p className="form-alert">{slots.message}</p>
              )}
              <NearestTimes slots={state.nearest} onChoose={state.choose} />
              {slots.status === "ready" && (
                <BookingCalendar
                  id="manage-starts_at"
                  days={slots.days}
                  timeZone={slots.timeZone}
                  value={state.startsAt}
                  onChange={state.choose}
                  error={form.errors.starts_at}
                />
              )}
              <div className="booking-confirmation__actions">
                <button type="button" className="button" disabled={form.busy} onClick={state.move}>
                  {form.busy ? "Moving…" : "Move to this time"}
                </button>
                <button type="button" className="button button--ghost" onClick={() => state.start("view")}>
                  Keep my booking
                </button>
              </div>
            </div>
          )}
        </>
      )}
    </div>
  );
}
