import type { ReactNode } from "react";

export type RadioOption<V extends string> = readonly [value: V, label: ReactNode];

/**
 * A question answered by one of a few radio buttons, each in a `.check` label, under its legend
 * (`.choice-group` in global.css lays them out). With `field`, the group is a form field: the
 * target of the error summary (its id, focusable), marked invalid and linked to its error message.
 */
export function RadioGroup<V extends string>(props: {
  name: string;
  legend: ReactNode;
  options: readonly RadioOption<V>[];
  value: string;
  onChange: (value: V) => void;
  className?: string;
  required?: boolean;
  field?: { id: string; error?: string };
}) {
  const { field } = props;
  const errorId = field?.error ? `${field.id}-error` : undefined;
  const classes = ["choice-group", props.className, errorId && "field--error"].filter(Boolean).join(" ");
  return (
    <fieldset className={classes} id={field?.id} tabIndex={field ? -1 : undefined} aria-describedby={errorId}>
      <legend>
        {props.legend}
        {props.required && <span aria-hidden="true"> *</span>}
      </legend>
      {props.options.map(([value, label]) => (
        <label key={value} className="check">
          <input
            type="radio"
            name={props.name}
            value={value}
            checked={props.value === value}
            aria-invalid={field ? Boolean(field.error) : undefined}
            onChange={() => props.onChange(value)}
          />{" "}
          {label}
        </label>
      ))}
      {field?.error && (
        <p className="field__error" id={errorId}>
          {field.error}
        </p>
      )}
    </fieldset>
  );
}
