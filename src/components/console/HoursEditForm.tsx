import { type SyntheticEvent, useState } from "react";
import { type ContentEdits, hoursEditSchema, withHours } from "#lib/content/edits.ts";
import { Said } from "./Said.tsx";

const DEPARTMENT_NAMES: Record<string, string> = { sales: "Sales", service: "Service", parts: "Parts" };

/**
 * Adds a day of holiday or special hours to the draft — a location, a date, what the day
 * is, closed all day or the hours, and the departments it applies to (all, unless some are ticked).
 * Checked by the same schema as the server's; the message says what to fix.
 */
export function HoursEditForm(props: {
  locations: { id: string; name: string; departments: string[] }[];
  draft: ContentEdits;
  busy: boolean;
  onAdd: (edits: ContentEdits, label: string) => Promise<boolean>;
}) {
  const [locationId, setLocationId] = useState(props.locations[0]?.id ?? "");
  const [closed, setClosed] = useState(true);
  const [problem, setProblem] = useState("");
  const departments = props.locations.find((one) => one.id === locationId)?.departments ?? [];

  async function add(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    const element = event.currentTarget;
    const form = new FormData(element);
    const ticked = form.getAll("department").map(String);
    const parsed = hoursEditSchema.safeParse({
      location_id: locationId,
      date: String(form.get("date") ?? ""),
      label: String(form.get("label") ?? ""),
      closed,
      ...(closed ? {} : { open: String(form.get("open") ?? ""), close: String(form.get("close") ?? "") }),
      ...(ticked.length ? { departments: ticked } : {}),
    });
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? "Please check the day's details.");
    setProblem("");
    // Refused: the day stays typed in, beside the message.
    if (!(await props.onAdd(withHours(props.draft, parsed.data), parsed.data.label))) return;
    element.reset();
    setClosed(true);
  }

  return (
    <form className="stock-desk__search" onSubmit={add} aria-labelledby="add-hours">
      <h3 id="add-hours">Add a day</h3>
      <Said text={problem} problem />
      <label>
        Location{" "}
        <select value={locationId} onChange={(event) => setLocationId(event.target.value)}>
          {props.locations.map((location) => (
            <option key={location.id} value={location.id}>
              {location.name}
            </option>
          ))}
        </select>
      </label>
      <label>
        Date <input name="date" type="date" required />
      </label>
      <label>
        What the day is <input name="label" placeholder="Boxing Day" required maxLength={80} />
      </label>
      <label className="check">
        <input type="checkbox" checked={closed} onChange={(event) => setClosed(event.target.checked)} /> Closed all day
      </label>
      {!closed && (
        <>
          <label>
            Opens <input name="open" type="time" required />
          </label>
          <label>
            Closes <input name="close" type="time" required />
          </label>
        </>
      )}
      <fieldset>
        <legend>Departments (all, unless you tick some)</legend>
        {departments.map((type) => (
          <label key={type} className="check">
            <input type="checkbox" name="department" value={type} /> {DEPARTMENT_NAMES[type] ?? type}
          </label>
        ))}
      </fieldset>
      <button type="submit" className="button" disabled={props.busy}>
        Add to draft
      </button>
    </form>
  );
}
