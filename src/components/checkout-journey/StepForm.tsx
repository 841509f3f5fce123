import type { SyntheticEvent, ReactNode } from "react";
import { ErrorSummary } from "../forms/ErrorSummary.tsx";
import { type FieldErrors, type Form, useErrorsFollowValues } from "../forms/use-form.ts";
import styles from "./CheckoutJourney.module.css";

/**
 * What every step gets: the journey's form (busy while a step saves, the save's problems), the save,
 * and the step's answer's problems as the save would refuse them (so a fixed field's error goes).
 */
export interface StepProps {
  form: Form;
  onSave: (answer: Record<string, unknown>) => void;
  problemsOf: (answer: Record<string, unknown>) => FieldErrors;
}

/** One step's form: its fields, the save's problems above them (each gone once fixed), and Continue. */
export function StepForm(
  props: StepProps & { submit: string; answer: () => Record<string, unknown> | null; children: ReactNode },
) {
  useErrorsFollowValues(props.form, props.answer(), props.problemsOf);
  function onSubmit(event: SyntheticEvent) {
    event.preventDefault();
    const answer = props.answer();
    if (answer) props.onSave(answer);
  }
  return (
    <form className={styles.step} noValidate onSubmit={onSubmit} aria-busy={props.form.busy}>
      <ErrorSummary form={props.form} />
      {props.children}
      <button className="button" type="submit" disabled={props.form.busy}>
        {props.form.busy ? "Saving…" : props.submit}
      </button>
    </form>
  );
}
