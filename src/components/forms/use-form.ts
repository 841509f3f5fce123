import { type RefObject, useEffect, useRef, useState } from "react";
import type { z } from "zod";
import type { AnyContract, RequestInput, ResponseData } from "#lib/api/contract.ts";
import { issueFields } from "#lib/forms/issues.ts";
import { MESSAGES } from "#lib/forms/messages.ts";
import { reviseFailure } from "#lib/forms/revise-errors.ts";
import { type ApiFailure, type ApiResult, callApi } from "../../client/call-api.ts";
import { track } from "../../client/analytics/track.ts";
import type { FormInfo } from "#lib/analytics/tracked.ts";

export type FormStatus = "idle" | "submitting" | "success" | "failure";
export type FieldErrors = Record<string, string>;

/**
 * Where focus goes after a failed attempt: the error summary (WCAG 3.3.1: a screen reader reads
 * it first), the first field in error (by `fieldId`), or nowhere (the message is beside the field,
 * or the form is one step of several and its heading keeps focus).
 */
export type FailureFocus = "summary" | "first-error" | "none";

export interface FormOptions {
  focus?: FailureFocus;
  /** The id of a field's input: the summary links to it, and `first-error` focuses it. */
  fieldId?: (field: string) => string;
  /** Starts every idempotency key (`pay-` for online payments). */
  keyPrefix?: string;
  /** The form as the dealer's tags name it; with it, `engage` and `submitted` report to them. */
  analytics?: FormInfo;
}

/** A new idempotency key; randomUUID needs a secure context, so a plain-http preview gets a random enough one. */
export const newIdempotencyKey = (prefix = ""): string =>
  prefix +
  (globalThis.crypto?.randomUUID?.() ?? `${prefix ? "" : "k-"}${Date.now()}-${Math.random().toString(36).slice(2)}`);

export interface Form {
  /** Hydrated: the form sets `data-ready` by it (browser tests wait for it; before hydration a submit would reload the page). */
  ready: boolean;
  status: FormStatus;
  /** True while a submit is in flight (disable the buttons, say so on them). */
  busy: boolean;
  /** What the submit in flight is doing (`submit`'s `phase`), "" when idle. */
  phase: string;
  /** Field path → its message, shown beside the field (and listed by <ErrorSummary>). */
  errors: FieldErrors;
  /** The error summary's first line; "" shows none. */
  summary: string;
  summaryRef: RefObject<HTMLDivElement | null>;
  focus: FailureFocus;
  fieldId?: (field: string) => string;
  /** This attempt's idempotency key: a double click or a retry after a lost answer is one lead, payment or hold. */
  idempotencyKey(): string;
  /** A new key: the form now describes another request (a changed payment). */
  renewKey(): void;
  /** Shows the problems (and the summary, when given), ends any submit, and moves focus as the form asks. */
  fail(fields: FieldErrors, summary?: string): void;
  /** A refused call: its fields, under 'Please fix the following errors:' for a validation answer, else its message. */
  failWith(failure: ApiFailure, fieldOf?: (path: string) => string): void;
  /** Checks the input with a schema in the browser; a failure is shown (each field's first message) and false returned. */
  check(schema: z.ZodType, input: unknown): boolean;
  /** Hides the errors and the summary. */
  clear(): void;
  /**
   * The shopper changed the values (`before` → `after`, whose problems are `problems`): a changed
   * field's error goes once its value is fixed (lib/forms/revise-errors.ts). `useErrorsFollowValues` calls it.
   */
  revise(before: unknown, after: unknown, problems: FieldErrors): void;
  /** The submit worked and the shopper stays here: the errors go and the buttons come back. */
  succeed(): void;
  /** Runs a submit: busy with `phase` until it answers; a failed answer ends the submit (show it with `fail`). */
  submit<R extends { ok: boolean }>(send: () => Promise<R>, phase?: string): Promise<R>;
  /** The shopper's first input (the form's `onInput`): the tags hear the form started, once. */
  engage(): void;
  /** The server took what the form sent (a lead, not a step of one): the tags hear the submission. */
  submitted(): void;
  /** `submit` through the browser's one API client. */
  send<C extends AnyContract>(
    contract: C,
    input: RequestInput<C>,
    options?: { validate?: boolean },
  ): Promise<ApiResult<ResponseData<C>>>;
}

interface State {
  ready: boolean;
  status: FormStatus;
  phase: string;
  errors: FieldErrors;
  summary: string;
  /** Counts failed attempts: each one moves focus, even when its problems are the same as the last. */
  failures: number;
}

const INITIAL: State = { ready: false, status: "idle", phase: "", errors: {}, summary: "", failures: 0 };

/**
 * One form's plumbing: submitting, success and failure, field errors from the
 * contract's zod issues or the function's answer, the error summary and where focus goes after a
 * failure, one idempotency key per attempt, and the submit through `callApi`. Every form island
 * uses it; what the form asks and what success means stay in the island.
 */
export function useForm(options: FormOptions = {}): Form {
  const { focus = "summary", fieldId, keyPrefix, analytics } = options;
  const engaged = useRef(false);
  const [state, setState] = useState<State>(INITIAL);
  const summaryRef = useRef<HTMLDivElement>(null);
  const key = useRef("");
  key.current ||= newIdempotencyKey(keyPrefix);
  useEffect(() => setState((s) => ({ ...s, ready: true })), []);

  // A submit that left the page (for the payment provider, /success…) is over when Back brings the
  // page back from the back/forward cache: the buttons work again.
  useEffect(() => {
    const back = (event: PageTransitionEvent) => {
      if (event.persisted) setState((s) => (s.status === "submitting" ? { ...s, status: "idle", phase: "" } : s));
    };
    window.addEventListener("pageshow", back);
    return () => window.removeEventListener("pageshow", back);
  }, []);

  // In the frame after the render that shows the problems: after the island's own effects too (a
  // multi-step form focuses its step's heading when a failure moves it back), so the summary wins.
  useEffect(() => {
    if (!state.failures || focus === "none") return;
    const frame = requestAnimationFrame(() => {
      if (focus === "summary") summaryRef.current?.focus();
      const first = Object.keys(state.errors)[0];
      if (focus === "first-error" && first && fieldId) document.getElementById(fieldId(first))?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [state.failures]);

  const fail = (errors: FieldErrors, summary = "") =>
    setState((s) => ({ ...s, status: "failure", phase: "", errors, summary, failures: s.failures + 1 }));
  const submit = async <R extends { ok: boolean }>(send: () => Promise<R>, phase = "submitting"): Promise<R> => {
    setState((s) => ({ ...s, status: "submitting", phase }));
    const result = await send();
    if (!result.ok) setState((s) => ({ ...s, status: "failure", phase: "" }));
    return result;
  };
  return {
    ready: state.ready,
    status: state.status,
    busy: state.status === "submitting",
    phase: state.phase,
    errors: state.errors,
    summary: state.summary,
    summaryRef,
    focus,
    fieldId,
    idempotencyKey: () => key.current,
    renewKey: () => {
      key.current = newIdempotencyKey(keyPrefix);
    },
    fail,
    failWith: (failure, fieldOf = (path) => path) =>
      fail(
        Object.fromEntries(Object.entries(failure.fields ?? {}).map(([path, message]) => [fieldOf(path), message])),
        failure.code === "validation" ? MESSAGES.fixErrors : failure.message,
      ),
    check: (schema, input) => {
      const parsed = schema.safeParse(input);
      if (!parsed.success) fail(issueFields(parsed.error.issues), MESSAGES.fixErrors);
      return parsed.success;
    },
    clear: () => setState((s) => ({ ...s, errors: {}, summary: "" })),
    revise: (before, after, problems) =>
      setState((s) => {
        const shown = { errors: s.errors, summary: s.summary };
        const revised = reviseFailure(shown, before, after, problems);
        return revised === shown ? s : { ...s, errors: { ...revised.errors }, summary: revised.summary };
      }),
    succeed: () => setState((s) => ({ ...s, status: "success", phase: "", errors: {}, summary: "" })),
    engage: () => {
      if (!analytics || engaged.current) return;
      engaged.current = true;
      track({ kind: "form", stage: "start", form: analytics });
    },
    submitted: () => {
      if (analytics) track({ kind: "form", stage: "submit", form: analytics });
    },
    submit,
    send: (contract, input, callOptions) => submit(() => callApi(contract, input, callOptions)),
  };
}

/** A schema's problems with the input, field → first message ({} when it passes), as `check` would show them. */
export function problemsOf(schema: z.ZodType, input: unknown): FieldErrors {
  const parsed = schema.safeParse(input);
  return parsed.success ? {} : issueFields(parsed.error.issues);
}

/**
 * For every form: a field's error goes when its value is fixed, not at the next attempt.
 * `values` are the form's inputs by the names its errors use (an object, dotted paths into it);
 * each time they change, the fields that changed are checked again with `problems` (the whole
 * input's, as the submit would check it). Null values (nothing to check yet) are skipped.
 * Every island that shows field errors calls it: the checkout journey's steps (`StepForm`), every
 * enquiry form (`EnquiryForm`), the trade-in valuation, the finance dialog's details and
 * pre-approval steps, sign-in, reserve, online payment and the delivery calculator.
 */
export function useErrorsFollowValues<V>(form: Form, values: V | null, problems: (values: V) => FieldErrors): void {
  const before = useRef(values);
  const current = JSON.stringify(values);
  useEffect(() => {
    const shown = Object.keys(form.errors).length > 0;
    if (shown && before.current !== null && values !== null) form.revise(before.current, values, problems(values));
    before.current = values;
  }, [current]);
}
