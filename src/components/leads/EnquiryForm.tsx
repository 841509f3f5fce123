import { useStore } from "@nanostores/react";
import { useEffect, useMemo, useRef, useState, type SyntheticEvent } from "react";
import {
  enquiryProblems,
  enquirySchema,
  HONEYPOT_FIELD,
  isCategoryRequired,
  type EnquiryOptions,
} from "../../lib/forms/enquiry.ts";
import { enquiryRouting, type LocationChoice } from "../../lib/forms/enquiry-routing.ts";
import { enquirySteps, errorsOfStep, firstStepWithErrors } from "../../lib/forms/enquiry-steps.ts";
import type { ItemLabel, TradeInLimits } from "../../lib/forms/trade-in.ts";
import type { EnquiryKind } from "../../lib/forms/enquiry-kinds.ts";
import { DETAIL_FIELDS, detailsFromInputs } from "../../lib/forms/enquiry-details.ts";
import { MESSAGES } from "../../lib/forms/messages.ts";
import { enquiryForm } from "../../lib/analytics/forms.ts";
import { $user, rememberUser } from "../../stores/user.ts";
import { ErrorSummary } from "../forms/ErrorSummary.tsx";
import { useErrorsFollowValues, useForm } from "../forms/use-form.ts";
import { ContactFields } from "./ContactFields.tsx";
import { EnquiryCarNote, TradeInNote, useQueryCar } from "./EnquiryNotes.tsx";
import { type Choice, Field, PickerField, TermsCheckbox } from "./Field.tsx";
import { fieldId, labelOf, offerCommentOfQuery, pageOrder, TEXT_FIELDS } from "./enquiry-form-fields.ts";
import { submitLead } from "./submit-lead.ts";

export interface EnquiryFormProps {
  kind: EnquiryKind;
  options: EnquiryOptions;
  /** The yards, each with its dealership (a trade-in asks only for the yard, issue 28). */
  locations: LocationChoice[];
  dealerships: Choice[];
  termsMessage?: string;
  carId?: string;
  /** A location page's form: that yard (and its dealership) chosen up front. */
  preset?: { location_id?: string; dealership_id?: string; postcode?: string; comments?: string };
  submitLabel?: string;
  /** §4 multi-step: the form's own questions first, the shopper's details second (tenant setting enquiry.multiStep). */
  multiStep?: boolean;
  /** Level of the step headings, one below the section's heading. */
  stepHeading?: "h2" | "h3";
  /** A static page whose car comes from `?car_id=` (/cars/trade-in?car_id={id}, /book-test-drive?car_id={id}). */
  carIdFromQuery?: boolean;
  /** Trade-in and sell-my-car forms: the dealer's limits for an online estimate (§5) and the build's year. */
  tradeIn?: TradeInLimits & { currentYear: number; itemLabel?: ItemLabel };
  /** Detail inputs filled in up front (the finance page's query string), by their path under `details`. */
  initialDetails?: Record<string, string>;
  /** Detail inputs already answered elsewhere (the trade-in valuation's car): sent with the lead, not asked again. */
  presetDetails?: Record<string, string>;
  /** A trade-in valuation made on this page (POST /api/trade-in/valuation) and its token; the server adds its figure to the lead. */
  valuation?: { id: string; token: string };
}

/** Every enquiry form: validated in the browser with the same schema as POST /api/leads. */
export default function EnquiryForm(props: EnquiryFormProps) {
  const remembered = useStore($user);
  const schema = useMemo(() => enquirySchema(props.options), [props.options]);
  const [values, setValues] = useState<Record<string, string | boolean>>(() => ({
    ...remembered,
    ...props.preset,
    opt_in: props.options.optInDefault,
    terms_accepted: false,
  }));
  const [detailInputs, setDetailInputs] = useState<Record<string, string>>(() => ({
    ...props.initialDetails,
    ...props.presetDetails,
  }));
  const { carId, queryCar } = useQueryCar(props.carId, props.carIdFromQuery);
  const hasCar = Boolean(carId);
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
  const routing = useMemo(
    () =>
      enquiryRouting(props.options, hasCar, { locations: props.locations, dealerships: props.dealerships }, props.kind),
    [props.options, hasCar, props.locations, props.dealerships, props.kind],
  );
  const problemsOf = (body: ReturnType<typeof formBody>) =>
    routing.problemsToShow(enquiryProblems(schema, body, props.options));

  // Issue 28: a field's error goes once it is fixed, checked as the submit checks it. The values
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

  const order = pageOrder(props.kind);
  const StepHeading = props.stepHeading ?? "h2";
  const last = step === steps.length - 1;
  return (
    <form
      className="enquiry-form"
      noValidate
      onSubmit={onSubmit}
      onInput={form.engage}
      aria-busy={form.busy}
      data-ready={form.ready || undefined}
      data-step={steps[step]!.id}
    >
      {steps.length > 1 && (
        <StepHeading className="enquiry-form__step" ref={stepHeading} tabIndex={-1}>
          <span className="enquiry-form__progress">
            Step {step + 1} of {steps.length}:
          </span>{" "}
          {steps[step]!.title}
        </StepHeading>
      )}
      {!form.busy && (
        <ErrorSummary
          form={form}
          labelOf={(field) => labelOf(field, props.kind)}
          order={(field) => (order.includes(field) ? order.indexOf(field) : order.length)}
        />
      )}
      {props.carIdFromQuery && carId && steps[step]!.id === "enquiry" && <EnquiryCarNote car={queryCar} />}
      <ContactFields
        idPrefix="enquiry"
        fields={TEXT_FIELDS.filter(([name]) => shows(name))}
        values={Object.fromEntries(TEXT_FIELDS.map(([name]) => [name, text(name)]))}
        errors={form.errors}
        onChange={set}
      />
      {isCategoryRequired(props.kind) && shows("category") && (
        <Field id="enquiry-category" label="Category" error={form.errors.category} required>
          {(aria) => (
            <select {...aria} value={text("category")} onChange={(e) => set("category", e.target.value)}>
              <option value="">Choose…</option>
              {props.options.categories.map((c) => (
                <option key={c}>{c}</option>
              ))}
            </select>
          )}
        </Field>
      )}
      {routing.pickers
        .filter(({ name }) => shows(name))
        .map((picker) => (
          <PickerField
            key={picker.name}
            id={`enquiry-${picker.name}`}
            picker={picker}
            value={text(picker.name)}
            error={form.errors[picker.name]}
            onChange={(value) => setValues((v) => ({ ...v, ...routing.valuesOf(picker.name, value) }))}
          />
        ))}
      {DETAIL_FIELDS[props.kind]
        .filter((field) => shows(`details.${field.name}`) && !(field.name in (props.presetDetails ?? {})))
        .map((field) => (
          <Field
            key={field.name}
            id={fieldId(`details.${field.name}`)}
            label={field.label}
            error={form.errors[`details.${field.name}`]}
            required={field.required}
          >
            {(aria) => (
              <input
                {...aria}
                type={field.type}
                inputMode={field.type === "number" ? "numeric" : undefined}
                value={detailInputs[field.name] ?? ""}
                onChange={(e) => setDetailInputs((d) => ({ ...d, [field.name]: e.target.value }))}
              />
            )}
          </Field>
        ))}
      {shows("comments") && (
        <Field
          id="enquiry-comments"
          label="Comments"
          error={form.errors.comments}
          required={props.options.commentsRequired}
        >
          {(aria) => (
            <textarea {...aria} rows={4} value={text("comments")} onChange={(e) => set("comments", e.target.value)} />
          )}
        </Field>
      )}
      {shows("opt_in") && (
        <label className="check">
          <input type="checkbox" checked={values.opt_in === true} onChange={(e) => set("opt_in", e.target.checked)} />{" "}
          Keep me up to date with offers and news
        </label>
      )}
      {/* The honeypot: hidden from people and assistive tech, filled by form bots (the lead is then held back from the CRM). */}
      <div className="enquiry-form__hp" aria-hidden="true">
        <label>
          Website{" "}
          <input
            name={HONEYPOT_FIELD}
            type="text"
            tabIndex={-1}
            autoComplete="off"
            value={text(HONEYPOT_FIELD)}
            onChange={(e) => set(HONEYPOT_FIELD, e.target.value)}
          />
        </label>
      </div>
      {props.termsMessage && shows("terms_accepted") && (
        <TermsCheckbox
          id="enquiry-terms_accepted"
          message={props.termsMessage}
          checked={values.terms_accepted === true}
          error={form.errors.terms_accepted}
          onChange={(checked) => set("terms_accepted", checked)}
        />
      )}
      {props.tradeIn && steps[step]!.id === "contact" && <TradeInNote inputs={detailInputs} limits={props.tradeIn} />}
      <div className="enquiry-form__actions">
        {step > 0 && (
          <button
            className="button button--ghost"
            type="button"
            onClick={() => {
              form.clear();
              goTo(step - 1);
            }}
          >
            Back
          </button>
        )}
        <button className="button" type="submit" disabled={form.busy}>
          {!last ? "Next" : form.busy ? "Sending…" : (props.submitLabel ?? "Send enquiry")}
        </button>
      </div>
    </form>
  );
}
