import { useStore } from "@nanostores/react";
import { useRef, type SyntheticEvent } from "react";
import { MESSAGES } from "#lib/forms/messages.ts";
import { mobilePhoneSchema } from "#lib/forms/phone.ts";
import { isValidCode } from "#lib/forms/verification.ts";
import { $financeApplication } from "../../stores/finance-application.ts";
import { rememberUser } from "../../stores/user.ts";
import { ErrorSummary } from "../forms/ErrorSummary.tsx";
import { type FieldErrors, useErrorsFollowValues, useForm } from "../forms/use-form.ts";
import { PhoneVerificationFields } from "../forms/PhoneVerificationFields.tsx";
import { applyToLender, sendCode, verifyCode } from "./finance-api.ts";
import { PRE_APPROVAL_FORM } from "#lib/analytics/forms.ts";
import { preApprovalLead } from "#lib/finance/pre-approval-lead.ts";

/**
 * Steps 3 and 4 (spec §4 "Phone verification"): not sent → sent ('Resend Code', phone locked) →
 * 'Apply to lender' verifies the code, then submits the lead and creates the customer in parallel,
 * then follows the partner's redirect.
 */
export function PreApprovalStep(props: {
  car?: { year?: number; vin?: string; nvic?: string };
  onBack: () => void;
  onApplying: (applying: boolean) => void;
}) {
  const app = useStore($financeApplication);
  // The phone's and the code's problems beside them, the application's above the form; focus stays
  // where the shopper is. One key per application: retrying after a failure never makes a second lead.
  const form = useForm({ focus: "none", analytics: PRE_APPROVAL_FORM });
  const codeInput = useRef<HTMLInputElement>(null);
  // A field's error goes once it is fixed: the phone as POST /api/sign-in/send checks it
  // (a mobile), the code as 'Apply to lender' does.
  useErrorsFollowValues(form, { phone: app.phone, code: app.code }, (values) => {
    const problems: FieldErrors = {};
    const phone = mobilePhoneSchema.safeParse(values.phone);
    if (!phone.success) problems.phone = phone.error.issues[0]!.message;
    if (!isValidCode(values.code.trim())) problems.code = MESSAGES.codeDigits;
    return problems;
  });

  async function send() {
    const result = await form.submit(() => sendCode(app.phone), "sending");
    if (!result.ok) return form.fail({ phone: result.message });
    form.succeed();
    $financeApplication.setKey("codeSent", true);
    queueMicrotask(() => codeInput.current?.focus());
  }

  async function apply(event: SyntheticEvent) {
    event.preventDefault();
    if (form.busy) return;
    if (!app.codeSent) return send();
    if (app.verifiedPhone !== app.phone) {
      if (!isValidCode(app.code.trim())) return form.fail({ code: MESSAGES.codeDigits });
      const verified = await form.submit(() => verifyCode(app.phone, app.code.trim()), "verifying");
      if (!verified.ok) return form.fail({ code: verified.message });
      $financeApplication.setKey("verifiedPhone", app.phone);
    }
    props.onApplying(true);
    const quote = {
      selfAssessedCreditScore: app.credit,
      purchasePrice: app.purchasePrice,
      loanTerm: Number(app.loanTerm),
      year: props.car?.year,
      vin: props.car?.vin,
      nvic: props.car?.nvic,
    };
    const person = {
      first_name: app.first_name.trim(),
      last_name: app.last_name.trim(),
      email: app.email.trim(),
      phone: app.phone,
    };
    const application = {
      lead: preApprovalLead(app, { idempotency_key: form.idempotencyKey(), page_url: location.href }),
      customer: { data: person, additionalData: { ...quote, car_id: app.car_id || undefined } },
    };
    const outcome = await form.submit(() => applyToLender(application), "applying");
    if (outcome.ok) {
      form.submitted();
      rememberUser(person);
      location.assign(outcome.redirectUrl);
      return;
    }
    props.onApplying(false);
    form.fail({}, outcome.message);
  }

  return (
    <form noValidate onSubmit={apply} onInput={form.engage} aria-busy={form.busy}>
      <ErrorSummary form={form} />
      <p>We'll text a 6-digit code to your mobile to confirm it's you, then send your application to our lender.</p>
      <PhoneVerificationFields
        ids={{ phone: "fd-verify-phone", code: "fd-code" }}
        phone={app.phone}
        code={app.code}
        codeSent={app.codeSent}
        errors={form.errors}
        onPhone={(phone) => $financeApplication.setKey("phone", phone)}
        onCode={(code) => $financeApplication.setKey("code", code)}
        codeRef={codeInput}
      />
      {form.phase === "applying" && <p role="status">Sending your application…</p>}
      <div className="finance-dialog__actions">
        <button className="button button--ghost" type="button" onClick={props.onBack} disabled={form.busy}>
          Back
        </button>
        {app.codeSent ? (
          <>
            <button className="button button--ghost" type="button" disabled={form.busy} onClick={send}>
              Resend Code
            </button>
            <button className="button" type="submit" disabled={form.busy}>
              Apply to lender
            </button>
          </>
        ) : (
          <button className="button" type="submit" disabled={form.busy}>
            {form.phase === "sending" ? "Sending…" : "Send Code"}
          </button>
        )}
      </div>
    </form>
  );
}
