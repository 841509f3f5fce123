import { useEffect, useState, type SyntheticEvent } from "react";
import { sendSmsCode, verifySmsCode } from "../../client/sms-code.ts";
import { MESSAGES } from "#lib/forms/messages.ts";
import { mobilePhoneSchema } from "#lib/forms/phone.ts";
import { codeSchema } from "#lib/forms/verification.ts";
import { safeRedirectPath } from "#lib/navigation/sign-in.ts";
import { type FieldErrors, useErrorsFollowValues, useForm } from "../forms/use-form.ts";
import { PhoneVerificationFields } from "../forms/PhoneVerificationFields.tsx";

type Step = "not-sent" | "sent" | "verified";

/** The phone's and the code's problems as Send Code and Verify check them. */
function problemsIn(values: { phone: string; code: string }): FieldErrors {
  const problems: FieldErrors = {};
  const phone = mobilePhoneSchema.safeParse(values.phone);
  if (!phone.success) problems.phone = phone.error.issues[0]!.message;
  if (!codeSchema.safeParse(values.code).success) problems.code = MESSAGES.codeDigits;
  return problems;
}

/** §4 phone verification: not sent → sent ('Resend Code', phone locked) → verified, then back to `redirect`. */
export default function SignIn() {
  const [step, setStep] = useState<Step>("not-sent");
  const [phone, setPhone] = useState("");
  const [code, setCode] = useState("");
  // Each problem is said beside its input (no summary): the phone's, or the code's.
  const form = useForm({ focus: "none" });
  // A field's error goes once it is fixed.
  useErrorsFollowValues(form, { phone, code }, problemsIn);
  const [back, setBack] = useState<string | null>(null);
  useEffect(() => {
    const asked = new URLSearchParams(location.search).get("back");
    if (asked) setBack(safeRedirectPath(asked, location.origin));
  }, []);

  async function send(event?: SyntheticEvent) {
    event?.preventDefault();
    const parsed = mobilePhoneSchema.safeParse(phone);
    if (!parsed.success) return form.fail({ phone: parsed.error.issues[0]!.message });
    const result = await form.submit(() => sendSmsCode(parsed.data));
    if (!result.ok) {
      // Refused because the number had many codes: one it already received still signs in.
      if (result.code === "too_many_codes") setStep("sent");
      return form.fail({ phone: result.message });
    }
    form.succeed();
    setStep("sent");
  }

  async function verify(event: SyntheticEvent) {
    event.preventDefault();
    const parsed = codeSchema.safeParse(code);
    if (!parsed.success) return form.fail({ code: MESSAGES.codeDigits });
    const result = await form.submit(() => verifySmsCode(phone, parsed.data));
    if (!result.ok) return form.fail({ code: result.message });
    form.succeed();
    setStep("verified");
    location.assign(safeRedirectPath(new URLSearchParams(location.search).get("redirect"), location.origin));
  }

  if (step === "verified") return <p role="status">Verified. Taking you back…</p>;
  return (
    <form
      className="sign-in"
      noValidate
      onSubmit={step === "not-sent" ? send : verify}
      aria-busy={form.busy}
      data-ready={form.ready || undefined}
    >
      <PhoneVerificationFields
        ids={{ phone: "sign-in-phone", code: "sign-in-code" }}
        phone={phone}
        code={code}
        codeSent={step === "sent"}
        errors={form.errors}
        onPhone={setPhone}
        onCode={setCode}
      />
      {step === "not-sent" ? (
        <button className="button" type="submit" disabled={form.busy}>
          Send Code
        </button>
      ) : (
        <div className="sign-in__actions">
          <button className="button" type="submit" disabled={form.busy}>
            Verify
          </button>
          <button className="button button--ghost" type="button" disabled={form.busy} onClick={() => send()}>
            Resend Code
          </button>
        </div>
      )}
      {back && (
        <p>
          <a href={back}>Back</a>
        </p>
      )}
    </form>
  );
}
