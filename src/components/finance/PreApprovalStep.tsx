import { useStore } from "@nanostores/react";
import { useRef, useState, type FormEvent } from "react";
import { MESSAGES } from "../../lib/forms/messages.ts";
import { isValidCode } from "../../lib/forms/verification.ts";
import { $financeApplication } from "../../stores/finance-application.ts";
import { rememberUser } from "../../stores/user.ts";
import { Field } from "../leads/Field.tsx";
import { applyToLender, sendCode, verifyCode } from "./finance-api.ts";

type Busy = "" | "sending" | "verifying" | "applying";

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
  const [busy, setBusy] = useState<Busy>("");
  const [error, setError] = useState<{ field: "phone" | "code" | "form"; message: string } | null>(null);
  // One key per application: retrying after a failure never makes a second lead.
  const key = useRef(globalThis.crypto?.randomUUID?.() ?? `k-${Date.now()}-${Math.random().toString(36).slice(2)}`);
  const codeInput = useRef<HTMLInputElement>(null);

  async function send() {
    setBusy("sending");
    const result = await sendCode(app.phone);
    setBusy("");
    if (!result.ok) return setError({ field: "phone", message: result.message });
    setError(null);
    $financeApplication.setKey("codeSent", true);
    queueMicrotask(() => codeInput.current?.focus());
  }

  async function apply(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!app.codeSent) return send();
    if (app.verifiedPhone !== app.phone) {
      if (!isValidCode(app.code.trim())) return setError({ field: "code", message: MESSAGES.codeDigits });
      setBusy("verifying");
      const verified = await verifyCode(app.phone, app.code.trim());
      if (!verified.ok) {
        setBusy("");
        return setError({ field: "code", message: verified.message });
      }
      $financeApplication.setKey("verifiedPhone", app.phone);
    }
    setBusy("applying");
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
    const outcome = await applyToLender({
      lead: {
        kind: "finance",
        ...person,
        idempotency_key: key.current,
        page_url: location.href,
        car_id: app.car_id || undefined,
        dealership_id: app.dealership_id || undefined,
        location_id: app.location_id || undefined,
        terms_accepted: app.terms_accepted || undefined,
        comments: `Instant pre-approval: $${app.purchasePrice} over ${app.loanTerm} years, credit ${app.credit}.`,
        details: { purchase_price: app.purchasePrice, loan_term_years: Number(app.loanTerm), credit_score: app.credit },
      },
      customer: { data: person, additionalData: { ...quote, car_id: app.car_id || undefined } },
    });
    if (outcome.ok) {
      rememberUser(person);
      location.assign(outcome.redirectUrl);
      return;
    }
    props.onApplying(false);
    setBusy("");
    setError({ field: "form", message: outcome.message });
  }

  return (
    <form noValidate onSubmit={apply} aria-busy={Boolean(busy)}>
      {error?.field === "form" && (
        <div className="form-alert" role="alert">
          <p>{error.message}</p>
        </div>
      )}
      <p>We'll text a 6-digit code to your mobile to confirm it's you, then send your application to our lender.</p>
      <Field
        id="fd-verify-phone"
        label="Mobile number"
        error={error?.field === "phone" ? error.message : undefined}
        required
      >
        {(aria) => (
          <input
            {...aria}
            type="tel"
            autoComplete="tel"
            value={app.phone}
            readOnly={app.codeSent}
            onChange={(e) => $financeApplication.setKey("phone", e.target.value)}
          />
        )}
      </Field>
      {app.codeSent && (
        <>
          <p role="status">We sent a 6-digit code to {app.phone}.</p>
          <Field
            id="fd-code"
            label="Verification code"
            error={error?.field === "code" ? error.message : undefined}
            required
          >
            {(aria) => (
              <input
                {...aria}
                ref={codeInput}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                value={app.code}
                onChange={(e) => $financeApplication.setKey("code", e.target.value)}
              />
            )}
          </Field>
        </>
      )}
      {busy === "applying" && <p role="status">Sending your application…</p>}
      <div className="finance-dialog__actions">
        <button className="button button--ghost" type="button" onClick={props.onBack} disabled={Boolean(busy)}>
          Back
        </button>
        {app.codeSent ? (
          <>
            <button className="button button--ghost" type="button" disabled={Boolean(busy)} onClick={send}>
              Resend Code
            </button>
            <button className="button" type="submit" disabled={Boolean(busy)}>
              Apply to lender
            </button>
          </>
        ) : (
          <button className="button" type="submit" disabled={Boolean(busy)}>
            {busy === "sending" ? "Sending…" : "Send Code"}
          </button>
        )}
      </div>
    </form>
  );
}
