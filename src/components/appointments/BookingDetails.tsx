import { SERVICE_TYPES } from "#lib/appointments/booking-form.ts";
import type { AppointmentKind } from "#lib/appointments/settings.ts";
import { MARKETING_OPT_IN_WORDING } from "#lib/forms/marketing-opt-in.ts";
import { ContactFields } from "../forms/ContactFields.tsx";
import { Field, TermsCheckbox } from "../forms/Field.tsx";

export const bookingFieldId = (field: string) => `booking-${field}`;

const LABELS: Record<string, string> = {
  starts_at: "Time",
  first_name: "First name",
  last_name: "Last name",
  email: "Email",
  phone: "Phone",
  licence_confirmed: "Driver's licence",
  rego: "Registration",
  odometer: "Odometer (km)",
  service_type: "Service needed",
  comments: "Comments",
  terms_accepted: "Terms",
};
export const bookingLabel = (field: string) => LABELS[field] ?? field;
export const BOOKING_ORDER = Object.keys(LABELS);

/**
 * The shopper's details for a booking, as the enquiry forms ask them (the same inputs,
 * messages and terms), plus the licence for a test drive or the car and the work for a service.
 */
export function BookingDetails(props: {
  kind: AppointmentKind;
  values: Record<string, string | boolean>;
  errors: Record<string, string>;
  set: (name: string, value: string | boolean) => void;
  termsMessage?: string;
  smsReminders?: boolean;
}) {
  const { values, errors, set } = props;
  const text = (name: string) => String(values[name] ?? "");
  return (
    <>
      <ContactFields
        idPrefix="booking"
        values={{
          first_name: text("first_name"),
          last_name: text("last_name"),
          email: text("email"),
          phone: text("phone"),
        }}
        errors={errors}
        onChange={set}
      />
      {props.kind === "testDrive" ? (
        <div className={`check${errors.licence_confirmed ? " field--error" : ""}`}>
          <input
            type="checkbox"
            id={bookingFieldId("licence_confirmed")}
            checked={values.licence_confirmed === true}
            aria-invalid={Boolean(errors.licence_confirmed)}
            aria-describedby={errors.licence_confirmed ? "booking-licence_confirmed-error" : undefined}
            onChange={(event) => set("licence_confirmed", event.target.checked)}
          />
          <label htmlFor={bookingFieldId("licence_confirmed")}>
            I hold a current driver's licence and will bring it<span aria-hidden="true"> *</span>
          </label>
          {errors.licence_confirmed && (
            <p className="field__error" id="booking-licence_confirmed-error">
              {errors.licence_confirmed}
            </p>
          )}
        </div>
      ) : (
        <>
          <Field id={bookingFieldId("service_type")} label="Service needed" error={errors.service_type} required>
            {(aria) => (
              <select
                {...aria}
                value={text("service_type")}
                onChange={(event) => set("service_type", event.target.value)}
              >
                <option value="">Choose…</option>
                {SERVICE_TYPES.map((type) => (
                  <option key={type}>{type}</option>
                ))}
              </select>
            )}
          </Field>
          <Field id={bookingFieldId("rego")} label="Registration" error={errors.rego}>
            {(aria) => (
              <input
                {...aria}
                autoCapitalize="characters"
                value={text("rego")}
                onChange={(event) => set("rego", event.target.value)}
              />
            )}
          </Field>
          <Field id={bookingFieldId("odometer")} label="Odometer (km)" error={errors.odometer}>
            {(aria) => (
              <input
                {...aria}
                inputMode="numeric"
                value={text("odometer")}
                onChange={(event) => set("odometer", event.target.value)}
              />
            )}
          </Field>
        </>
      )}
      <Field id={bookingFieldId("comments")} label="Comments" error={errors.comments}>
        {(aria) => (
          <textarea
            {...aria}
            rows={3}
            value={text("comments")}
            onChange={(event) => set("comments", event.target.value)}
          />
        )}
      </Field>
      <label className="check">
        <input
          type="checkbox"
          checked={values.opt_in === true}
          onChange={(event) => set("opt_in", event.target.checked)}
        />{" "}
        {MARKETING_OPT_IN_WORDING}
      </label>
      {props.smsReminders && (
        <label className="check">
          <input
            type="checkbox"
            checked={values.sms_reminders === true}
            onChange={(event) => set("sms_reminders", event.target.checked)}
          />{" "}
          Text me reminders and any change to this booking
        </label>
      )}
      {props.termsMessage && (
        <TermsCheckbox
          id={bookingFieldId("terms_accepted")}
          message={props.termsMessage}
          checked={values.terms_accepted === true}
          error={errors.terms_accepted}
          onChange={(checked) => set("terms_accepted", checked)}
        />
      )}
    </>
  );
}
