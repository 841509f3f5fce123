import { useCallback, useEffect, useState } from "react";
import { callApi } from "../../client/call-api.ts";
import { consoleLeadUpdate, consoleLeads, type LeadSummary } from "#lib/api/console-leads.ts";
import { staffMe } from "#lib/api/staff.ts";
import { PasskeyHint } from "./PasskeyDesk.tsx";
import { groupByShopper, spacedPhone } from "#lib/leads/inbox-search.ts";
import { LEAD_UNDO_MINUTES } from "#lib/leads/undo.ts";
import { LEAD_STATUS_LABELS, type LeadStatus } from "#lib/leads/work.ts";
import LeadDetail from "./LeadDetail.tsx";
import LeadFilters, { type LeadFilter } from "./LeadFilters.tsx";
import LeadRow from "./LeadRow.tsx";

/** New leads show up without a reload while the tab is open (the salesperson's "within seconds"). */
const REFRESH_MS = 15_000;

interface Props {
  timeZone: string;
}

/**
 * The lead inbox — every lead, newest first, with its response clock and who has it;
 * filters by status, overdue and "mine"; a lead opens beside the list (below it on a phone).
 * Nobody signed in is sent to sign in.
 */
export default function LeadInbox({ timeZone }: Props) {
  const [who, setWho] = useState<{ email: string; role: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [filter, setFilter] = useState<LeadFilter>({});
  const [leads, setLeads] = useState<LeadSummary[]>([]);
  const [next, setNext] = useState<string | null>(null);
  // A notification or email opens /console/?lead=<id>: that lead, open.
  const [linkedId] = useState(() =>
    typeof location === "undefined" ? null : new URLSearchParams(location.search).get("lead"),
  );
  const [openId, setOpenId] = useState<string | null>(linkedId);
  const [now, setNow] = useState(() => new Date());
  const [typed, setTyped] = useState("");
  const [newCount, setNewCount] = useState<number | null>(null);
  /** The status change just made, which its maker may take back for a few minutes. */
  const [undoable, setUndoable] = useState<{ id: string; to: LeadStatus; said?: string } | null>(null);
  const [detailVersion, setDetailVersion] = useState(0);

  const load = useCallback(async (wanted: LeadFilter, before?: string) => {
    const result = await callApi(consoleLeads, { ...wanted, ...(before ? { before } : {}) });
    if (!result.ok) {
      if (result.status === 401) location.assign("/console/sign-in/");
      else setProblem(result.message);
      return;
    }
    setProblem(null);
    setNow(new Date());
    setLeads((shown) => (before ? [...shown, ...result.data.leads] : result.data.leads));
    setNext(result.data.next);
    if (result.data.new_count !== null) setNewCount(result.data.new_count);
  }, []);

  useEffect(() => {
    callApi(staffMe, {}).then((result) => {
      if (!result.ok) location.assign("/console/sign-in/");
      else setWho(result.data);
    });
  }, []);

  useEffect(() => {
    if (!who) return;
    load(filter);
    const timer = setInterval(() => document.visibilityState === "visible" && load(filter), REFRESH_MS);
    return () => clearInterval(timer);
  }, [who, filter, load]);

  // The undo is offered for its window only (the server checks it too).
  useEffect(() => {
    if (!undoable || undoable.said) return;
    const timer = setTimeout(() => setUndoable(null), LEAD_UNDO_MINUTES * 60_000);
    return () => clearTimeout(timer);
  }, [undoable]);

  // The tab says how many leads wait, seen from another tab or app: "(3) Leads | Dealer console".
  useEffect(() => {
    const title = document.title.replace(/^\(\d+\) /, "");
    document.title = newCount ? `(${newCount}) ${title}` : title;
  }, [newCount]);

  if (!who) return <p role="status">Checking you are signed in…</p>;
  const changed = (lead: LeadSummary) => {
    const was = leads.find((one) => one.id === lead.id)?.status;
    if (was && was !== lead.status) setUndoable({ id: lead.id, to: lead.status });
    setLeads((shown) => shown.map((one) => (one.id === lead.id ? lead : one)));
  };
  async function undo(id: string) {
    const result = await callApi(consoleLeadUpdate, { id, undo: true });
    if (!result.ok) return setUndoable({ id, to: "new", said: result.message });
    setUndoable({ id, to: result.data.status, said: `Undone: back to ${LEAD_STATUS_LABELS[result.data.status]}.` });
    setLeads((shown) => shown.map((one) => (one.id === id ? result.data : one)));
    setDetailVersion((version) => version + 1);
  }
  const row = (lead: LeadSummary, history: boolean) => (
    <li key={lead.id}>
      <LeadRow
        lead={lead}
        open={openId === lead.id}
        now={now}
        onToggle={() => setOpenId(openId === lead.id ? null : lead.id)}
        onHistory={history ? () => setFilter({ shopper: lead.id }) : undefined}
      />
      {undoable?.id === lead.id && (
        <p className="inbox__undo" role="status">
          {undoable.said ?? (
            <>
              Marked {LEAD_STATUS_LABELS[undoable.to].toLowerCase()}.{" "}
              <button type="button" className="button button--ghost" onClick={() => undo(lead.id)}>
                Undo
              </button>
            </>
          )}
        </p>
      )}
      {openId === lead.id && <LeadDetail key={detailVersion} id={lead.id} timeZone={timeZone} onChange={changed} />}
    </li>
  );
  // A search or one shopper's history shows each shopper once, with their leads together.
  const together = Boolean(filter.q || filter.shopper);
  return (
    <div className="inbox">
      <div className="inbox__head">
        <h1>Leads</h1>
        <p>
          Signed in as {who.email} ({who.role})
        </p>
        <PasskeyHint />
      </div>
      <LeadFilters filter={filter} onFilter={setFilter} typed={typed} onTyped={setTyped} />
      {problem && (
        <p className="inbox__problem" role="alert">
          {problem}
        </p>
      )}
      <div className="inbox__body">
        {linkedId && openId === linkedId && leads.length > 0 && !leads.some((lead) => lead.id === linkedId) && (
          // The linked lead is older than the page of newest: shown on its own first.
          <section aria-label="The lead you were sent to">
            <LeadDetail id={linkedId} timeZone={timeZone} onChange={changed} />
          </section>
        )}
        {together ? (
          <div className="inbox__shoppers">
            {leads.length === 0 && !problem && (
              <p role="status">{filter.q ? `No leads match “${filter.q}”.` : "No leads to show."}</p>
            )}
            {groupByShopper(leads).map((group) => {
              const first = group.leads[0]!;
              const name = first.contact?.name || "A shopper";
              const count = group.leads.length;
              return (
                <section key={group.key} className="inbox__shopper" aria-label={`${name}: ${count} leads`}>
                  <h2>
                    {name}
                    {first.contact?.phone && <span> · {spacedPhone(first.contact.phone)}</span>}
                    <span> · {count === 1 ? "1 lead" : `${count} leads`}</span>
                  </h2>
                  <ul className="inbox__list">{group.leads.map((lead) => row(lead, false))}</ul>
                </section>
              );
            })}
          </div>
        ) : (
          <ul className="inbox__list" aria-label="Leads, newest first">
            {leads.length === 0 && !problem && <li>No leads to show.</li>}
            {leads.map((lead) => row(lead, true))}
          </ul>
        )}
        {next && (
          <button type="button" className="button button--ghost" onClick={() => load(filter, next)}>
            Show older leads
          </button>
        )}
      </div>
    </div>
  );
}
