import { Field } from "./Field.tsx";

/** The shopper's name, email and phone, as every form that takes a payment asks for them. */
export const CONTACT_FIELDS = [
  ["first_name", "First name", "given-name", "text"],
  ["last_name", "Last name", "family-name", "text"],
  ["email", "Email", "email", "email"],
  ["phone", "Phone", "tel", "tel"],
] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number][0];
export type ContactDetails = Record<ContactField, string>;

export const contactLabel = (field: string): string | undefined => CONTACT_FIELDS.find(([name]) => name === field)?.[1];

/** The four required contact inputs, each labelled and with its error; ids are `<idPrefix>-<field>`. */
export function ContactFields(props: {
  idPrefix: string;
  values: ContactDetails;
  errors: Partial<Record<string, string>>;
  onChange: (field: ContactField, value: string) => void;
}) {
  return CONTACT_FIELDS.map(([name, label, autoComplete, type]) => (
    <Field key={name} id={`${props.idPrefix}-${name}`} label={label} error={props.errors[name]} required>
      {(aria) => (
        <input
          {...aria}
          name={name}
          type={type}
          autoComplete={autoComplete}
          value={props.values[name]}
          onChange={(event) => props.onChange(name, event.target.value)}
        />
      )}
    </Field>
  ));
}
