import type { Ref } from "react";
import { Field } from "./Field.tsx";

/**
 * Spec §4 phone verification's inputs, for sign-in and the finance pre-approval: the mobile number,
 * locked once the code is sent, then where the code went and the 6-digit code.
 */
export function PhoneVerificationFields(props: {
  ids: { phone: string; code: string };
  phone: string;
  code: string;
  codeSent: boolean;
  errors: { phone?: string; code?: string };
  onPhone: (phone: string) => void;
  onCode: (code: string) => void;
  codeRef?: Ref<HTMLInputElement>;
}) {
  return (
    <>
      <Field id={props.ids.phone} label="Mobile number" error={props.errors.phone} required>
        {(aria) => (
          <input
            {...aria}
            type="tel"
            autoComplete="tel"
            value={props.phone}
            readOnly={props.codeSent}
            onChange={(e) => props.onPhone(e.target.value)}
          />
        )}
      </Field>
      {props.codeSent && (
        <>
          <p role="status">We sent a 6-digit code to {props.phone}.</p>
          <Field id={props.ids.code} label="Verification code" error={props.errors.code} required>
            {(aria) => (
              <input
                {...aria}
                ref={props.codeRef}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                value={props.code}
                onChange={(e) => props.onCode(e.target.value)}
              />
            )}
          </Field>
        </>
      )}
    </>
  );
}
