import { TYPED_HEADING, VERIFIED_HEADING } from "#lib/leads/verified.ts";
import { type SyntheticEvent, useEffect, useState } from "react";
import type { z } from "zod";
import { callApi } from "../../client/call-api.ts";
import { consoleLead, consoleLeadUpdate, type leadDetailSchema, type LeadSummary } from "#lib/api/console-leads.ts";
import { bookingWhen, KIND_NAMES, zoneCity } from "#lib/appointments/calendar.ts";
import { formatZonedDateTime } from "#lib/format/date.ts";
import { formatDollars } from "#lib/format/money.ts";
import { clockLabel } from "#lib/leads/inbox-format.ts";
import type { LeadStatus } from "#lib/leads/work.ts";
import { Said } from "./Said.tsx";

type Detail = z.output<typeof leadDetailSchema>;

const MOVE_LABELS: Record<LeadStatus, string> = {
  new: "New",
  contacted: "Mark contacted",
  won: "Mark won",
  lost: "Mark lost",
};

interface Props {
  id: string;
  timeZone: string;
  onChange: (lead: LeadSummary) => void;
}

/**
 * One lead — who, what they asked, where its delivery stands, its notes — and its moves.
 * Its deadline is the answer the shopper was promised; a booking's lead shows the booking
 * as it stands and its history (moved, cancelled), and only the shopper's own words sit under
 * "as typed".
 */
export default function LeadDetail({ id, timeZone, onChange }: Props) {
  const [lead, setLead] = useState<Detail | null>(null);
  const [note, setNote] = useState("");
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    callApi(consoleLead, { id }).then((result) => {
      if (result.ok) setLead(result.data);
      else setProblem(result.message);
    });
  }, [id]);

  async function change(input: { status?: LeadStatus; note?: string; assign_to?: string | null }) {
    setBusy(true);
    const result = await callApi(consoleLeadUpdate, { id, ...input });
    setBusy(false);
    if (!result.ok) return setProblem(result.fields?.note ?? result.message);
    setProblem(null);
    setLead(result.data);
    onChange(result.data);
    if (input.note) setNote("");
  }

  function addNote(event: SyntheticEvent) {
    event.preventDefault();
    change({ note });
  }

  if (!lead) return <p role="status">{problem ?? "Loading the lead…"}</p>;
  const when = (iso: string) => formatZonedDateTime(new Date(iso), timeZone, "year");
  const clock = clockLabel(lead.clock);
  return (
    <section className="lead" aria-label={`Lead from ${lead.contact?.name ?? "a shopper"}`}>
      <p className={`inbox__clock inbox__clock--${clock.tone}`}>
        {clock.text} · arrived {when(lead.created_at)}
      </p>
      <label className="lead__assignee">
        Who has it{" "}
        <select
          value={lead.assignee_id ?? ""}
          disabled={busy}
          onChange={(event) => change({ assign_to: event.currentTarget.value || null })}
        >
          <option value="">No one yet</option>
          {lead.assignees.map((member) => (
            <option key={member.id} value={member.id}>
              {member.email}
            </option>
          ))}
        </select>
      </label>
      {lead.contact && (
        <ul className="lead__contact">
          {lead.contact.phone && (
            <li>
              <a href={`tel:${lead.contact.phone}`}>{lead.contact.phone}</a>
            </li>
          )}
          {lead.contact.email && (
            <li>
              <a href={`mailto:${lead.contact.email}`}>{lead.contact.email}</a>
            </li>
          )}
          {lead.contact.postcode && <li>Postcode {lead.contact.postcode}</li>}
        </ul>
      )}
      {lead.car && (
        <p>
          Car: {lead.car.name}
          {lead.car.price !== null && ` (${formatDollars(lead.car.price)})`}
        </p>
      )}
      {lead.booking && (
        <p className="lead__booking">
          {KIND_NAMES[lead.kind === "service" ? "service" : "testDrive"]}{" "}
          {lead.booking.status === "cancelled" ? "was booked for" : "booked for"}{" "}
          {bookingWhen(lead.booking.date, lead.booking.time)} ({zoneCity(lead.booking.time_zone)} time)
          {lead.booking.status === "cancelled" ? <strong> · Cancelled</strong> : lead.booking.moved && " · Moved"}
        </p>
      )}
      {lead.source && <p className="lead__source">Came from: {lead.source}</p>}
      {lead.verified.length > 0 && (
        <section className="lead__verified" aria-label={VERIFIED_HEADING}>
          <h2>{VERIFIED_HEADING}</h2>
          <ul>
            {lead.verified.map((fact) => (
              <li key={fact}>{fact}</li>
            ))}
          </ul>
        </section>
      )}
      {lead.comments && (
        <section aria-label={TYPED_HEADING}>
          <h2>{TYPED_HEADING}</h2>
          <blockquote className="lead__comments">{lead.comments}</blockquote>
        </section>
      )}
      <p>
        Delivered to:{" "}
        {lead.deliveries.length === 0
          ? lead.delivery
          : lead.deliveries.map((delivery) => `${delivery.destination} (${delivery.status})`).join(", ")}
      </p>
      <Said text={problem} problem />
      <div className="lead__moves">
        {lead.moves.map((status) => (
          <button key={status} type="button" className="button" disabled={busy} onClick={() => change({ status })}>
            {lead.status === "won" || lead.status === "lost" ? "Reopen" : MOVE_LABELS[status]}
          </button>
        ))}
      </div>
      {lead.history.length > 0 && (
        <section aria-labelledby={`history-${id}`}>
          <h2 id={`history-${id}`}>History</h2>
          <ol className="lead__notes">
            {lead.history.map((event) => (
              <li key={event.created_at + event.kind}>
                <p>{event.text}</p>
                <small>{when(event.created_at)}</small>
              </li>
            ))}
          </ol>
        </section>
      )}
      <h2>Notes</h2>
      {lead.notes.length === 0 ? (
        <p>No notes yet.</p>
      ) : (
        <ol className="lead__notes">
          {lead.notes.map((entry) => (
            <li key={entry.created_at + entry.author}>
              <p>{entry.body}</p>
              <small>
                {entry.author}, {when(entry.created_at)}
              </small>
            </li>
          ))}
        </ol>
      )}
      <form onSubmit={addNote}>
        <div className="field">
          <label htmlFor={`note-${id}`}>Add a note</label>
          <textarea id={`note-${id}`} rows={3} value={note} onChange={(event) => setNote(event.target.value)} />
        </div>
        <button className="button button--ghost" type="submit" disabled={busy || note.trim() === ""}>
          Save note
        </button>
      </form>
    </section>
  );
}
