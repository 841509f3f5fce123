import { z } from "zod";
import type { EnquiryKind } from "./enquiry-kinds.ts";
import { MESSAGES, OWN_MESSAGES } from "./messages.ts";

/** Fields only some enquiry kinds have, kept under `details` so one leads table fits all. */

const text = (max = 200) =>
  z
    .string()
    .trim()
    .max(max, OWN_MESSAGES.tooLong)
    .optional()
    .transform((v) => v || undefined);
const requiredText = (max = 200) => z.string({ error: MESSAGES.required }).trim().min(1, MESSAGES.required).max(max, OWN_MESSAGES.tooLong);
const isoDate = z.string({ error: MESSAGES.required }).regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date such as 2026-03-14");
const year = z.coerce.number({ error: MESSAGES.required }).int().min(1900).max(2100);
const km = z.coerce.number().int().min(0).max(2_000_000).optional();

const vehicle = z.strictObject({
  year,
  make: requiredText(60),
  model: requiredText(60),
  km,
  rego: text(20),
  vin: text(17),
});

export const CREDIT_SCORES = ["GREAT", "DECENT", "POOR"] as const;

export const enquiryDetailsSchemas: Record<EnquiryKind, z.ZodType> = {
  vehicle: z.strictObject({}),
  general: z.strictObject({}),
  contact: z.strictObject({}),
  "test-drive": z.strictObject({ preferred_date: isoDate.optional(), preferred_time: text(20) }),
  service: z.strictObject({
    preferred_date: isoDate,
    preferred_time: text(20),
    rego: text(20),
    vehicle: z.string().trim().max(120).optional(),
    service_type: text(100),
  }),
  finance: z.strictObject({
    purchase_price: z.coerce.number().int().min(0).max(10_000_000).optional(),
    loan_term_years: z.coerce.number().min(1).max(7).optional(),
    credit_score: z.enum(CREDIT_SCORES).optional(),
  }),
  "trade-in": z.strictObject({ vehicle }),
  "sell-my-car": z.strictObject({ vehicle }),
  careers: z.strictObject({ position: text(120) }),
  fleet: z.strictObject({ company: requiredText(160), fleet_size: z.coerce.number().int().min(1).max(100_000).optional() }),
  parts: z.strictObject({ part: text(300), vin: text(17) }),
};
