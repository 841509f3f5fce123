import { HONEYPOT_FIELD, isCategoryRequired } from "#lib/forms/enquiry.ts";
import { DETAIL_FIELDS } from "#lib/forms/enquiry-details.ts";
import { MARKETING_OPT_IN_WORDING } from "#lib/forms/marketing-opt-in.ts";
import { Field, PickerField, TermsCheckbox } from "../forms/Field.tsx";
import type { EnquiryFormProps } from "./enquiry-form-props.ts";
import { fieldId } from "./enquiry-form-fields.ts";
import type { EnquiryFormState } from "./use-enquiry-form.ts";

/**
 * The enquiry's own questions on the current step, after the contact fields: category, the
 * yard and dealership pickers, the kind's details, comments, opt-in, the honeypot and the terms.
 */
export function EnquiryQuestions({ props, state }: { props: EnquiryFormProps; state: EnquiryFormState }) {
  const { form, values, set, text, shows, routing, detailInputs } = state;
  return (
    <>
      {isCategoryRequired(props.kind) && shows("category") && (
        <Field id="enquiry-category" label="Category" error={form.errors.category} required>
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
      {routing.pickers
        .filter(({ name }) => shows(name))
        .map((picker) => (
          <PickerField
            key={picker.name}
            id={`enquiry-${picker.name}`}
            picker={picker}
            value={text(picker.name)}
            error={form.errors[picker.name]}
            onChange={(value) => state.setValues((v) => ({ ...v, ...routing.valuesOf(picker.name, value) }))}
          />
        ))}
      {DETAIL_FIELDS[props.kind]
        .filter((field) => shows(`details.${field.name}`) && !(field.name in (props.presetDetails ?? {})))
        .map((field) => (
          <Field
            key={field.name}
            id={fieldId(`details.${field.name}`)}
            label={field.label}
            error={form.errors[`details.${field.name}`]}
            required={field.required}
          >
            {(aria) => (
              <input
                {...aria}
                type={field.type}
                inputMode={field.type === "number" ? "numeric" : undefined}
                value={detailInputs[field.name] ?? ""}
                onChange={(e) => state.setDetailInputs((d) => ({ ...d, [field.name]: e.target.value }))}
              />
            )}
          </Field>
        ))}
      {shows("comments") && (
        <Field
          id="enquiry-comments"
          label="Comments"
          error={form.errors.comments}
          required={props.options.commentsRequired}
        >
          {(aria) => (
            <textarea {...aria} rows={4} value={text("comments")} onChange={(e) => set("comments", e.target.value)} />
          )}
        </Field>
      )}
      {shows("opt_in") && (
        <label className="check">
          <input type="checkbox" checked={values.opt_in === true} onChange={(e) => set("opt_in", e.target.checked)} />{" "}
          {MARKETING_OPT_IN_WORDING}
        </label>
      )}
      {/* The honeypot: hidden from people and assistive tech, filled by form bots (the lead is then held back from the CRM). */}
      <div className="enquiry-form__hp" aria-hidden="true">
        <label>
          Website{" "}
          <input
            name={HONEYPOT_FIELD}
            type="text"
            tabIndex={-1}
            autoComplete="off"
            value={text(HONEYPOT_FIELD)}
            onChange={(e) => set(HONEYPOT_FIELD, e.target.value)}
          />
        </label>
      </div>
      {props.termsMessage && shows("terms_accepted") && (
        <TermsCheckbox
          id="enquiry-terms_accepted"
          message={props.termsMessage}
          checked={values.terms_accepted === true}
          error={form.errors.terms_accepted}
          onChange={(checked) => set("terms_accepted", checked)}
        />
      )}
    </>
  );
}
