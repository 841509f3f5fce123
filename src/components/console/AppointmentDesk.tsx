import { useCallback, useEffect, useRef, useState } from "react";
import { callApi } from "../../client/call-api.ts";
import { type ConsoleAppointment, consoleAppointments } from "#lib/api/console-appointments.ts";
import { longDay } from "#lib/appointments/calendar.ts";
import { addDays } from "#lib/hours/zoned-time.ts";
import AppointmentCard from "./AppointmentCard.tsx";

interface Day {
  date: string;
  appointments: ConsoleAppointment[];
  needsNewTime: ConsoleAppointment[];
}

/**
 * The dealer's test drives and services, a day at a time (the dealer's own calendar day,
 * today first), with the appointments whose day the yard has closed since at the top, to move.
 */
export default function AppointmentDesk() {
  const [wanted, setWanted] = useState<string | undefined>(undefined);
  const [day, setDay] = useState<Day | null>(null);
  const [problem, setProblem] = useState("");
  // An appointment moved, perhaps off the day shown: where it went, with a way there.
  const [moved, setMoved] = useState<{ text: string; date: string } | null>(null);
  const movedNotice = useRef<HTMLDivElement>(null);

  const load = useCallback(async (date: string | undefined) => {
    const result = await callApi(consoleAppointments, date ? { date } : {});
    if (result.ok)
      return setDay({
        date: result.data.date,
        appointments: result.data.bookings,
        needsNewTime: result.data.needs_new_time,
      });
    if (result.status === 401) location.assign("/console/sign-in/");
    else setProblem(result.message);
  }, []);

  useEffect(() => {
    load(wanted);
  }, [wanted, load]);

  // The moved card may have left the list with the focus in it: the notice takes the focus.
  useEffect(() => {
    if (moved) movedNotice.current?.focus();
  }, [moved]);

  const onMoved = (appointment: ConsoleAppointment, text: string) => {
    setMoved({ text, date: appointment.date });
    // The day's list (and "Needs a new time") as they are now: the appointment under its new day only.
    if (day) load(day.date);
  };

  const changed = (appointment: ConsoleAppointment) => {
    const replace = (list: ConsoleAppointment[]) => list.map((one) => (one.id === appointment.id ? appointment : one));
    setDay(
      (shown) =>
        shown && {
          ...shown,
          appointments: replace(shown.appointments),
          needsNewTime: replace(shown.needsNewTime).filter((one) => one.needs_new_time && one.status === "booked"),
        },
    );
  };

  return (
    <div>
      <h1>Bookings</h1>
      {problem && (
        <p className="inbox__problem" role="alert">
          {problem}
        </p>
      )}
      {moved && (
        <div className="lead__moves" ref={movedNotice} tabIndex={-1}>
          <p role="status">{moved.text}</p>
          {day && moved.date !== day.date && (
            <button type="button" className="button button--ghost" onClick={() => setWanted(moved.date)}>
              Show {longDay(moved.date)}
            </button>
          )}
        </div>
      )}
      {day && day.needsNewTime.length > 0 && (
        <section aria-labelledby="needs-new-time">
          <h2 id="needs-new-time">Needs a new time ({day.needsNewTime.length})</h2>
          <p>The yard closed these days after the shoppers booked. They have been emailed that we will call.</p>
          <ul className="inbox__list" aria-label="Bookings that need a new time">
            {day.needsNewTime.map((appointment) => (
              <AppointmentCard key={appointment.id} appointment={appointment} onChanged={changed} onMoved={onMoved} />
            ))}
          </ul>
        </section>
      )}
      {day && (
        <section aria-labelledby="bookings-day">
          <div className="inbox__filters">
            <button type="button" className="button button--ghost" onClick={() => setWanted(addDays(day.date, -1))}>
              Previous day
            </button>
            <label>
              Day{" "}
              <input
                type="date"
                value={day.date}
                onChange={(event) => event.target.value && setWanted(event.target.value)}
              />
            </label>
            <button type="button" className="button button--ghost" onClick={() => setWanted(addDays(day.date, 1))}>
              Next day
            </button>
          </div>
          <h2 id="bookings-day" aria-live="polite">
            {longDay(day.date)}
          </h2>
          {day.appointments.length === 0 ? (
            <p>No bookings on this day.</p>
          ) : (
            <ul className="inbox__list" aria-label={`Bookings on ${longDay(day.date)}`}>
              {day.appointments.map((appointment) => (
                <AppointmentCard key={appointment.id} appointment={appointment} onChanged={changed} onMoved={onMoved} />
              ))}
            </ul>
          )}
        </section>
      )}
    </div>
  );
}
