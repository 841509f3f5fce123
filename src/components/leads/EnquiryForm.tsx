import { useStore } from "@nanostores/react";
import { useEffect, useMemo, useRef, useState, type FormEvent } from "react";
import {
  enquiryProblems,
  enquirySchema,
  HONEYPOT_FIELD,
  isCategoryRequired,
  isDealershipRequired,
  isLocationRequired,
  type EnquiryOptions,
} from "../../lib/forms/enquiry.ts";
import { enquirySteps, errorsOfStep, firstStepWithErrors } from "../../lib/forms/enquiry-steps.ts";
import { onlineEstimateOffered, tradeInNote, type TradeInLimits } from "../../lib/forms/trade-in.ts";
import type { EnquiryKind } from "../../lib/forms/enquiry-kinds.ts";
import { DETAIL_FIELDS, detailsFromInputs } from "../../lib/forms/enquiry-details.ts";
import { MESSAGES } from "../../lib/forms/messages.ts";
import { formatDollars } from "../../lib/format/money.ts";
import { $user, rememberUser } from "../../stores/user.ts";
import { findInStockCar, type InStockCar } from "../vehicle/in-stock-cars.ts";
import { ErrorSummary } from "./ErrorSummary.tsx";
import { Field } from "./Field.tsx";
import { submitLead } from "./submit-lead.ts";

interface Choice {
  id: string;
  name: string;
}

export interface EnquiryFormProps {
  kind: EnquiryKind;
  options: EnquiryOptions;
  locations: Choice[];
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
  tradeIn?: TradeInLimits & { currentYear: number };
  /** Detail inputs filled in up front (the finance page's query string), by their path under `details`. */
  initialDetails?: Record<string, string>;
  /** Detail inputs already answered elsewhere (the trade-in valuation's car): sent with the lead, not asked again. */
  presetDetails?: Record<string, string>;
  /** A trade-in valuation made on this page (POST /api/trade-in/valuation) and its token; the server adds its figure to the lead. */
  valuation?: { id: string; token: string };
}

type Status = "idle" | "submitting" | "success" | "failure";
const TEXT_FIELDS = [
  ["first_name", "First name", "given-name", "text"],
  ["last_name", "Last name", "family-name", "text"],
  ["email", "Email", "email", "email"],
  ["phone", "Phone", "tel", "tel"],
  ["postcode", "Postcode", "postal-code", "text"],
] as const;

/** The comment an enquiry about a special offer starts with: its title as the shopper saw it, else its id. */
export const offerComment = (offerId: string, title?: string) =>
  title
    ? `I'd like to know more about the special offer "${title}".`
    : `I'd like to know more about special offer ${offerId}.`;

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
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<Status>("idle");
  const [summary, setSummary] = useState("");
  // Each failed attempt moves focus to the summary, so the shopper hears and sees what to fix.
  const summaryBox = useRef<HTMLDivElement>(null);
  const [attempt, setAttempt] = useState(0);
  // One key per attempt at this form: a double click or a retry after a lost answer is one lead.
  const key = useRef(globalThis.crypto?.randomUUID?.() ?? `k-${Date.now()}-${Math.random().toString(36).slice(2)}`);
  const [carId, setCarId] = useState(props.carId);
  // Issue 13: a form opened from a car page (`?car_id=` its id or slug) names that car and sends its id.
  const [queryCar, setQueryCar] = useState<InStockCar>();
  useEffect(() => {
    const fromQuery = props.carIdFromQuery ? new URLSearchParams(location.search).get("car_id")?.trim() : undefined;
    if (!fromQuery || !/^[\w.-]{1,100}$/.test(fromQuery)) return;
    setCarId(fromQuery);
    findInStockCar(fromQuery).then((car) => {
      if (!car) return;
      setQueryCar(car);
      setCarId(car.id);
    });
  }, [props.carIdFromQuery]);
  const hasCar = Boolean(carId);
  // Marks the form interactive (browser tests wait for it; before hydration a submit would reload the page).
  const [ready, setReady] = useState(false);
  useEffect(() => {
    // An offer page's 'Enquire about this offer' links here with ?offer=<id>: say which offer (page_url carries it too).
    const query = new URLSearchParams(location.search);
    const offer = query.get("offer")?.trim();
    // The title is display text only (the id and page_url identify the offer): printable, one line, short.
    const title =
      query
        .get("offer_title")
        ?.replace(/[\p{C}]/gu, "")
        .trim()
        .slice(0, 120) || undefined;
    if (offer && /^[\w.-]{1,64}$/.test(offer))
      setValues((v) => (v.comments ? v : { ...v, comments: offerComment(offer, title) }));
    setReady(true);
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
  useEffect(() => {
    if (attempt) summaryBox.current?.focus();
  }, [attempt]);
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
      idempotency_key: key.current,
      page_url: location.href,
      details: detailsFromInputs(detailInputs),
    };
    for (const [k, v] of Object.entries(body)) if (v === "") delete (body as Record<string, unknown>)[k];
    return body;
  }

  const problemsOf = (body: ReturnType<typeof formBody>) => enquiryProblems(schema, body, props.options);

  function showProblems(problems: Record<string, string>) {
    const at = firstStepWithErrors(steps, problems, step);
    setErrors(errorsOfStep(steps, at, problems));
    setSummary(MESSAGES.fixErrors);
    if (at !== step) goTo(at);
    setAttempt((n) => n + 1);
  }

  function onNext() {
    const problems = errorsOfStep(steps, step, problemsOf(formBody()));
    if (Object.keys(problems).length) return showProblems(problems);
    setErrors({});
    setSummary("");
    goTo(step + 1);
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (status === "submitting") return;
    if (step < steps.length - 1) return onNext();
    const body = formBody();
    const problems = problemsOf(body);
    if (Object.keys(problems).length) return showProblems(problems);
    setStatus("submitting");
    setErrors({});
    const outcome = await submitLead(body);
    if (outcome.ok) {
      setStatus("success");
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
    setStatus("failure");
    setSummary(outcome.message);
    setAttempt((n) => n + 1);
    if (Object.keys(outcome.fields).length) showProblems(outcome.fields);
    else setErrors({});
  }

  // The summary lists problems in the order the fields appear on the page.
  const order = pageOrder(props.kind);
  const rank = (field: string) => (order.includes(field) ? order.indexOf(field) : order.length);
  const errorList = Object.entries(errors).sort(([a], [b]) => rank(a) - rank(b));
  // §5: a location when the picker is shown, a dealership when there is more than one.
  const pickers = [
    ...(isLocationRequired(props.options, hasCar)
      ? [{ name: "location_id", label: "Location", choices: props.locations }]
      : []),
    ...(isDealershipRequired(props.options, hasCar)
      ? [{ name: "dealership_id", label: "Dealership", choices: props.dealerships }]
      : []),
  ];
  const StepHeading = props.stepHeading ?? "h2";
  const last = step === steps.length - 1;
  return (
    <form
      className="enquiry-form"
      noValidate
      onSubmit={onSubmit}
      aria-busy={status === "submitting"}
      data-ready={ready || undefined}
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
      {summary && status !== "submitting" && (
        <ErrorSummary
          summary={summary}
          errors={errorList}
          hrefOf={(field) => `#${fieldId(field)}`}
          labelOf={(field) => labelOf(field, props.kind)}
          ref={summaryBox}
        />
      )}
      {props.carIdFromQuery && carId && steps[step]!.id === "enquiry" && (
        <div className="enquiry-form__note" data-car-id={queryCar?.id}>
          <p>We'll attach the car you were looking at to your enquiry.</p>
          {queryCar && (
            <p className="enquiry-form__car">
              <a href={`/cars/${queryCar.slug}`}>{queryCar.name}</a>
              {queryCar.price !== undefined && <> · {formatDollars(queryCar.price)}</>}
            </p>
          )}
        </div>
      )}
      {TEXT_FIELDS.filter(([name]) => shows(name)).map(([name, label, autoComplete, type]) => (
        <Field key={name} id={`enquiry-${name}`} label={label} error={errors[name]} required={name !== "postcode"}>
          {(aria) => (
            <input
              {...aria}
              name={name}
              type={type}
              autoComplete={autoComplete}
              inputMode={name === "postcode" ? "numeric" : undefined}
              value={text(name)}
              onChange={(e) => set(name, e.target.value)}
            />
          )}
        </Field>
      ))}
      {isCategoryRequired(props.kind) && shows("category") && (
        <Field id="enquiry-category" label="Category" error={errors.category} required>
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
      {pickers
        .filter(({ name }) => shows(name))
        .map(({ name, label, choices }) => (
          <Field key={name} id={`enquiry-${name}`} label={label} error={errors[name]} required>
            {(aria) => (
              <select {...aria} value={text(name)} onChange={(e) => set(name, e.target.value)}>
                <option value="">Choose…</option>
                {choices.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
        ))}
      {DETAIL_FIELDS[props.kind]
        .filter((field) => shows(`details.${field.name}`) && !(field.name in (props.presetDetails ?? {})))
        .map((field) => (
          <Field
            key={field.name}
            id={fieldId(`details.${field.name}`)}
            label={field.label}
            error={errors[`details.${field.name}`]}
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
        <Field id="enquiry-comments" label="Comments" error={errors.comments} required={props.options.commentsRequired}>
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
        <div className={`check${errors.terms_accepted ? " field--error" : ""}`}>
          <label>
            <input
              id="enquiry-terms_accepted"
              type="checkbox"
              checked={values.terms_accepted === true}
              aria-invalid={Boolean(errors.terms_accepted)}
              onChange={(e) => set("terms_accepted", e.target.checked)}
            />{" "}
            {props.termsMessage}
          </label>
          {errors.terms_accepted && <p className="field__error">{errors.terms_accepted}</p>}
        </div>
      )}
      {props.tradeIn && steps[step]!.id === "contact" && <TradeInNote inputs={detailInputs} limits={props.tradeIn} />}
      <div className="enquiry-form__actions">
        {step > 0 && (
          <button
            className="button button--ghost"
            type="button"
            onClick={() => {
              setErrors({});
              setSummary("");
              goTo(step - 1);
            }}
          >
            Back
          </button>
        )}
        <button className="button" type="submit" disabled={status === "submitting"}>
          {!last ? "Next" : status === "submitting" ? "Sending…" : (props.submitLabel ?? "Send enquiry")}
        </button>
      </div>
    </form>
  );
}

/** Whether the car being traded can be valued online, once its year is known (§5). */
function TradeInNote(props: { inputs: Record<string, string>; limits: TradeInLimits & { currentYear: number } }) {
  const number = (value?: string) => (value?.trim() ? Number(value) : undefined);
  const note = tradeInNote(
    onlineEstimateOffered(
      { year: number(props.inputs["vehicle.year"]), km: number(props.inputs["vehicle.km"]) },
      props.limits.currentYear,
      props.limits,
    ),
    props.limits,
  );
  return note ? <p className="enquiry-form__note">{note}</p> : null;
}

/** Every field the form can show, top to bottom. */
const pageOrder = (kind: EnquiryKind): string[] => [
  ...TEXT_FIELDS.map(([name]) => name),
  "category",
  "location_id",
  "dealership_id",
  ...DETAIL_FIELDS[kind].map((field) => `details.${field.name}`),
  "comments",
  "terms_accepted",
];

const fieldId = (path: string) => `enquiry-${path.replace(/\./g, "-")}`;

function labelOf(field: string, kind: EnquiryKind): string {
  const detail = DETAIL_FIELDS[kind].find((f) => `details.${f.name}` === field);
  if (detail) return detail.label;
  const known: Record<string, string> = {
    first_name: "First name",
    last_name: "Last name",
    location_id: "Location",
    dealership_id: "Dealership",
    terms_accepted: "Terms",
    car_id: "Car",
  };
  return known[field] ?? field.charAt(0).toUpperCase() + field.slice(1).replace(/_/g, " ");
}
