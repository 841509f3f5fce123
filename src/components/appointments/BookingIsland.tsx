import { ErrorSummary } from "../forms/ErrorSummary.tsx";
import { BookingCalendar } from "./BookingCalendar.tsx";
import { NearestTimes } from "./NearestTimes.tsx";
import { BookingConfirmation } from "./BookingConfirmation.tsx";
import { BOOKING_ORDER, BookingDetails, bookingFieldId, bookingLabel } from "./BookingDetails.tsx";
import type { BookingProps } from "./booking-types.ts";
import { useBooking } from "./use-booking.ts";

/**
 * Book a test drive (of the car in `?car_id=`) or a service at a free time: the
 * calendar of the yard's free times, the shopper's details, and the confirmation at once.
 */
export default function BookingIsland(props: BookingProps & { searchHref: string }) {
  const state = useBooking(props);
  const { form, car, slots, booked } = state;
  const yardOf = (id: string) => props.yards.find((yard) => yard.id === id);
  // The button goes once a time is chosen: focus moves to that time in the calendar.
  const chooseNearest = (startsAt: string) => {
    state.choose(startsAt);
    requestAnimationFrame(() =>
      document.querySelector<HTMLInputElement>(`input[name="booking-starts_at-time"][value="${startsAt}"]`)?.focus(),
    );
  };

  if (booked)
    return (
      <BookingConfirmation booked={booked} yard={yardOf(booked.appointment.location_id)} carName={car.found?.name} />
    );
  if (props.kind === "testDrive" && car.checked && !car.id)
    return (
      <p className="booking__note">
        Choose the car you'd like to drive, then "Book a Test Drive" on its page.{" "}
        <a href={props.searchHref}>Browse our stock</a>
      </p>
    );
  // A car_id that names no car of this dealer (a stale link): the functions cannot find its yard.
  const noSuchCar = props.kind === "testDrive" && slots.status === "failed" && slots.code === "validation";
  if (slots.status === "unavailable" || noSuchCar)
    return (
      <div className="booking__note" role="status">
        <p>{noSuchCar ? "We can't find that car in our stock any more. Here are some similar ones." : slots.message}</p>
        <a className="button" href={car.found ? `/cars/${car.found.slug}#similar-cars` : props.searchHref}>
          Find Me Something Similar
        </a>
      </div>
    );

  return (
    <form
      className="booking"
      noValidate
      onSubmit={state.onSubmit}
      aria-busy={form.busy}
      data-ready={form.ready || undefined}
    >
      {!form.busy && (
        <ErrorSummary form={form} labelOf={bookingLabel} order={(field) => BOOKING_ORDER.indexOf(field)} />
      )}
      {props.kind === "service" && props.yards.length > 1 && (
        <div className="field">
          <label htmlFor="booking-location">Service centre</label>
          <select id="booking-location" value={state.yardId} onChange={(event) => state.setYardId(event.target.value)}>
            {props.yards.map((yard) => (
              <option key={yard.id} value={yard.id}>
                {yard.name}
              </option>
            ))}
          </select>
        </div>
      )}
      <h2 className="booking__step">1. Choose a time</h2>
      {/* A box of fixed height, from the first paint: the times arrive after it and shift nothing (CLS). */}
      <div className="booking__slots">
        {car.found && (
          <p className="booking__car">
            Test drive of <a href={`/cars/${car.found.slug}`}>{car.found.name}</a>
          </p>
        )}
        {slots.status === "loading" && <p role="status">Finding free times…</p>}
        {slots.status === "failed" && <p className="form-alert">{slots.message}</p>}
        {slots.status === "ready" && (
          <>
            {yardOf(slots.locationId) && <p className="booking__yard">At {yardOf(slots.locationId)!.name}</p>}
            <NearestTimes slots={state.nearest} onChoose={chooseNearest} />
            <BookingCalendar
              id={bookingFieldId("starts_at")}
              days={slots.days}
              timeZone={slots.timeZone}
              value={state.startsAt}
              onChange={state.choose}
              error={form.errors.starts_at}
            />
          </>
        )}
      </div>
      <h2 className="booking__step">2. Your details</h2>
      <BookingDetails
        kind={props.kind}
        values={state.values}
        errors={form.errors}
        set={state.set}
        termsMessage={props.termsMessage}
        smsReminders={props.smsReminders}
      />
      <div className="enquiry-form__actions">
        <button className="button" type="submit" disabled={form.busy || slots.status !== "ready"}>
          {form.busy ? "Booking…" : props.kind === "testDrive" ? "Book test drive" : "Book service"}
        </button>
      </div>
    </form>
  );
}
