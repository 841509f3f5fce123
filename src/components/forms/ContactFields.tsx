import { useStore } from "@nanostores/react";
import { type Dispatch, type SetStateAction, useEffect } from "react";
import { $session } from "../../client/session.ts";
import { $user } from "../../stores/user.ts";
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

type TextField<F extends string> = readonly [name: F, label: string, autoComplete: string, type: string];

/**
 * The shopper's contact inputs, each labelled and with its error; ids are `<idPrefix>-<field>`.
 * The four of CONTACT_FIELDS unless `fields` says which (the enquiry form adds a postcode): every
 * one required but the postcode, which gets a numeric keyboard.
 */
export function ContactFields<F extends string = ContactField>(props: {
  idPrefix: string;
  values: Partial<Record<F, string>>;
  errors: Partial<Record<string, string>>;
  onChange: (field: F, value: string) => void;
  fields?: readonly TextField<F>[];
}) {
  const fields = props.fields ?? (CONTACT_FIELDS as readonly TextField<string>[] as readonly TextField<F>[]);
  return fields.map(([name, label, autoComplete, type]) => (
    <Field
      key={name}
      id={`${props.idPrefix}-${name}`}
      label={label}
      error={props.errors[name]}
      required={name !== "postcode"}
    >
      {(aria) => (
        <input
          {...aria}
          name={name}
          type={type}
          autoComplete={autoComplete}
          inputMode={name === "postcode" ? "numeric" : undefined}
          value={props.values[name] ?? ""}
          onChange={(event) => props.onChange(name, event.target.value)}
        />
      )}
    </Field>
  ));
}

/** Prefills empty contact inputs from this browser's last form, and the phone from the signed-in session. */
export function useContactPrefill<T extends ContactDetails>(setDetails: Dispatch<SetStateAction<T>>): void {
  const remembered = useStore($user);
  const session = useStore($session);
  useEffect(() => {
    const phone = session && "phone_number" in session ? session.phone_number : undefined;
    setDetails((current) => ({
      ...current,
      first_name: current.first_name || remembered.first_name || "",
      last_name: current.last_name || remembered.last_name || "",
      email: current.email || remembered.email || "",
      phone: current.phone || phone || remembered.phone || "",
    }));
  }, [remembered, session]);
}
