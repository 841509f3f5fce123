import { type SyntheticEvent, useState } from "react";

export interface Yard {
  id: string;
  name: string;
}

interface Props {
  email: string;
  locationIds: string[];
  takingLeads: boolean;
  yards: Yard[];
  busy: boolean;
  onSave: (settings: { location_ids: string[]; taking_leads: boolean }) => void;
}

/**
 * Which new leads a salesperson is given — whether they are taking leads now, and the
 * yards they cover (none ticked: every yard). The rule gives a yard's leads to its own staff first.
 */
export default function LeadCoverage({ email, locationIds, takingLeads, yards, busy, onSave }: Props) {
  const [taking, setTaking] = useState(takingLeads);
  const [covered, setCovered] = useState<string[]>(locationIds);
  const toggle = (id: string, on: boolean) =>
    setCovered((now) => (on ? [...now, id] : now.filter((other) => other !== id)));
  function save(event: SyntheticEvent) {
    event.preventDefault();
    onSave({ location_ids: covered, taking_leads: taking });
  }
  return (
    <form onSubmit={save}>
      <fieldset>
        <legend>New leads for {email}</legend>
        <label>
          <input type="checkbox" checked={taking} onChange={(event) => setTaking(event.currentTarget.checked)} /> Taking
          new leads
        </label>
        {yards.length > 1 &&
          yards.map((yard) => (
            <label key={yard.id}>
              <input
                type="checkbox"
                checked={covered.includes(yard.id)}
                onChange={(event) => toggle(yard.id, event.currentTarget.checked)}
              />{" "}
              {yard.name}
            </label>
          ))}
        {yards.length > 1 && <p className="field__hint">No yard ticked: leads from every yard.</p>}
      </fieldset>
      <button className="button button--ghost" type="submit" disabled={busy}>
        Save lead settings for {email}
      </button>
    </form>
  );
}
