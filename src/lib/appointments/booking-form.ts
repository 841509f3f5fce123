import { z } from "zod";
import { contactDetailsShape } from "../forms/contact-details.ts";
import { optionalInput } from "../forms/inputs.ts";
import { MESSAGES, OWN_MESSAGES } from "../forms/messages.ts";
import type { AppointmentKind } from "./settings.ts";

/**
 * The booking form's details, checked in the browser as POST /api/appointments checks
 * them (the contact details are every form's; a test drive needs the licence confirmed; a
 * service may say its rego, odometer and what it needs).
 */

export const LICENCE_MESSAGE = "Please confirm you hold a current driver's licence.";

export const SERVICE_TYPES = [
  "Logbook service",
  "General service",
  "Repair or diagnosis",
  "Tyres, brakes or battery",
  "Something else",
] as const;

const odometer = z
  .string()
  .trim()
  .regex(/^\d{0,7}$/, "Please enter the kilometres as a whole number.")
  .optional();

/** The details a booking asks for, by kind; `termsRequired` where the dealer shows terms (§5). */
export function bookingDetailsSchema(kind: AppointmentKind, termsRequired: boolean) {
  return z.object({
    ...contactDetailsShape,
    comments: optionalInput(5000),
    licence_confirmed: kind === "testDrive" ? z.literal(true, { error: LICENCE_MESSAGE }) : z.boolean().optional(),
    rego: optionalInput(20),
    odometer,
    service_type: kind === "service" ? z.enum(SERVICE_TYPES, { error: OWN_MESSAGES.choose }) : z.string().optional(),
    terms_accepted: termsRequired ? z.literal(true, { error: MESSAGES.required }) : z.boolean().optional(),
  });
}

export type BookingValues = Record<string, string | boolean>;

/** The request body for POST /api/appointments from the form's values (empty inputs left out). */
export function bookingBody(
  kind: AppointmentKind,
  values: BookingValues,
  at: { starts_at: string; location_id: string; car_id?: string },
): Record<string, unknown> {
  const text = (name: string) => (typeof values[name] === "string" ? (values[name] as string).trim() : "");
  const body: Record<string, unknown> = {
    kind,
    ...at,
    first_name: text("first_name"),
    last_name: text("last_name"),
    email: text("email"),
    phone: text("phone"),
    comments: text("comments") || undefined,
    opt_in: values.opt_in === true,
    terms_accepted: values.terms_accepted === true,
    sms_reminders: values.sms_reminders === true || undefined,
  };
  if (kind === "testDrive") body.licence_confirmed = values.licence_confirmed === true;
  else {
    body.rego = text("rego") || undefined;
    body.odometer = text("odometer") ? Number(text("odometer")) : undefined;
    body.service_type = text("service_type") || undefined;
  }
  return Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
}
