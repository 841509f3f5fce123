import { DETAIL_FIELDS } from "./enquiry-details.ts";
import type { EnquiryKind } from "./enquiry-kinds.ts";

/**
 * §4 "Lead form multi-step": a form that asks for more than contact details (a trade-in's car, a
 * service booking's date) asks for those first and the shopper's details second, so each screen
 * stays short on a phone. Forms with nothing extra stay one step.
 */
interface EnquiryStep {
  id: "enquiry" | "contact";
  title: string;
  /** Field paths this step shows and validates ("details.vehicle.year" for nested detail fields). */
  fields: readonly string[];
}

const FIRST_STEP_TITLES: Partial<Record<EnquiryKind, string>> = {
  "trade-in": "Your car",
  "sell-my-car": "Your car",
  service: "Your service",
  "test-drive": "Your test drive",
  fleet: "Your fleet",
  parts: "Your part",
  careers: "Your role",
  finance: "Your finance",
};

const CONTACT_FIELDS = ["first_name", "last_name", "email", "phone", "postcode", "opt_in", "terms_accepted"] as const;
const ENQUIRY_FIELDS = ["category", "location_id", "dealership_id", "car_id", "comments"] as const;

export function enquirySteps(kind: EnquiryKind, multiStep: boolean): EnquiryStep[] {
  const details = DETAIL_FIELDS[kind].map((f) => `details.${f.name}`);
  const title = FIRST_STEP_TITLES[kind];
  if (!multiStep || details.length === 0 || !title) {
    return [{ id: "contact", title: "Your details", fields: [...CONTACT_FIELDS, ...details, ...ENQUIRY_FIELDS] }];
  }
  return [
    { id: "enquiry", title, fields: [...details, ...ENQUIRY_FIELDS] },
    { id: "contact", title: "Your details", fields: CONTACT_FIELDS },
  ];
}

/** Index of the step showing `field`; an error on a field no step lists (a server-side rule) belongs to the last step. */
export function stepOfField(steps: readonly EnquiryStep[], field: string): number {
  const index = steps.findIndex((step) => step.fields.some((f) => field === f || field.startsWith(`${f}.`)));
  return index === -1 ? steps.length - 1 : index;
}

/** The errors a step shows: those of its own fields. */
export function errorsOfStep(
  steps: readonly EnquiryStep[],
  step: number,
  errors: Record<string, string>,
): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).filter(([field]) => stepOfField(steps, field) === step));
}

/** Where a failed submit sends the shopper: the first step with an error, else where they are. */
export function firstStepWithErrors(
  steps: readonly EnquiryStep[],
  errors: Record<string, string>,
  current: number,
): number {
  const errored = Object.keys(errors).map((field) => stepOfField(steps, field));
  return errored.length ? Math.min(...errored) : current;
}
