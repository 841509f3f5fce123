import { useStore } from "@nanostores/react";
import type { SyntheticEvent } from "react";
import type { EnquiryOptions } from "#lib/forms/enquiry.ts";
import { MESSAGES, OWN_MESSAGES } from "#lib/forms/messages.ts";
import { mobilePhoneSchema } from "#lib/forms/phone.ts";
import { $financeApplication, type FinanceApplication } from "../../stores/finance-application.ts";
import { type FieldErrors, useErrorsFollowValues, useForm } from "../forms/use-form.ts";
import { type Choice, Field, PickerField, requiredPickers, TermsCheckbox } from "../forms/Field.tsx";

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
  // No summary: each problem is beside its field, and focus goes to the first of them.
  const form = useForm({ focus: "first-error", fieldId: (field) => `fd-${field}` });
  const pickers = requiredPickers(props.enquiry.options, Boolean(app.car_id), props.enquiry);
  function problemsIn(details: FinanceApplication): FieldErrors {
    const found: FieldErrors = {};
    for (const [name] of TEXT) if (!details[name].trim()) found[name] = MESSAGES.required;
    if (details.email.trim() && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(details.email.trim()))
      found.email = OWN_MESSAGES.emailInvalid;
    const phone = mobilePhoneSchema.safeParse(details.phone);
    if (details.phone.trim() && !phone.success) found.phone = phone.error.issues[0]!.message;
    for (const picker of pickers) if (!details[picker.name]) found[picker.name] = MESSAGES.required;
    if (props.enquiry.termsMessage && !details.terms_accepted) found.terms_accepted = MESSAGES.required;
    return found;
  }
  // A field's error goes once it is fixed, checked as Next checks it.
  useErrorsFollowValues(form, app, problemsIn);

  function next(event: SyntheticEvent) {
    event.preventDefault();
    const found = problemsIn(app);
    if (Object.keys(found).length > 0) return form.fail(found);
    form.clear();
    const phone = mobilePhoneSchema.safeParse(app.phone);
    if (phone.success) $financeApplication.setKey("phone", phone.data);
    props.onNext();
  }
  return (
    <form noValidate onSubmit={next}>
      {TEXT.map(([name, label, autoComplete, type]) => (
        <Field key={name} id={`fd-${name}`} label={label} error={form.errors[name]} required>
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
      {pickers.map((picker) => (
        <PickerField
          key={picker.name}
          id={`fd-${picker.name}`}
          picker={picker}
          value={app[picker.name]}
          error={form.errors[picker.name]}
          onChange={(value) => $financeApplication.setKey(picker.name, value)}
        />
      ))}
      {props.enquiry.termsMessage && (
        <TermsCheckbox
          id="fd-terms_accepted"
          message={props.enquiry.termsMessage}
          checked={app.terms_accepted}
          error={form.errors.terms_accepted}
          onChange={(checked) => $financeApplication.setKey("terms_accepted", checked)}
        />
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
