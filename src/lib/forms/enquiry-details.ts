import { z } from "zod";
import type { EnquiryKind } from "./enquiry-kinds.ts";
import { nameInput, optionalInput, requiredInput } from "./inputs.ts";
import { MESSAGES } from "./messages.ts";

/** Fields only some enquiry kinds have, kept under `details` so one leads table fits all. */

const isoDate = z
  .string({ error: MESSAGES.required })
  .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date such as 2026-03-14");
const year = z.coerce.number({ error: MESSAGES.required }).int().min(1900).max(2100);
const km = z.coerce.number().int().min(0).max(2_000_000).optional();

const vehicle = z.strictObject({
  year,
  make: requiredInput(60),
  model: requiredInput(60),
  km,
  rego: optionalInput(20),
  vin: optionalInput(17),
});

export const CREDIT_SCORES = ["GREAT", "DECENT", "POOR"] as const;

export const enquiryDetailsSchemas: Record<EnquiryKind, z.ZodType> = {
  vehicle: z.strictObject({}),
  reserve: z.strictObject({}),
  general: z.strictObject({}),
  contact: z.strictObject({}),
  "test-drive": z.strictObject({
    preferred_date: isoDate.optional(),
    preferred_time: optionalInput(20),
    // A booking's own answers (kept out of the shopper's message, which is theirs alone).
    licence_confirmed: z.literal(true).optional(),
  }),
  service: z.strictObject({
    preferred_date: isoDate,
    preferred_time: optionalInput(20),
    odometer: km,
    rego: optionalInput(20),
    vehicle: z.string().trim().max(120).optional(),
    service_type: optionalInput(100),
  }),
  finance: z.strictObject({
    purchase_price: z.coerce.number().int().min(0).max(10_000_000).optional(),
    // The quick quote's deposit and trade-in, taken off the price it quoted on: the dealer needs it to call back.
    deposit_and_trade_in: z.coerce.number().int().min(0).max(10_000_000).optional(),
    loan_term_years: z.coerce.number().min(1).max(7).optional(),
    credit_score: z.enum(CREDIT_SCORES).optional(),
    // From the finance page's query string (spec §2): which car the enquiry is about.
    car_type: optionalInput(10),
    vin: optionalInput(17),
  }),
  "trade-in": z.strictObject({ vehicle }),
  "sell-my-car": z.strictObject({ vehicle }),
  careers: z.strictObject({ position: optionalInput(120) }),
  fleet: z.strictObject({
    company: nameInput(160),
    fleet_size: z.coerce.number().int().min(1).max(100_000).optional(),
  }),
  parts: z.strictObject({ part: optionalInput(300), vin: optionalInput(17) }),
};

/** The extra inputs each enquiry form shows, named by their path under `details` (dotted for nested). */
interface DetailField {
  name: string;
  label: string;
  type: "text" | "date" | "number";
  required: boolean;
}

const vehicleFields: DetailField[] = [
  { name: "vehicle.year", label: "Year", type: "number", required: true },
  { name: "vehicle.make", label: "Make", type: "text", required: true },
  { name: "vehicle.model", label: "Model", type: "text", required: true },
  { name: "vehicle.km", label: "Kilometres", type: "number", required: false },
  { name: "vehicle.rego", label: "Registration", type: "text", required: false },
];

export const DETAIL_FIELDS: Record<EnquiryKind, DetailField[]> = {
  vehicle: [],
  reserve: [],
  general: [],
  contact: [],
  "test-drive": [{ name: "preferred_date", label: "Preferred date", type: "date", required: false }],
  service: [
    { name: "preferred_date", label: "Preferred date", type: "date", required: true },
    { name: "rego", label: "Registration", type: "text", required: false },
    { name: "vehicle", label: "Vehicle (year, make, model)", type: "text", required: false },
    { name: "service_type", label: "Service required", type: "text", required: false },
  ],
  finance: [{ name: "purchase_price", label: "Purchase price ($)", type: "number", required: false }],
  "trade-in": vehicleFields,
  "sell-my-car": vehicleFields,
  careers: [{ name: "position", label: "Position you're interested in", type: "text", required: false }],
  fleet: [
    { name: "company", label: "Company", type: "text", required: true },
    { name: "fleet_size", label: "Fleet size", type: "number", required: false },
  ],
  parts: [
    { name: "part", label: "Part or accessory", type: "text", required: false },
    { name: "vin", label: "VIN", type: "text", required: false },
  ],
};

/** Sets `details` from flat inputs: "vehicle.year" = "2015" → { vehicle: { year: "2015" } }; empty inputs are left out. */
export function detailsFromInputs(inputs: Record<string, string>): Record<string, unknown> {
  const details: Record<string, unknown> = {};
  for (const [path, value] of Object.entries(inputs)) {
    if (value.trim() === "") continue;
    const keys = path.split(".");
    let target = details;
    for (const key of keys.slice(0, -1)) target = (target[key] ??= {}) as Record<string, unknown>;
    target[keys.at(-1)!] = value.trim();
  }
  return details;
}
