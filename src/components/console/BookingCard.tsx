import { useState } from "react";
import { callApi } from "../../client/call-api.ts";
import { appointmentSlots } from "../../lib/api/appointments.ts";
import { type ConsoleBooking, consoleBookingUpdate } from "../../lib/api/console-bookings.ts";
import { bookingWhen, KIND_NAMES, shortDay, zoneCity } from "../../lib/appointments/calendar.ts";
import { formatClock } from "../../lib/hours/opening-hours.ts";
import { Said } from "./Said.tsx";

type FreeTime = { starts_at: string; date: string; time: string };

/**
 * Issue 40: one booking in the console — when on its yard's clock, what, who — with Move (to a
 * time the shopper's own calendar would offer now) and Cancel. The shopper is emailed either way.
 */
export default function BookingCard({
  booking,
  onChanged,
}: {
  booking: ConsoleBooking;
  onChanged: (changed: ConsoleBooking) => void;
}) {
  const [times, setTimes] = useState<FreeTime[] | null>(null);
  const [chosen, setChosen] = useState("");
  const [said, setSaid] = useState<{ text: string; problem: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const what = `${KIND_NAMES[booking.kind]}${booking.car_name ? ` of the ${booking.car_name}` : ""}`;
  const selectId = `move-${booking.id}`;

  async function findTimes() {
    setBusy(true);
    const result = await callApi(appointmentSlots, {
      kind: booking.kind,
      location_id: booking.location_id,
      ...(booking.car_id ? { car_id: booking.car_id } : {}),
    });
    setBusy(false);
    if (!result.ok) return setSaid({ text: result.message, problem: true });
    if (result.data.unavailable) return setSaid({ text: result.data.unavailable.message, problem: true });
    setTimes(result.data.slots);
    setChosen(result.data.slots[0]?.starts_at ?? "");
  }

  async function change(action: "move" | "cancel") {
    if (action === "cancel" && !confirm(`Cancel the ${what.toLowerCase()} for ${booking.name}? They are emailed.`))
      return;
    setBusy(true);
    const result = await callApi(
      consoleBookingUpdate,
      action === "move" ? { id: booking.id, action, starts_at: chosen } : { id: booking.id, action },
    );
    setBusy(false);
    if (!result.ok) return setSaid({ text: result.message, problem: true });
    const changed = result.data.booking;
    setTimes(null);
    setSaid({
      text:
        action === "move"
          ? `Moved to ${bookingWhen(changed.date, changed.time)}. ${booking.name} has been emailed.`
          : `Cancelled. ${booking.name} has been emailed.`,
      problem: false,
    });
    onChanged(changed);
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
      {upcoming && (
        <div className="lead__moves">
          {times === null ? (
            <button type="button" className="button" disabled={busy} onClick={findTimes}>
              Move
            </button>
          ) : times.length === 0 ? (
            <p>No free times left to move it to.</p>
          ) : (
            <>
              <label htmlFor={selectId}>New time</label>
              <select id={selectId} value={chosen} onChange={(event) => setChosen(event.target.value)}>
                {times.map((time) => (
                  <option key={time.starts_at} value={time.starts_at}>
                    {shortDay(time.date)} {formatClock(time.time)}
                  </option>
                ))}
              </select>
              <button type="button" className="button" disabled={busy || !chosen} onClick={() => change("move")}>
                Move booking
              </button>
            </>
          )}
          <button type="button" className="button button--ghost" disabled={busy} onClick={() => change("cancel")}>
            Cancel booking
          </button>
        </div>
      )}
      <Said text={said?.text} problem={said?.problem} />
    </li>
  );
}
