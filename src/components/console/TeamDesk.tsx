import { type SyntheticEvent, useEffect, useState } from "react";
import type { z } from "zod";
import { callApi } from "../../client/call-api.ts";
import { consoleStaff, consoleStaffUpdate } from "#lib/api/console-staff.ts";
import { STAFF_ROLES } from "#lib/staff/roles.ts";
import AuditLog from "./AuditLog.tsx";
import LeadCoverage, { type Yard } from "./LeadCoverage.tsx";
import { Said } from "./Said.tsx";

type Member = z.output<typeof consoleStaff.response>["staff"][number];

const ROLE_WORDS = { owner: "Owner", sales: "Sales", editor: "Editor" } as const;

/**
 * The dealer's team for its owners — invite (an emailed sign-in link), change a role,
 * remove, say which yards' leads a salesperson takes — and the audit log.
 */
export default function TeamDesk({ yards }: { yards: Yard[] }) {
  const [team, setTeam] = useState<Member[] | null>(null);
  const [said, setSaid] = useState<{ text: string; problem: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  // Each change is a new audit entry: the log below is read again.
  const [changes, setChanges] = useState(0);

  useEffect(() => {
    callApi(consoleStaff, {}).then((result) => {
      if (result.ok) return setTeam(result.data.staff);
      if (result.status === 401) location.assign("/console/sign-in/");
      else setSaid({ text: result.message, problem: true });
    });
  }, []);

  async function change(body: Parameters<typeof callApi<typeof consoleStaffUpdate>>[1], done: string) {
    setBusy(true);
    const result = await callApi(consoleStaffUpdate, body);
    setBusy(false);
    if (!result.ok) return setSaid({ text: result.fields?.email ?? result.message, problem: true });
    setTeam(result.data.staff);
    setChanges((count) => count + 1);
    setSaid({ text: `${done} (${result.data.outcome}).`, problem: false });
  }

  function invite(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const email = String(form.get("email") ?? "");
    const role = String(form.get("role")) as Member["role"];
    change({ action: "invite", email, role }, `${email}: a sign-in link is on its way`);
  }

  return (
    <div>
      <h1>Team</h1>
      <Said text={said?.text} problem={said?.problem} />
      {team && (
        <ul className="inbox__list" aria-label="Staff">
          {team.map((member) => (
            <li key={member.email} className="stock-car">
              <strong>{member.email}</strong> · {ROLE_WORDS[member.role]} · invited by {member.invited_by}
              {member.role === "sales" && (
                <LeadCoverage
                  email={member.email}
                  locationIds={member.location_ids}
                  takingLeads={member.taking_leads}
                  yards={yards}
                  busy={busy}
                  onSave={(settings) =>
                    change({ action: "leads", email: member.email, ...settings }, `${member.email}: lead settings`)
                  }
                />
              )}
              <div className="lead__moves">
                <button
                  type="button"
                  className="button button--ghost"
                  disabled={busy}
                  onClick={() =>
                    confirm(`Remove ${member.email}? They are signed out at once.`) &&
                    change({ action: "remove", email: member.email }, `${member.email} removed`)
                  }
                >
                  Remove {member.email}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {team && (
        <form className="stock-car__price" onSubmit={invite}>
          <h2>Invite someone</h2>
          <div className="field">
            <label htmlFor="invite-email">Work email</label>
            <input id="invite-email" name="email" type="email" required autoComplete="off" />
          </div>
          <div className="field">
            <label htmlFor="invite-role">Role</label>
            <select id="invite-role" name="role" defaultValue="sales">
              {STAFF_ROLES.map((role) => (
                <option key={role} value={role}>
                  {ROLE_WORDS[role]}
                </option>
              ))}
            </select>
          </div>
          <button className="button" type="submit" disabled={busy}>
            Send invitation
          </button>
        </form>
      )}
      {team && <AuditLog key={changes} />}
    </div>
  );
}
