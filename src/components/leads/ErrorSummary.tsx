import type { Ref } from "react";

/**
 * The form's error summary (WCAG 3.3.1): the message, then each field's error linking to the
 * field. Focused after a failed submit, so a screen reader reads it first.
 */
export function ErrorSummary(props: {
  summary: string;
  errors: readonly (readonly [field: string, message: string])[];
  hrefOf: (field: string) => string;
  labelOf: (field: string) => string;
  ref: Ref<HTMLDivElement>;
}) {
  return (
    <div className="form-alert" role="alert" tabIndex={-1} ref={props.ref}>
      <p>{props.summary}</p>
      {props.errors.length > 0 && (
        <ul>
          {props.errors.map(([field, message]) => (
            <li key={field}>
              <a href={props.hrefOf(field)}>{props.labelOf(field)}</a>: {message}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
