import { type CalendarSlot, longDay } from "#lib/appointments/calendar.ts";
import { formatClock } from "#lib/hours/opening-hours.ts";

/** The time just taken by someone else, answered with the nearest free ones, one press each. */
export function NearestTimes({
  slots,
  onChoose,
}: {
  slots: readonly CalendarSlot[];
  onChoose: (startsAt: string) => void;
}) {
  if (slots.length === 0) return null;
  return (
    <div className="booking__nearest">
      <p>The nearest free times:</p>
      <ul>
        {slots.map((slot) => (
          <li key={slot.starts_at}>
            <button type="button" className="button button--ghost" onClick={() => onChoose(slot.starts_at)}>
              {longDay(slot.date)}, {formatClock(slot.time)}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
