import type { Form } from "./use-form.ts";

/**
 * The form's error summary (WCAG 3.3.1): the message, then each field's error, linking to the
 * field when the form names its fields (`labelOf` and the form's `fieldId`). Focusable, and
 * focused after a failed attempt, when the form's focus goes to the summary.
 */
export function ErrorSummary(props: {
  form: Form;
  labelOf?: (field: string) => string;
  /** Where a field's error is listed (the page's order); unsorted without. */
  order?: (field: string) => number;
}) {
  const { form, labelOf, order } = props;
  if (!form.summary) return null;
  const errors = Object.entries(form.errors);
  if (order) errors.sort(([a], [b]) => order(a) - order(b));
  const focusable = form.focus === "summary";
  return (
    <div
      className="form-alert"
      role="alert"
      tabIndex={focusable ? -1 : undefined}
      ref={focusable ? form.summaryRef : undefined}
    >
      <p>{form.summary}</p>
      {errors.length > 0 && (
        <ul>
          {errors.map(([field, message]) => (
            <li key={field}>
              {labelOf && form.fieldId ? (
                <>
                  <a href={`#${form.fieldId(field)}`}>{labelOf(field)}</a>: {message}
                </>
              ) : (
                message
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
