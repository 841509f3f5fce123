import { ContactFields } from "../forms/ContactFields.tsx";
import { ErrorSummary } from "../forms/ErrorSummary.tsx";
import { EnquiryCarNote, TradeInNote } from "./EnquiryNotes.tsx";
import { EnquiryQuestions } from "./EnquiryQuestions.tsx";
import { labelOf, pageOrder, TEXT_FIELDS } from "./enquiry-form-fields.ts";
import type { EnquiryFormProps } from "./enquiry-form-props.ts";
import { useEnquiryForm } from "./use-enquiry-form.ts";

/** Every enquiry form: validated in the browser with the same schema as POST /api/leads (./use-enquiry-form.ts). */
export type { EnquiryFormProps };

export default function EnquiryForm(props: EnquiryFormProps) {
  const state = useEnquiryForm(props);
  const { form, steps, step, carId, text, shows } = state;
  const order = pageOrder(props.kind);
  const StepHeading = props.stepHeading ?? "h2";
  const last = step === steps.length - 1;
  return (
    <form
      className="enquiry-form"
      noValidate
      onSubmit={state.onSubmit}
      onInput={form.engage}
      aria-busy={form.busy}
      data-ready={form.ready || undefined}
      data-step={steps[step]!.id}
    >
      {steps.length > 1 && (
        <StepHeading className="enquiry-form__step" ref={state.stepHeading} tabIndex={-1}>
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
      {props.carIdFromQuery && carId && steps[step]!.id === "enquiry" && <EnquiryCarNote car={state.queryCar} />}
      <ContactFields
        idPrefix="enquiry"
        fields={TEXT_FIELDS.filter(([name]) => shows(name))}
        values={Object.fromEntries(TEXT_FIELDS.map(([name]) => [name, text(name)]))}
        errors={form.errors}
        onChange={state.set}
      />
      <EnquiryQuestions props={props} state={state} />
      {props.tradeIn && steps[step]!.id === "contact" && (
        <TradeInNote inputs={state.detailInputs} limits={props.tradeIn} />
      )}
      <div className="enquiry-form__actions">
        {step > 0 && (
          <button className="button button--ghost" type="button" onClick={state.onBack}>
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
