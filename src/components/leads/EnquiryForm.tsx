import { useStore } from "@nanostores/react";
import { useEffect, useMemo, useRef, useState, type FormEvent } from "react";
import { enquiryRuleProblems, enquirySchema, isCategoryRequired, isDealershipRequired, isLocationRequired, type EnquiryOptions } from "../../lib/forms/enquiry.ts";
import type { EnquiryKind } from "../../lib/forms/enquiry-kinds.ts";
import { DETAIL_FIELDS, detailsFromInputs } from "../../lib/forms/enquiry-details.ts";
import { MESSAGES } from "../../lib/forms/messages.ts";
import { $user, rememberUser } from "../../stores/user.ts";
import { Field } from "./Field.tsx";
import { submitLead } from "./submit-lead.ts";

interface Choice {
  id: string;
  name: string;
}

export interface EnquiryFormProps {
  kind: EnquiryKind;
  options: EnquiryOptions;
  locations: Choice[];
  dealerships: Choice[];
  termsMessage?: string;
  carId?: string;
  /** A location page's form: that yard (and its dealership) chosen up front. */
  preset?: { location_id?: string; dealership_id?: string };
  submitLabel?: string;
}

type Status = "idle" | "submitting" | "success" | "failure";
const TEXT_FIELDS = [
  ["first_name", "First name", "given-name", "text"],
  ["last_name", "Last name", "family-name", "text"],
  ["email", "Email", "email", "email"],
  ["phone", "Phone", "tel", "tel"],
  ["postcode", "Postcode", "postal-code", "text"],
] as const;

/** The comment an enquiry about a special offer starts with. */
export const offerComment = (offerId: string) => `I'd like to know more about special offer ${offerId}.`;

/** Every enquiry form: validated in the browser with the same schema as POST /api/leads. */
export default function EnquiryForm(props: EnquiryFormProps) {
  const remembered = useStore($user);
  const schema = useMemo(() => enquirySchema(props.options), [props.options]);
  const [values, setValues] = useState<Record<string, string | boolean>>(() => ({ ...remembered, ...props.preset, opt_in: props.options.optInDefault, terms_accepted: false }));
  const [detailInputs, setDetailInputs] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<Status>("idle");
  const [summary, setSummary] = useState("");
  // One key per attempt at this form: a double click or a retry after a lost answer is one lead.
  const key = useRef(globalThis.crypto?.randomUUID?.() ?? `k-${Date.now()}-${Math.random().toString(36).slice(2)}`);
  const hasCar = Boolean(props.carId);
  // Marks the form interactive (browser tests wait for it; before hydration a submit would reload the page).
  const [ready, setReady] = useState(false);
  useEffect(() => {
    // An offer page's 'Enquire about this offer' links here with ?offer=<id>: say which offer (page_url carries it too).
    const offer = new URLSearchParams(location.search).get("offer")?.trim();
    if (offer && /^[\w.-]{1,64}$/.test(offer)) setValues((v) => (v.comments ? v : { ...v, comments: offerComment(offer) }));
    setReady(true);
  }, []);
  const set = (name: string, value: string | boolean) => setValues((v) => ({ ...v, [name]: value }));
  const text = (name: string) => String(values[name] ?? "");

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (status === "submitting") return;
    const body = { ...values, kind: props.kind, car_id: props.carId, idempotency_key: key.current, page_url: location.href, details: detailsFromInputs(detailInputs) };
    for (const [k, v] of Object.entries(body)) if (v === "") delete (body as Record<string, unknown>)[k];
    const checked = schema.safeParse(body);
    if (!checked.success) {
      // Field errors first, then §5's cross-field rules, which zod only checks once the fields parse.
      setErrors({ ...enquiryRuleProblems(body, props.options), ...Object.fromEntries(checked.error.issues.map((i) => [i.path.join("."), i.message]).reverse()) });
      setSummary(MESSAGES.fixErrors);
      return;
    }
    setStatus("submitting");
    setErrors({});
    const outcome = await submitLead(body);
    if (outcome.ok) {
      setStatus("success");
      rememberUser({ first_name: text("first_name"), last_name: text("last_name"), email: text("email"), phone: text("phone"), postcode: text("postcode") });
      location.assign(`/success?type=${encodeURIComponent(outcome.type)}`);
      return;
    }
    setStatus("failure");
    setErrors(outcome.fields);
    setSummary(outcome.message);
  }

  const errorList = Object.entries(errors);
  // §5: a location when the picker is shown, a dealership when there is more than one.
  const pickers = [
    ...(isLocationRequired(props.options, hasCar) ? [{ name: "location_id", label: "Location", choices: props.locations }] : []),
    ...(isDealershipRequired(props.options, hasCar) ? [{ name: "dealership_id", label: "Dealership", choices: props.dealerships }] : []),
  ];
  return (
    <form className="enquiry-form" noValidate onSubmit={onSubmit} aria-busy={status === "submitting"} data-ready={ready || undefined}>
      {summary && status !== "submitting" && (
        <div className="form-alert" role="alert">
          <p>{summary}</p>
          {errorList.length > 0 && (
            <ul>
              {errorList.map(([field, message]) => (
                <li key={field}>
                  <a href={`#${fieldId(field)}`}>{labelOf(field, props.kind)}</a>: {message}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      {TEXT_FIELDS.map(([name, label, autoComplete, type]) => (
        <Field key={name} id={`enquiry-${name}`} label={label} error={errors[name]} required={name !== "postcode"}>
          {(aria) => <input {...aria} name={name} type={type} autoComplete={autoComplete} inputMode={name === "postcode" ? "numeric" : undefined} value={text(name)} onChange={(e) => set(name, e.target.value)} />}
        </Field>
      ))}
      {isCategoryRequired(props.kind) && (
        <Field id="enquiry-category" label="Category" error={errors.category} required>
          {(aria) => (
            <select {...aria} value={text("category")} onChange={(e) => set("category", e.target.value)}>
              <option value="">Choose…</option>
              {props.options.categories.map((c) => (
                <option key={c}>{c}</option>
              ))}
            </select>
          )}
        </Field>
      )}
      {pickers.map(({ name, label, choices }) => (
        <Field key={name} id={`enquiry-${name}`} label={label} error={errors[name]} required>
          {(aria) => (
            <select {...aria} value={text(name)} onChange={(e) => set(name, e.target.value)}>
              <option value="">Choose…</option>
              {choices.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          )}
        </Field>
      ))}
      {DETAIL_FIELDS[props.kind].map((field) => (
        <Field key={field.name} id={fieldId(`details.${field.name}`)} label={field.label} error={errors[`details.${field.name}`]} required={field.required}>
          {(aria) => <input {...aria} type={field.type} inputMode={field.type === "number" ? "numeric" : undefined} value={detailInputs[field.name] ?? ""} onChange={(e) => setDetailInputs((d) => ({ ...d, [field.name]: e.target.value }))} />}
        </Field>
      ))}
      <Field id="enquiry-comments" label="Comments" error={errors.comments} required={props.options.commentsRequired}>
        {(aria) => <textarea {...aria} rows={4} value={text("comments")} onChange={(e) => set("comments", e.target.value)} />}
      </Field>
      <label className="check">
        <input type="checkbox" checked={values.opt_in === true} onChange={(e) => set("opt_in", e.target.checked)} /> Keep me up to date with offers and news
      </label>
      {props.termsMessage && (
        <div className={`check${errors.terms_accepted ? " field--error" : ""}`}>
          <label>
            <input id="enquiry-terms_accepted" type="checkbox" checked={values.terms_accepted === true} aria-invalid={Boolean(errors.terms_accepted)} onChange={(e) => set("terms_accepted", e.target.checked)} /> {props.termsMessage}
          </label>
          {errors.terms_accepted && <p className="field__error">{errors.terms_accepted}</p>}
        </div>
      )}
      <button className="button" type="submit" disabled={status === "submitting"}>
        {status === "submitting" ? "Sending…" : (props.submitLabel ?? "Send enquiry")}
      </button>
    </form>
  );
}

const fieldId = (path: string) => `enquiry-${path.replace(/\./g, "-")}`;

function labelOf(field: string, kind: EnquiryKind): string {
  const detail = DETAIL_FIELDS[kind].find((f) => `details.${f.name}` === field);
  if (detail) return detail.label;
  const known: Record<string, string> = { first_name: "First name", last_name: "Last name", location_id: "Location", dealership_id: "Dealership", terms_accepted: "Terms", car_id: "Car" };
  return known[field] ?? field.charAt(0).toUpperCase() + field.slice(1).replace(/_/g, " ");
}
