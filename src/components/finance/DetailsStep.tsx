import { useStore } from "@nanostores/react";
import { useState, type FormEvent } from "react";
import { isDealershipRequired, isLocationRequired, type EnquiryOptions } from "../../lib/forms/enquiry.ts";
import { MESSAGES, OWN_MESSAGES } from "../../lib/forms/messages.ts";
import { mobilePhoneSchema } from "../../lib/forms/phone.ts";
import { $financeApplication } from "../../stores/finance-application.ts";
import { Field } from "../leads/Field.tsx";

export type Choice = { id: string; name: string };
export type DialogEnquiry = {
  options: EnquiryOptions;
  dealerships: Choice[];
  locations: Choice[];
  termsMessage?: string;
};

const TEXT = [
  ["first_name", "First name", "given-name", "text"],
  ["last_name", "Last name", "family-name", "text"],
  ["email", "Email", "email", "email"],
  ["phone", "Mobile number", "tel", "tel"],
] as const;

/** Step 2: who is applying. The mobile gets the pre-approval code, so it must be a mobile. */
export function DetailsStep(props: { enquiry: DialogEnquiry; onBack: () => void; onNext: () => void }) {
  const app = useStore($financeApplication);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const hasCar = Boolean(app.car_id);
  const pickers = [
    ...(isLocationRequired(props.enquiry.options, hasCar)
      ? [{ name: "location_id" as const, label: "Location", choices: props.enquiry.locations }]
      : []),
    ...(isDealershipRequired(props.enquiry.options, hasCar)
      ? [{ name: "dealership_id" as const, label: "Dealership", choices: props.enquiry.dealerships }]
      : []),
  ];
  function next(event: FormEvent) {
    event.preventDefault();
    const found: Record<string, string> = {};
    for (const [name] of TEXT) if (!app[name].trim()) found[name] = MESSAGES.required;
    if (app.email.trim() && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(app.email.trim()))
      found.email = OWN_MESSAGES.emailInvalid;
    const phone = mobilePhoneSchema.safeParse(app.phone);
    if (app.phone.trim() && !phone.success) found.phone = phone.error.issues[0]!.message;
    for (const picker of pickers) if (!app[picker.name]) found[picker.name] = MESSAGES.required;
    if (props.enquiry.termsMessage && !app.terms_accepted) found.terms_accepted = MESSAGES.required;
    setErrors(found);
    if (Object.keys(found).length > 0) {
      document.getElementById(`fd-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    if (phone.success) $financeApplication.setKey("phone", phone.data);
    props.onNext();
  }
  return (
    <form noValidate onSubmit={next}>
      {TEXT.map(([name, label, autoComplete, type]) => (
        <Field key={name} id={`fd-${name}`} label={label} error={errors[name]} required>
          {(aria) => (
            <input
              {...aria}
              type={type}
              autoComplete={autoComplete}
              value={app[name]}
              readOnly={name === "phone" && app.codeSent}
              onChange={(e) => $financeApplication.setKey(name, e.target.value)}
            />
          )}
        </Field>
      ))}
      {pickers.map(({ name, label, choices }) => (
        <Field key={name} id={`fd-${name}`} label={label} error={errors[name]} required>
          {(aria) => (
            <select {...aria} value={app[name]} onChange={(e) => $financeApplication.setKey(name, e.target.value)}>
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
      {props.enquiry.termsMessage && (
        <div className={`check${errors.terms_accepted ? " field--error" : ""}`}>
          <label>
            <input
              id="fd-terms_accepted"
              type="checkbox"
              checked={app.terms_accepted}
              aria-invalid={Boolean(errors.terms_accepted)}
              onChange={(e) => $financeApplication.setKey("terms_accepted", e.target.checked)}
            />{" "}
            {props.enquiry.termsMessage}
          </label>
          {errors.terms_accepted && <p className="field__error">{errors.terms_accepted}</p>}
        </div>
      )}
      <div className="finance-dialog__actions">
        <button className="button button--ghost" type="button" onClick={props.onBack}>
          Back
        </button>
        <button className="button" type="submit">
          Next: Instant pre-approval
        </button>
      </div>
    </form>
  );
}
