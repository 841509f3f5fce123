import type { ReactNode } from "react";

/** A labelled input with its error; the error is linked by aria-describedby for screen readers. */
export function Field(props: {
  id: string;
  label: string;
  error?: string;
  required?: boolean;
  children: (aria: {
    id: string;
    "aria-invalid": boolean;
    "aria-describedby"?: string;
    required?: boolean;
  }) => ReactNode;
}) {
  const errorId = `${props.id}-error`;
  return (
    <div className={`field${props.error ? " field--error" : ""}`}>
      <label htmlFor={props.id}>
        {props.label}
        {props.required && <span aria-hidden="true"> *</span>}
      </label>
      {props.children({
        id: props.id,
        "aria-invalid": Boolean(props.error),
        "aria-describedby": props.error ? errorId : undefined,
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
