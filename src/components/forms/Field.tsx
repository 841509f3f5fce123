import type { ReactNode } from "react";
import type { EnquiryOptions } from "#lib/forms/enquiry.ts";
import { type Choice, enquiryRouting, type LocationChoice, type Picker } from "#lib/forms/enquiry-routing.ts";

export type { Choice, Picker };

/**
 * A labelled input with its error and, below the label, an optional hint; both are linked by
 * aria-describedby for screen readers (the error first).
 */
export function Field(props: {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  children: (aria: {
    id: string;
    "aria-invalid": boolean;
    "aria-describedby"?: string;
    required?: boolean;
  }) => ReactNode;
}) {
  const errorId = `${props.id}-error`;
  const hintId = `${props.id}-hint`;
  const describedBy = [props.error ? errorId : undefined, props.hint ? hintId : undefined].filter(Boolean).join(" ");
  return (
    <div className={`field${props.error ? " field--error" : ""}`}>
      <label htmlFor={props.id}>
        {props.label}
        {props.required && <span aria-hidden="true"> *</span>}
      </label>
      {props.hint && (
        <span className="field__hint" id={hintId}>
          {props.hint}
        </span>
      )}
      {props.children({
        id: props.id,
        "aria-invalid": Boolean(props.error),
        "aria-describedby": describedBy || undefined,
        required: props.required,
      })}
      {props.error && (
        <p className="field__error" id={errorId}>
          {props.error}
        </p>
      )}
    </div>
  );
}

/** §5: the location and dealership pickers a form shows (src/lib/forms/enquiry-routing.ts decides). */
export function requiredPickers(
  options: EnquiryOptions,
  hasCar: boolean,
  choices: { locations: LocationChoice[]; dealerships: Choice[] },
): Picker[] {
  return enquiryRouting(options, hasCar, choices).pickers;
}

/** A required choice of one of `choices` ('Choose…' first). */
export function PickerField(props: {
  id: string;
  picker: Picker;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  return (
    <Field id={props.id} label={props.picker.label} error={props.error} required>
      {(aria) => (
        <select {...aria} value={props.value} onChange={(e) => props.onChange(e.target.value)}>
          <option value="">Choose…</option>
          {props.picker.choices.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** The dealer's terms, to be accepted before sending (its error below it, as a field's). */
export function TermsCheckbox(props: {
  id: string;
  message: string;
  checked: boolean;
  error?: string;
  onChange: (checked: boolean) => void;
}) {
  return (
    <div className={`check${props.error ? " field--error" : ""}`}>
      <label>
        <input
          id={props.id}
          type="checkbox"
          checked={props.checked}
          aria-invalid={Boolean(props.error)}
          onChange={(e) => props.onChange(e.target.checked)}
        />{" "}
        {props.message}
      </label>
      {props.error && <p className="field__error">{props.error}</p>}
    </div>
  );
}
