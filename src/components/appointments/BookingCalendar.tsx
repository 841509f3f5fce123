import { useEffect, useState } from "react";
import { type CalendarDay, longDay, timesAreIn } from "#lib/appointments/calendar.ts";
import { formatClock } from "#lib/hours/opening-hours.ts";

/**
 * The next days with a free time, then that day's free times, as two groups of radio
 * buttons (arrow keys move within a group, Tab between them; each is named by its legend), on the
 * yard's clock and saying which clock that is.
 */
export function BookingCalendar(props: {
  id: string;
  days: CalendarDay[];
  timeZone: string;
  /** The chosen time's instant (starts_at), "" for none. */
  value: string;
  onChange: (startsAt: string) => void;
  error?: string;
  legend?: string;
  /** The day to open on (a booking being moved opens on its own day, or the next with a free time); the first by default. */
  startDay?: string;
}) {
  const { id, days, value, startDay } = props;
  const chosenDay = days.find((day) => day.slots.some((slot) => slot.starts_at === value))?.date;
  const firstDay = () =>
    chosenDay ?? (startDay && days.find((day) => day.date >= startDay)?.date) ?? days[0]?.date ?? "";
  const [dayShown, setDayShown] = useState(firstDay);
  // A reload (a time taken meanwhile) can drop the day shown: show the first day left.
  useEffect(() => {
    if (!days.some((day) => day.date === dayShown)) setDayShown(firstDay());
  }, [days]);
  // A time chosen elsewhere (the nearest free times) shows its day.
  useEffect(() => {
    if (chosenDay && chosenDay !== dayShown) setDayShown(chosenDay);
  }, [value]);
  const day = days.find((candidate) => candidate.date === dayShown);
  const zoneId = `${id}-zone`;
  const errorId = `${id}-error`;
  if (!days.length)
    return (
      <p className="booking-calendar__none" id={id} tabIndex={-1}>
        There are no free times in the next few weeks. Please call us and we'll find one.
      </p>
    );
  return (
    <div
      className={`booking-calendar${props.error ? " field--error" : ""}`}
      id={id}
      tabIndex={-1}
      aria-describedby={props.error ? errorId : undefined}
    >
      <p className="booking-calendar__zone" id={zoneId}>
        {timesAreIn(props.timeZone)}.
      </p>
      <fieldset className="booking-calendar__group">
        <legend>{props.legend ?? "Choose a day"}</legend>
        <div className="booking-calendar__days">
          {days.map((option) => (
            <label key={option.date} className="slot-chip">
              <input
                type="radio"
                name={`${id}-day`}
                value={option.date}
                checked={option.date === dayShown}
                onChange={() => setDayShown(option.date)}
              />
              <span aria-hidden="true">{option.label}</span>
              <span className="visually-hidden">{longDay(option.date)}</span>
              <span className="slot-chip__count">
                {option.slots.length} {option.slots.length === 1 ? "time" : "times"}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {day && (
        <fieldset className="booking-calendar__group" aria-describedby={zoneId}>
          <legend>Choose a time on {longDay(day.date)}</legend>
          <div className="booking-calendar__times">
            {day.slots.map((slot) => (
              <label key={slot.starts_at} className="slot-chip">
                <input
                  type="radio"
                  name={`${id}-time`}
                  value={slot.starts_at}
                  checked={slot.starts_at === value}
                  aria-invalid={Boolean(props.error)}
                  onChange={() => props.onChange(slot.starts_at)}
                />
                <span>{formatClock(slot.time)}</span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {props.error && (
        <p className="field__error" id={errorId}>
          {props.error}
        </p>
      )}
    </div>
  );
}
