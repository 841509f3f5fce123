import { z } from "zod";
import { optionalInput } from "../forms/inputs.ts";
import { MESSAGES, OWN_MESSAGES } from "../forms/messages.ts";
import { postcodeSchema } from "../forms/postcode.ts";
import { type ConditionAnswers, conditionOf } from "./valuation-model.ts";

/** Our own wording for the valuation form where the spec has none; `failed` names the dealer's item word ("car", "caravan"). */
export const VALUATION_MESSAGES = {
  year: "Please enter a year such as 2019.",
  km: "Please enter the kilometres as a whole number, such as 68000.",
  rego: "Please enter a registration plate of up to 9 letters and digits.",
  state: "Please choose a state.",
  plateLookupUnavailable: "We can't look up a registration plate here. Please choose the make, model and year instead.",
  failed: (item: string) =>
    `We couldn't value your ${item} just now. Please try again, or book an inspection and we'll value it in person.`,
  disabled: "Online trade-in valuation is not available on this site.",
} as const;

export const AU_STATES = ["ACT", "NSW", "NT", "QLD", "SA", "TAS", "VIC", "WA"] as const;
export const SERVICE_HISTORIES = ["full", "partial", "none"] as const;
export const WEAR_LEVELS = ["minimal", "normal", "heavy"] as const;

const yesNo = z.boolean({ error: MESSAGES.required });
const wholeNumber = (message: string, min: number, max: number) =>
  z
    .union([z.number(), z.string().trim().min(1, MESSAGES.required)], { error: MESSAGES.required })
    .transform((v) => (typeof v === "string" ? Number(v.replace(/[\s,]/g, "")) : v))
    .pipe(z.number({ error: message }).int(message).min(min, message).max(max, message));

/**
 * POST /api/trade-in/valuation: the shopper's car (make, model, badge, year, km — or a rego plate
 * and state where the provider looks plates up), four plain condition questions and a postcode.
 */
export const valuationRequestSchema = z
  .object({
    make: optionalInput(60),
    model: optionalInput(60),
    badge: optionalInput(80),
    year: wholeNumber(VALUATION_MESSAGES.year, 1950, 2100).optional(),
    km: wholeNumber(VALUATION_MESSAGES.km, 0, 2_000_000),
    rego: optionalInput(20).pipe(
      z
        .string()
        .regex(/^[A-Za-z0-9 -]{1,9}$/, VALUATION_MESSAGES.rego)
        .transform((v) => v.replace(/[\s-]/g, "").toUpperCase())
        .optional(),
    ),
    state: z.enum(AU_STATES, { error: VALUATION_MESSAGES.state }).optional(),
    accident_damage: yesNo,
    mechanical_issues: yesNo,
    service_history: z.enum(SERVICE_HISTORIES, { error: OWN_MESSAGES.choose }),
    wear: z.enum(WEAR_LEVELS, { error: OWN_MESSAGES.choose }),
    postcode: postcodeSchema,
    /** The car the shopper wants to buy (/cars/trade-in?car_id=). */
    car_id: optionalInput(64).pipe(
      z
        .string()
        .regex(/^[\w.-]+$/, "must be an id")
        .optional(),
    ),
  })
  .superRefine(
    (form, ctx) => {
      // A plate (with its state) stands in for make, model and year; without one they are required.
      if (form.rego) {
        if (!form.state) ctx.addIssue({ code: "custom", path: ["state"], message: MESSAGES.required });
        return;
      }
      if (!form.make) ctx.addIssue({ code: "custom", path: ["make"], message: MESSAGES.required });
      if (!form.model) ctx.addIssue({ code: "custom", path: ["model"], message: MESSAGES.required });
      if (form.year === undefined) ctx.addIssue({ code: "custom", path: ["year"], message: MESSAGES.required });
      // Run even when other fields failed, so one submit names every missing answer.
    },
    { when: (payload) => typeof payload.value === "object" && payload.value !== null },
  );

export type ValuationRequest = z.output<typeof valuationRequestSchema>;
export type ValuationRequestInput = z.input<typeof valuationRequestSchema>;

export const conditionOfRequest = (request: ValuationRequest) =>
  conditionOf({
    accidentDamage: request.accident_damage,
    mechanicalIssues: request.mechanical_issues,
    serviceHistory: request.service_history,
    wear: request.wear,
  } satisfies ConditionAnswers);
