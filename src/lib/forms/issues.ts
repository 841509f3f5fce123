import { MESSAGES } from "./messages.ts";

/** What this module reads of a zod issue (structural, so it needs no zod import). */
export interface Issue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/** An issue's dotted path (`details.vehicle.year`), or `root` when it is about the whole value. */
export const issuePath = (issue: Issue, root = "(body)"): string => issue.path.map(String).join(".") || root;

/**
 * Zod issues as the fields a form shows them beside: dotted path → that path's first message. The
 * one mapping for the browser (callApi's `validate`, the form hook's `check`) and the functions
 * (parseInput), so a field is named the same way whichever side refuses it.
 */
export function issueFields(issues: readonly Issue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[issuePath(issue)] ??= issue.message;
  return fields;
}

/**
 * A refused input as the 400 `validation` answer says it: 'Please fix the following errors:' with
 * each field's message; with `singleFieldMessage`, one failing field is told by its own message
 * ('Code must be 6 digits.').
 */
export function validationFailure(
  issues: readonly Issue[],
  singleFieldMessage = false,
): { message: string; fields: Record<string, string> } {
  const fields = issueFields(issues);
  const messages = Object.values(fields);
  return { message: singleFieldMessage && messages.length === 1 ? messages[0]! : MESSAGES.fixErrors, fields };
}
