import { INBOX_SEARCH_MAX } from "#lib/leads/inbox-search.ts";
import { LEAD_STATUS_LABELS, LEAD_STATUSES, type LeadStatus } from "#lib/leads/work.ts";

/** What the inbox lists: the API's query (a status, overdue, mine, a search, or one shopper's leads). */
export type LeadFilter = { status?: LeadStatus; overdue?: "1"; assignee?: "me"; q?: string; shopper?: string };

interface Props {
  filter: LeadFilter;
  onFilter: (filter: LeadFilter) => void;
  /** The search box's text, kept by the inbox so a new search starts from what was typed. */
  typed: string;
  onTyped: (typed: string) => void;
}

/**
 * The inbox's search and filters: a search over every lead, and either a way back to all leads
 * (while a search or one shopper's history is shown) or the status, overdue and "mine" filters.
 */
export default function LeadFilters({ filter, onFilter, typed, onTyped }: Props) {
  return (
    <>
      <form
        className="inbox__search"
        role="search"
        aria-label="Search leads"
        onSubmit={(event) => {
          event.preventDefault();
          onFilter({ ...filter, shopper: undefined, q: typed.trim() || undefined });
        }}
      >
        <label htmlFor="inbox-search">Name, phone, email, rego or stock number</label>
        <div className="inbox__search-row">
          <input
            id="inbox-search"
            type="search"
            value={typed}
            maxLength={INBOX_SEARCH_MAX}
            autoComplete="off"
            onChange={(event) => onTyped(event.currentTarget.value)}
          />
          <button type="submit" className="button">
            Search
          </button>
        </div>
      </form>
      {filter.shopper || filter.q ? (
        <p className="inbox__scope">
          <button
            type="button"
            className="button button--ghost"
            onClick={() => {
              onTyped("");
              onFilter({});
            }}
          >
            Back to all leads
          </button>
        </p>
      ) : (
        <form className="inbox__filters" onSubmit={(event) => event.preventDefault()}>
          <label>
            Status{" "}
            <select
              value={filter.status ?? ""}
              onChange={(event) => onFilter({ ...filter, status: (event.target.value || undefined) as LeadStatus })}
            >
              <option value="">All</option>
              {LEAD_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {LEAD_STATUS_LABELS[status]}
                </option>
              ))}
            </select>
          </label>
          <label className="inbox__check">
            <input
              type="checkbox"
              checked={filter.overdue === "1"}
              onChange={(event) => onFilter({ ...filter, overdue: event.target.checked ? "1" : undefined })}
            />{" "}
            Overdue only
          </label>
          <label className="inbox__check">
            <input
              type="checkbox"
              checked={filter.assignee === "me"}
              onChange={(event) => onFilter({ ...filter, assignee: event.target.checked ? "me" : undefined })}
            />{" "}
            Mine only
          </label>
        </form>
      )}
    </>
  );
}
