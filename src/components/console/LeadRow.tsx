import type { LeadSummary } from "#lib/api/console-leads.ts";
import { clockLabel, leadAge } from "#lib/leads/inbox-format.ts";
import { spacedPhone } from "#lib/leads/inbox-search.ts";
import { LEAD_STATUS_LABELS } from "#lib/leads/work.ts";

interface Props {
  lead: LeadSummary;
  open: boolean;
  now: Date;
  onToggle: () => void;
  /** Shows this shopper's leads together; absent where they are shown already. */
  onHistory?: () => void;
}

/**
 * One lead in the inbox as a salesperson scans it — who, what about, where it stands (a
 * coloured status, the due time, overdue marked), and a call or a text from the row on a phone.
 */
export default function LeadRow({ lead, open, now, onToggle, onHistory }: Props) {
  // The deadline is the promise made to the shopper, on the yard's clock (one rule for rows and the lead).
  const clock = clockLabel(lead.clock);
  const name = lead.contact?.name || "A shopper";
  const phone = lead.contact?.phone;
  const overdue = lead.status === "new" && lead.clock.overdue;
  return (
    <div className={`inbox__row inbox__row--${lead.status}${overdue ? " inbox__row--overdue" : ""}`}>
      <button type="button" className="inbox__lead" aria-expanded={open} onClick={onToggle}>
        <span className="inbox__who">
          <strong className="inbox__name">{name}</strong>{" "}
          <span className={`inbox__badge inbox__badge--${lead.status}`}>{LEAD_STATUS_LABELS[lead.status]}</span>{" "}
          {overdue && <span className="inbox__badge inbox__badge--overdue">Overdue</span>}
        </span>{" "}
        <span className="inbox__what">
          {lead.form_type}
          {lead.car && (
            <>
              {" "}
              · <span className="inbox__car">{lead.car.name}</span>
            </>
          )}
        </span>{" "}
        <span className="inbox__meta">
          <span className={`inbox__clock inbox__clock--${clock.tone}`}>{clock.text}</span>
          {" · "}
          {leadAge(new Date(lead.created_at), now)}
          {" · "}
          {lead.assignee ?? "No one has it yet"}
        </span>
      </button>
      {(phone || lead.contact?.email || (onHistory && lead.shopper_leads > 1)) && (
        <div className="inbox__actions">
          {phone && (
            <>
              <a className="inbox__action" href={`tel:${phone}`} aria-label={`Call ${name} on ${spacedPhone(phone)}`}>
                Call {spacedPhone(phone)}
              </a>
              <a className="inbox__action" href={`sms:${phone}`} aria-label={`Text ${name}`}>
                Text
              </a>
            </>
          )}
          {!phone && lead.contact?.email && (
            <a className="inbox__action" href={`mailto:${lead.contact.email}`} aria-label={`Email ${name}`}>
              Email
            </a>
          )}
          {onHistory && lead.shopper_leads > 1 && (
            <button type="button" className="inbox__action" onClick={onHistory}>
              All {lead.shopper_leads} leads from this shopper
            </button>
          )}
        </div>
      )}
    </div>
  );
}
