import { useEffect, useRef, useState } from "react";
import { callApi } from "../../client/call-api.ts";
import { type ConsoleAppointment, consoleAppointmentUpdate } from "#lib/api/console-appointments.ts";
import { bookingWhen, KIND_NAMES, moveQuestion, zoneCity } from "#lib/appointments/calendar.ts";
import { formatClock } from "#lib/hours/opening-hours.ts";
import { BookingCalendar } from "../appointments/BookingCalendar.tsx";
import { useSlots } from "../appointments/use-slots.ts";
import { Said } from "./Said.tsx";

type Mode = "view" | "choosing" | "confirming";

/**
 * One appointment in the console — when on its yard's clock, what, who — with Move and
 * Cancel; the shopper is emailed either way. Move opens the yard's free times as the
 * shopper's own calendar shows them, on the appointment's own day, and asks once more ("Move Ada's test
 * drive from Thu 3 Dec 9:30 am to Fri 4 Dec 10:00 am and email Ada?") before anything is sent.
 */
export default function AppointmentCard({
  appointment,
  onChanged,
  onMoved,
}: {
  appointment: ConsoleAppointment;
  onChanged: (changed: ConsoleAppointment) => void;
  /** The appointment now has another time (perhaps on another day): the desk says so and shows its days afresh. */
  onMoved: (moved: ConsoleAppointment, said: string) => void;
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
          kind: appointment.kind,
          location_id: appointment.location_id,
          ...(appointment.car_id ? { car_id: appointment.car_id } : {}),
        },
  );
  const what = `${KIND_NAMES[appointment.kind]}${appointment.car_name ? ` of the ${appointment.car_name}` : ""}`;
  const calendarId = `move-${appointment.id}`;
  // Its own time is where it is already, not somewhere to move it to.
  const days =
    slots.status === "ready"
      ? slots.days
          .map((day) => ({ ...day, slots: day.slots.filter((slot) => slot.starts_at !== appointment.starts_at) }))
          .filter((day) => day.slots.length > 0)
      : [];
  const target = days.flatMap((day) => day.slots).find((slot) => slot.starts_at === chosen);

  useEffect(() => {
    if (mode === "confirming") question.current?.focus();
  }, [mode]);

  async function move() {
    if (!target) return;
    setBusy(true);
    const result = await callApi(consoleAppointmentUpdate, { id: appointment.id, action: "move", starts_at: chosen });
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
      `Moved ${appointment.name}'s ${KIND_NAMES[appointment.kind].toLowerCase()} to ${bookingWhen(moved.date, moved.time)}. ${appointment.first_name} has been emailed.`,
    );
  }

  async function cancel() {
    if (!confirm(`Cancel the ${what.toLowerCase()} for ${appointment.name}? They are emailed.`)) return;
    setBusy(true);
    const result = await callApi(consoleAppointmentUpdate, { id: appointment.id, action: "cancel" });
    setBusy(false);
    if (!result.ok) return setSaid({ text: result.message, problem: true });
    setMode("view");
    setSaid({ text: `Cancelled. ${appointment.name} has been emailed.`, problem: false });
    onChanged(result.data.booking);
  }

  const upcoming = appointment.status === "booked" && Date.parse(appointment.starts_at) > Date.now();
  return (
    <li className="stock-car">
      <h3>
        {formatClock(appointment.time)} · {what}
      </h3>
      <p>
        {bookingWhen(appointment.date, appointment.time)} ({zoneCity(appointment.time_zone)} time) ·{" "}
        {appointment.location_name}
        {appointment.status === "cancelled" && (
          <>
            {" "}
            · <strong>Cancelled</strong>
          </>
        )}
      </p>
      {appointment.needs_new_time && appointment.status === "booked" && (
        <p className="lead__problem">The yard is now closed then: call {appointment.name} and move it.</p>
      )}
      <p>
        {appointment.name} · <a href={`tel:${appointment.phone}`}>{appointment.phone}</a> ·{" "}
        <a href={`mailto:${appointment.email}`}>{appointment.email}</a>
      </p>
      {upcoming && mode === "choosing" && (
        <div className="booking">
          <p>Now {bookingWhen(appointment.date, appointment.time)}. Choose the new time:</p>
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
              startDay={appointment.date}
              legend="Choose a new day"
            />
          )}
        </div>
      )}
      {upcoming && mode === "confirming" && target && (
        <div className="lead__moves" role="group" aria-labelledby={`${calendarId}-question`}>
          <p id={`${calendarId}-question`} ref={question} tabIndex={-1}>
            {moveQuestion(appointment.first_name, appointment.kind, appointment, target)}
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
