import type { ContentState } from "#lib/api/console-content.ts";
import { KIND_NAMES, longDay } from "#lib/appointments/calendar.ts";
import { contentChanges } from "#lib/content/changes.ts";
import { formatClock } from "#lib/hours/opening-hours.ts";
import { changeNames } from "./use-content-desk.ts";

/** What publishing the draft changes on the site, the bookings new hours leave out, and Publish. */
export function ContentPreview({
  state,
  busy,
  onPublish,
}: {
  state: ContentState;
  busy: boolean;
  onPublish: () => void;
}) {
  const changes = contentChanges(state.live_edits, state.draft, changeNames(state));
  return (
    <section aria-labelledby="content-preview">
      <h2 id="content-preview">Preview: what publishing changes</h2>
      {state.unpublished && changes.length > 0 ? (
        <ul aria-label="What publishing changes on the site">
          {changes.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : (
        <p>The draft is what the site shows now.</p>
      )}
      {state.affected_bookings.length > 0 && (
        <div className="content-affected" role="note" aria-labelledby="content-affected">
          <p id="content-affected">
            <strong>
              {state.affected_bookings.length === 1
                ? "1 booking falls outside the new hours:"
                : `${state.affected_bookings.length} bookings fall outside the new hours:`}
            </strong>
          </p>
          <ul>
            {state.affected_bookings.map((booking) => (
              <li key={`${booking.location}:${booking.date}:${booking.time}:${booking.kind}`}>
                {KIND_NAMES[booking.kind]} at {booking.location}, {longDay(booking.date)} at {formatClock(booking.time)}
              </li>
            ))}
          </ul>
          <p>
            Once published, each shopper is emailed that the booking needs a new time, and staff see it under Bookings'
            "Needs a new time" to call them.
          </p>
        </div>
      )}
      <button type="button" className="button" disabled={busy || !state.unpublished} onClick={onPublish}>
        Publish changes
      </button>
    </section>
  );
}
