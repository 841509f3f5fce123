import { useCallback, useEffect, useState } from "react";
import { callApi } from "../../client/call-api.ts";
import { consoleLeads, type LeadSummary } from "../../lib/api/console-leads.ts";
import { staffMe } from "../../lib/api/staff.ts";
import { PasskeyHint } from "./PasskeyDesk.tsx";
import { clockLabel, leadAge } from "../../lib/leads/inbox-format.ts";
import { LEAD_STATUS_LABELS, LEAD_STATUSES, type LeadStatus } from "../../lib/leads/work.ts";
import LeadDetail from "./LeadDetail.tsx";

/** New leads show up without a reload while the tab is open (the salesperson's "within seconds"). */
const REFRESH_MS = 15_000;

interface Props {
  timeZone: string;
  overdueMinutes: number;
}

type Filter = { status?: LeadStatus; overdue?: "1"; assignee?: "me" };

/**
 * Issue 38: the lead inbox — every lead, newest first, with its response clock and who has it;
 * filters by status, overdue and "mine"; a lead opens beside the list (below it on a phone).
 * Nobody signed in is sent to sign in.
 */
export default function LeadInbox({ timeZone, overdueMinutes }: Props) {
  const [who, setWho] = useState<{ email: string; role: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [filter, setFilter] = useState<Filter>({});
  const [leads, setLeads] = useState<LeadSummary[]>([]);
  const [next, setNext] = useState<string | null>(null);
  const [openId, setOpenId] = useState<string | null>(null);
  const [now, setNow] = useState(() => new Date());

  const load = useCallback(async (wanted: Filter, before?: string) => {
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

  if (!who) return <p role="status">Checking you are signed in…</p>;
  const changed = (lead: LeadSummary) => setLeads((shown) => shown.map((one) => (one.id === lead.id ? lead : one)));
  return (
    <div className="inbox">
      <div className="inbox__head">
        <h1>Leads</h1>
        <p>
          Signed in as {who.email} ({who.role})
        </p>
        <PasskeyHint />
      </div>
      <form className="inbox__filters" onSubmit={(event) => event.preventDefault()}>
        <label>
          Status{" "}
          <select
            value={filter.status ?? ""}
            onChange={(event) => setFilter({ ...filter, status: (event.target.value || undefined) as LeadStatus })}
          >
            <option value="">All</option>
            {LEAD_STATUSES.map((status) => (
              <option key={status} value={status}>
                {LEAD_STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </label>
        <label>
          <input
            type="checkbox"
            checked={filter.overdue === "1"}
            onChange={(event) => setFilter({ ...filter, overdue: event.target.checked ? "1" : undefined })}
          />{" "}
          Overdue only
        </label>
        <label>
          <input
            type="checkbox"
            checked={filter.assignee === "me"}
            onChange={(event) => setFilter({ ...filter, assignee: event.target.checked ? "me" : undefined })}
          />{" "}
          Mine only
        </label>
      </form>
      {problem && (
        <p className="inbox__problem" role="alert">
          {problem}
        </p>
      )}
      <div className="inbox__body">
        <ul className="inbox__list" aria-label="Leads, newest first">
          {leads.length === 0 && !problem && <li>No leads to show.</li>}
          {leads.map((lead) => {
            const clock = clockLabel(lead.clock, overdueMinutes, timeZone);
            return (
              <li key={lead.id}>
                <button
                  type="button"
                  className="inbox__lead"
                  aria-expanded={openId === lead.id}
                  onClick={() => setOpenId(openId === lead.id ? null : lead.id)}
                >
                  <strong>{lead.contact?.name ?? "A shopper"}</strong> · {lead.form_type}
                  {lead.car && <> · {lead.car.name}</>}
                  <span className="inbox__meta">
                    {leadAge(new Date(lead.created_at), now)} · {LEAD_STATUS_LABELS[lead.status]} ·{" "}
                    <span className={`inbox__clock inbox__clock--${clock.tone}`}>{clock.text}</span>
                    {" · "}
                    {lead.assignee ?? "No one has it yet"}
                  </span>
                </button>
                {openId === lead.id && (
                  <LeadDetail id={lead.id} timeZone={timeZone} overdueMinutes={overdueMinutes} onChange={changed} />
                )}
              </li>
            );
          })}
        </ul>
        {next && (
          <button type="button" className="button button--ghost" onClick={() => load(filter, next)}>
            Show older leads
          </button>
        )}
      </div>
    </div>
  );
}
