import { z } from "zod";
import { contactDetailsShape } from "./contact-details.ts";
import {
  ENQUIRY_KIND_NAMES,
  KINDS_NEEDING_CAR,
  KINDS_WITH_CATEGORY_PICKER,
  type EnquiryKind,
} from "./enquiry-kinds.ts";
import { DETAIL_FIELDS, enquiryDetailsSchemas } from "./enquiry-details.ts";
import { optionalInput } from "./inputs.ts";
import { MESSAGES, OWN_MESSAGES } from "./messages.ts";
import { optionalPostcodeSchema } from "./postcode.ts";

/** What a tenant's settings and feed decide about its enquiry forms (§5 "Enquiry"). */
export interface EnquiryOptions {
  commentsRequired: boolean;
  /** The marketing opt-in box starts ticked (never for an Australian dealer: src/lib/forms/marketing-opt-in.ts). */
  optInDefault: boolean;
  /** The location picker is shown (then a location is required). */
  locationShown: boolean;
  /** Number of dealerships: with more than one, a dealership is required. */
  dealershipCount: number;
  /** The tenant shows a terms message: the shopper must accept it. */
  termsRequired: boolean;
  /** Categories offered where the form has a picker. */
  categories: readonly string[];
}

export const DEFAULT_ENQUIRY_OPTIONS: EnquiryOptions = {
  commentsRequired: true,
  optInDefault: false,
  locationShown: false,
  dealershipCount: 1,
  termsRequired: false,
  categories: ["Sales", "Service", "Parts", "Finance", "General"],
};

const id = () =>
  z
    .union([z.string(), z.number()])
    .transform((v) => String(v).trim() || undefined)
    .pipe(
      z
        .string()
        .max(64)
        .regex(/^[\w.-]+$/, "must be an id")
        .optional(),
    )
    .optional();

/**
 * A field people never see (hidden off-screen, out of the tab order) that form-filling bots do fill.
 * A lead that fills it is still stored, never lost, but held back from the dealer's CRM for review.
 */
export const HONEYPOT_FIELD = "website";

/** Client key that makes a double submit one lead; forms send a UUID per attempt at a form. */
export const idempotencyKeySchema = z
  .string()
  .trim()
  .regex(/^[\w:.-]{8,100}$/, "must be 8 to 100 letters, digits, _ - : .");

const analyticsSchema = z
  .record(z.string().max(50), z.union([z.string().max(500), z.number(), z.boolean()]))
  .refine((record) => Object.keys(record).length <= 25, "too many analytics fields")
  .default({});

/** §5 rules that depend on the whole form; each is its own function so it can be table-tested. */
const isCommentsRequired = (options: Pick<EnquiryOptions, "commentsRequired">) => options.commentsRequired;
export const isCategoryRequired = (kind: EnquiryKind) => KINDS_WITH_CATEGORY_PICKER.includes(kind);
export const isLocationRequired = (options: Pick<EnquiryOptions, "locationShown">, hasCar: boolean) =>
  options.locationShown && !hasCar;
export const isDealershipRequired = (options: Pick<EnquiryOptions, "dealershipCount">, hasCar: boolean) =>
  options.dealershipCount > 1 && !hasCar;

/**
 * §5's cross-field rules on a (possibly incomplete) form: field → message. The schema applies
 * them once the fields parse; a form also calls this directly so that a first submit shows these
 * problems together with the missing fields.
 */
export function enquiryRuleProblems(
  form: {
    kind?: unknown;
    comments?: unknown;
    category?: unknown;
    car_id?: unknown;
    location_id?: unknown;
    dealership_id?: unknown;
    terms_accepted?: unknown;
  },
  options: EnquiryOptions,
): Record<string, string> {
  const problems: Record<string, string> = {};
  const filled = (value: unknown) => value !== undefined && value !== null && String(value).trim() !== "";
  const hasCar = filled(form.car_id);
  const kind = ENQUIRY_KIND_NAMES.find((k) => k === form.kind);
  if (isCommentsRequired(options) && !filled(form.comments)) problems.comments = MESSAGES.required;
  if (kind && isCategoryRequired(kind)) {
    if (!filled(form.category)) problems.category = MESSAGES.required;
    else if (!options.categories.includes(String(form.category))) problems.category = OWN_MESSAGES.choose;
  }
  if (kind && KINDS_NEEDING_CAR.includes(kind) && !hasCar) problems.car_id = MESSAGES.required;
  if (isLocationRequired(options, hasCar) && !filled(form.location_id)) problems.location_id = MESSAGES.required;
  if (isDealershipRequired(options, hasCar) && !filled(form.dealership_id)) problems.dealership_id = MESSAGES.required;
  if (options.termsRequired && form.terms_accepted !== true) problems.terms_accepted = MESSAGES.required;
  return problems;
}

/** The enquiry body for POST /api/leads and every enquiry form, for one tenant's options. */
export function enquirySchema(options: EnquiryOptions = DEFAULT_ENQUIRY_OPTIONS) {
  return z
    .object({
      kind: z.enum(ENQUIRY_KIND_NAMES, { error: OWN_MESSAGES.choose }),
      idempotency_key: idempotencyKeySchema.optional(),
      ...contactDetailsShape,
      postcode: optionalPostcodeSchema,
      comments: optionalInput(5000),
      category: optionalInput(100),
      car_id: id(),
      location_id: id(),
      dealership_id: id(),
      // A trade-in valuation made on this site (POST /api/trade-in/valuation): the server adds its figure to the lead
      // only with the token that valuation answered with, so nobody can name another shopper's.
      valuation_id: z.uuid({ error: "must be an id" }).optional(),
      valuation_token: z.string().max(100).optional(),
      // Sent only by a form that showed the box: consent is the shopper's tick, never a default.
      opt_in: z.boolean().optional(),
      terms_accepted: z.boolean().optional(),
      page_url: optionalInput(2000),
      analytics: analyticsSchema,
      details: z.record(z.string(), z.unknown()).default({}),
      [HONEYPOT_FIELD]: z.string().max(2000).optional().catch("filled"),
    })
    .superRefine((form, ctx) => {
      for (const [path, message] of Object.entries(enquiryRuleProblems(form, options)))
        ctx.addIssue({ code: "custom", path: [path], message });
    })
    .transform((form, ctx) => {
      const details = enquiryDetailsSchemas[form.kind].safeParse(form.details);
      if (details.success) return { ...form, details: details.data as Record<string, unknown> };
      for (const issue of details.error.issues)
        ctx.addIssue({ code: "custom", path: ["details", ...issue.path], message: issue.message });
      return z.NEVER;
    });
}

export type Enquiry = z.output<ReturnType<typeof enquirySchema>>;

const issuesByPath = (issues: readonly z.core.$ZodIssue[], prefix: PropertyKey[] = []) =>
  Object.fromEntries(issues.map((i) => [[...prefix, ...i.path].join("."), i.message]).reverse());

/**
 * Every problem with a form as it stands, field → message, for a form to show at once: zod checks
 * §5's cross-field rules and the kind's details only once the base fields parse, so a half-filled
 * form (a multi-step form's first step) gets those checked here directly.
 */
export function enquiryProblems(
  schema: ReturnType<typeof enquirySchema>,
  body: Record<string, unknown> & { kind: EnquiryKind },
  options: EnquiryOptions,
): Record<string, string> {
  const checked = schema.safeParse(body);
  if (checked.success) return {};
  const details = enquiryDetailsSchemas[body.kind].safeParse(withGroups(body.kind, body.details));
  return {
    ...enquiryRuleProblems(body, options),
    ...(details.success ? {} : issuesByPath(details.error.issues, ["details"])),
    ...issuesByPath(checked.error.issues),
  };
}

/** The kind's nested detail groups present (empty) so that a missing field is named, not its whole group. */
function withGroups(kind: EnquiryKind, details: unknown): Record<string, unknown> {
  const shaped = structuredClone((details ?? {}) as Record<string, unknown>);
  for (const field of DETAIL_FIELDS[kind]) {
    let target = shaped;
    for (const key of field.name.split(".").slice(0, -1)) target = (target[key] ??= {}) as Record<string, unknown>;
  }
  return shaped;
}
