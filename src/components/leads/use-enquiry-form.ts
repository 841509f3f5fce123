import { useStore } from "@nanostores/react";
import { type SyntheticEvent, useEffect, useMemo, useRef, useState } from "react";
import { enquiryForm } from "#lib/analytics/forms.ts";
import { enquiryProblems, enquirySchema } from "#lib/forms/enquiry.ts";
import { detailsFromInputs } from "#lib/forms/enquiry-details.ts";
import { enquiryRouting } from "#lib/forms/enquiry-routing.ts";
import { enquirySteps, errorsOfStep, firstStepWithErrors } from "#lib/forms/enquiry-steps.ts";
import { MESSAGES } from "#lib/forms/messages.ts";
import { $user, rememberUser } from "../../stores/user.ts";
import { useErrorsFollowValues, useForm } from "../forms/use-form.ts";
import type { EnquiryFormProps } from "./enquiry-form-props.ts";
import { useQueryCar } from "./EnquiryNotes.tsx";
import { fieldId, offerCommentOfQuery } from "./enquiry-form-fields.ts";
import { submitLead } from "./submit-lead.ts";

/**
 * An enquiry form's state and rules (apart from its markup): the shopper's answers, the
 * steps and where focus goes, validation with the same schema as POST /api/leads, and the submit.
 */
export function useEnquiryForm(props: EnquiryFormProps) {
  const remembered = useStore($user);
  // Made at the first check, not at render: a build renders this form on thousands of car pages
  // that never validate anything (bench:build: ~2 s of 45 at 2,000 cars).
  const schemaOf = useMemo(() => {
    let schema: ReturnType<typeof enquirySchema> | undefined;
    return () => (schema ??= enquirySchema(props.options));
  }, [props.options]);
  const [values, setValues] = useState<Record<string, string | boolean>>(() => ({
    ...remembered,
    ...props.preset,
    // The dealer's setting, never an earlier answer: consent is given on each form (never ticked in Australia).
    opt_in: props.options.optInDefault,
    terms_accepted: false,
  }));
  const [detailInputs, setDetailInputs] = useState<Record<string, string>>(() => ({
    ...props.initialDetails,
    ...props.presetDetails,
  }));
  const { carId, queryCar } = useQueryCar(props.carId, props.carIdFromQuery);
  useEffect(() => {
    const comments = offerCommentOfQuery(location.search);
    if (comments) setValues((v) => (v.comments ? v : { ...v, comments }));
  }, []);
  const set = (name: string, value: string | boolean) => setValues((v) => ({ ...v, [name]: value }));
  const text = (name: string) => String(values[name] ?? "");
  const steps = useMemo(() => enquirySteps(props.kind, props.multiStep ?? false), [props.kind, props.multiStep]);
  const [step, setStep] = useState(0);
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  // Focus follows the step, so keyboard and screen-reader users land on the new questions.
  useEffect(() => {
    if (moved.current) stepHeading.current?.focus();
  }, [step]);
  // Each failed attempt moves focus to the summary, so the shopper hears and sees what to fix.
  const form = useForm({ fieldId, analytics: enquiryForm(props.kind, carId) });
  const shows = (field: string) => steps[step]!.fields.some((f) => field === f || field.startsWith(`${f}.`));
  const goTo = (next: number) => {
    moved.current = true;
    setStep(next);
  };

  function formBody() {
    const body = {
      ...values,
      kind: props.kind,
      car_id: carId,
      valuation_id: props.valuation?.id,
      valuation_token: props.valuation?.token,
      idempotency_key: form.idempotencyKey(),
      page_url: location.href,
      details: detailsFromInputs(detailInputs),
    };
    for (const [k, v] of Object.entries(body)) if (v === "") delete (body as Record<string, unknown>)[k];
    return body;
  }

  // §5 location and dealership: which pickers show, and what an answer sets (one question for a trade-in's yard).
  const hasCar = Boolean(carId);
  const routing = useMemo(
    () =>
      enquiryRouting(props.options, hasCar, { locations: props.locations, dealerships: props.dealerships }, props.kind),
    [props.options, hasCar, props.locations, props.dealerships, props.kind],
  );
  const problemsOf = (body: ReturnType<typeof formBody>) =>
    routing.problemsToShow(enquiryProblems(schemaOf(), body, props.options));

  // A field's error goes once it is fixed, checked as the submit checks it. The values
  // are what the shopper types, named as the errors are (the key and page address are not typed).
  useErrorsFollowValues(form, { ...values, car_id: carId, details: detailsFromInputs(detailInputs) }, () =>
    problemsOf(formBody()),
  );

  function showProblems(problems: Record<string, string>) {
    const at = firstStepWithErrors(steps, problems, step);
    form.fail(errorsOfStep(steps, at, problems), MESSAGES.fixErrors);
    if (at !== step) goTo(at);
  }

  function onNext() {
    const problems = errorsOfStep(steps, step, problemsOf(formBody()));
    if (Object.keys(problems).length) return showProblems(problems);
    form.clear();
    goTo(step + 1);
  }

  function onBack() {
    form.clear();
    goTo(step - 1);
  }

  async function onSubmit(event: SyntheticEvent) {
    event.preventDefault();
    if (form.busy) return;
    if (step < steps.length - 1) return onNext();
    const body = formBody();
    const problems = problemsOf(body);
    if (Object.keys(problems).length) return showProblems(problems);
    form.clear();
    const outcome = await form.submit(() => submitLead(body));
    if (outcome.ok) {
      form.succeed();
      form.submitted();
      rememberUser({
        first_name: text("first_name"),
        last_name: text("last_name"),
        email: text("email"),
        phone: text("phone"),
        postcode: text("postcode"),
      });
      location.assign(`/success?type=${encodeURIComponent(outcome.type)}`);
      return;
    }
    if (Object.keys(outcome.fields).length) showProblems(routing.problemsToShow(outcome.fields));
    else form.fail({}, outcome.message);
  }

  return {
    form,
    values,
    setValues,
    set,
    text,
    detailInputs,
    setDetailInputs,
    carId,
    queryCar,
    steps,
    step,
    stepHeading,
    shows,
    routing,
    onSubmit,
    onBack,
  };
}

export type EnquiryFormState = ReturnType<typeof useEnquiryForm>;
