import { MESSAGES } from "./messages.ts";

/** What a form shows of its last failed attempt: each field's message beside it, and the summary above. */
export interface ShownFailure {
  errors: Readonly<Record<string, string>>;
  summary: string;
}

/** The value at a dotted field path (`details.vehicle.year`), as `issueFields` names fields. */
function valueAt(values: unknown, path: string): unknown {
  let value = values;
  for (const key of path.split(".")) {
    if (value === null || typeof value !== "object") return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

const same = (a: unknown, b: unknown): boolean => a === b || JSON.stringify(a) === JSON.stringify(b);

/**
 * A field's error goes when its value is fixed. After the shopper changes the values
 * (`before` → `after`), a field in error whose value changed keeps an error only while its new value
 * still has a problem (`problems`: the new values' field → message, as `issueFields` names them),
 * and says that problem; a field whose value did not change keeps its error (the server may know
 * what the browser cannot), and no field gains an error before the next attempt. 'Please fix the
 * following errors:' goes with the last error it listed; any other summary stays. The same object
 * comes back when nothing changes.
 */
export function reviseFailure(
  shown: ShownFailure,
  before: unknown,
  after: unknown,
  problems: Readonly<Record<string, string>>,
): ShownFailure {
  const entries = Object.entries(shown.errors);
  if (!entries.length) return shown;
  const errors: Record<string, string> = {};
  for (const [field, message] of entries) {
    if (same(valueAt(before, field), valueAt(after, field))) errors[field] = message;
    else if (problems[field]) errors[field] = problems[field];
  }
  const kept = Object.keys(errors);
  if (kept.length === entries.length && kept.every((field) => errors[field] === shown.errors[field])) return shown;
  const summary = kept.length === 0 && shown.summary === MESSAGES.fixErrors ? "" : shown.summary;
  return { errors, summary };
}
