import { useEffect, useRef, useState } from "react";
import { callApi } from "../../client/call-api.ts";
import { type ConsoleBooking, consoleBookingUpdate } from "#lib/api/console-bookings.ts";
import { bookingWhen, KIND_NAMES, moveQuestion, zoneCity } from "#lib/appointments/calendar.ts";
import { formatClock } from "#lib/hours/opening-hours.ts";
import { BookingCalendar } from "../appointments/BookingCalendar.tsx";
import { useSlots } from "../appointments/use-slots.ts";
import { Said } from "./Said.tsx";

type Mode = "view" | "choosing" | "confirming";

/**
 * One booking in the console — when on its yard's clock, what, who — with Move and
 * Cancel; the shopper is emailed either way. Move opens the yard's free times as the
 * shopper's own calendar shows them, on the booking's own day, and asks once more ("Move Ada's test
 * drive from Thu 3 Dec 9:30 am to Fri 4 Dec 10:00 am and email Ada?") before anything is sent.
 */
export default function BookingCard({
  booking,
  onChanged,
  onMoved,
}: {
  booking: ConsoleBooking;
  onChanged: (changed: ConsoleBooking) => void;
  /** The booking now has another time (perhaps on another day): the desk says so and shows its days afresh. */
  onMoved: (moved: ConsoleBooking, said: string) => void;
}) {
  const [mode, setMode] = useState<Mode>("view");
  const [chosen, setChosen] = useState("");
  const [said, setSaid] = useState<{ text: string; problem: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const question = useRef<HTMLParagraphElement>(null);
  const { state: slots, reload } = useSlots(
    mode === "view"
      ? undefined
      : {
          kind: booking.kind,
          location_id: booking.location_id,
          ...(booking.car_id ? { car_id: booking.car_id } : {}),
        },
  );
  const what = `${KIND_NAMES[booking.kind]}${booking.car_name ? ` of the ${booking.car_name}` : ""}`;
  const calendarId = `move-${booking.id}`;
  // Its own time is where it is already, not somewhere to move it to.
  const days =
    slots.status === "ready"
      ? slots.days
          .map((day) => ({ ...day, slots: day.slots.filter((slot) => slot.starts_at !== booking.starts_at) }))
          .filter((day) => day.slots.length > 0)
      : [];
  const target = days.flatMap((day) => day.slots).find((slot) => slot.starts_at === chosen);

  useEffect(() => {
    if (mode === "confirming") question.current?.focus();
  }, [mode]);

  async function move() {
    if (!target) return;
    setBusy(true);
    const result = await callApi(consoleBookingUpdate, { id: booking.id, action: "move", starts_at: chosen });
    setBusy(false);
    if (!result.ok) {
      // Taken meanwhile (the message names the nearest free times), or no longer movable: choose again.
      setSaid({ text: result.message, problem: true });
      setChosen("");
      setMode("choosing");
      return reload();
    }
    const moved = result.data.booking;
    setMode("view");
    setSaid(null);
    onMoved(
      moved,
      `Moved ${booking.name}'s ${KIND_NAMES[booking.kind].toLowerCase()} to ${bookingWhen(moved.date, moved.time)}. ${booking.first_name} has been emailed.`,
    );
  }

  async function cancel() {
    if (!confirm(`Cancel the ${what.toLowerCase()} for ${booking.name}? They are emailed.`)) return;
    setBusy(true);
    const result = await callApi(consoleBookingUpdate, { id: booking.id, action: "cancel" });
    setBusy(false);
    if (!result.ok) return setSaid({ text: result.message, problem: true });
    setMode("view");
    setSaid({ text: `Cancelled. ${booking.name} has been emailed.`, problem: false });
    onChanged(result.data.booking);
  }

  const upcoming = booking.status === "booked" && Date.parse(booking.starts_at) > Date.now();
  return (
    <li className="stock-car">
      <h3>
        {formatClock(booking.time)} · {what}
      </h3>
      <p>
        {bookingWhen(booking.date, booking.time)} ({zoneCity(booking.time_zone)} time) · {booking.location_name}
        {booking.status === "cancelled" && (
          <>
            {" "}
            · <strong>Cancelled</strong>
          </>
        )}
      </p>
      {booking.needs_new_time && booking.status === "booked" && (
        <p className="lead__problem">The yard is now closed then: call {booking.name} and move it.</p>
      )}
      <p>
        {booking.name} · <a href={`tel:${booking.phone}`}>{booking.phone}</a> ·{" "}
        <a href={`mailto:${booking.email}`}>{booking.email}</a>
      </p>
      {upcoming && mode === "choosing" && (
        <div className="booking">
          <p>Now {bookingWhen(booking.date, booking.time)}. Choose the new time:</p>
          {slots.status === "loading" && <p role="status">Finding free times…</p>}
          {(slots.status === "failed" || slots.status === "unavailable") && (
            <p className="lead__problem">{slots.message}</p>
          )}
          {slots.status === "ready" && (
            <BookingCalendar
              id={calendarId}
              days={days}
              timeZone={slots.timeZone}
              value={chosen}
              onChange={setChosen}
              startDay={booking.date}
              legend="Choose a new day"
            />
          )}
        </div>
      )}
      {upcoming && mode === "confirming" && target && (
        <div className="lead__moves" role="group" aria-labelledby={`${calendarId}-question`}>
          <p id={`${calendarId}-question`} ref={question} tabIndex={-1}>
            {moveQuestion(booking.first_name, booking.kind, booking, target)}
          </p>
          <button type="button" className="button" disabled={busy} onClick={move}>
            {busy ? "Moving…" : "Yes, move it and email"}
          </button>
          <button type="button" className="button button--ghost" disabled={busy} onClick={() => setMode("choosing")}>
            Choose another time
          </button>
        </div>
      )}
      {upcoming && mode !== "confirming" && (
        <div className="lead__moves">
          {mode === "view" ? (
            <button type="button" className="button" disabled={busy} onClick={() => setMode("choosing")}>
              Move
            </button>
          ) : (
            <>
              <button
                type="button"
                className="button"
                disabled={busy || !target}
                onClick={() => {
                  setSaid(null);
                  setMode("confirming");
                }}
              >
                Move booking
              </button>
              <button type="button" className="button button--ghost" onClick={() => setMode("view")}>
                Keep this time
              </button>
            </>
          )}
          <button type="button" className="button button--ghost" disabled={busy} onClick={cancel}>
            Cancel booking
          </button>
        </div>
      )}
      <Said text={said?.text} problem={said?.problem} />
    </li>
  );
}
