import { z } from "zod";
import { ENQUIRY_KIND_NAMES, KINDS_WITH_CATEGORY_PICKER, type EnquiryKind } from "./enquiry-kinds.ts";
import { enquiryDetailsSchemas } from "./enquiry-details.ts";
import { MESSAGES, OWN_MESSAGES } from "./messages.ts";
import { phoneSchema } from "./phone.ts";
import { optionalPostcodeSchema } from "./postcode.ts";

/** What a tenant's settings and feed decide about its enquiry forms (§5 "Enquiry"). */
export interface EnquiryOptions {
  commentsRequired: boolean;
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
  optInDefault: true,
  locationShown: false,
  dealershipCount: 1,
  termsRequired: false,
  categories: ["Sales", "Service", "Parts", "Finance", "General"],
};

const required = (max = 200) => z.string({ error: MESSAGES.required }).trim().min(1, MESSAGES.required).max(max, OWN_MESSAGES.tooLong);
const optional = (max = 200) =>
  z
    .string()
    .trim()
    .max(max, OWN_MESSAGES.tooLong)
    .optional()
    .transform((v) => v || undefined);
const id = () =>
  z
    .union([z.string(), z.number()])
    .transform((v) => String(v).trim() || undefined)
    .pipe(z.string().max(64).regex(/^[\w.-]+$/, "must be an id").optional())
    .optional();

/** Client key that makes a double submit one lead; forms send a UUID per attempt at a form. */
export const idempotencyKeySchema = z.string().trim().regex(/^[\w:.-]{8,100}$/, "must be 8 to 100 letters, digits, _ - : .");

const analyticsSchema = z
  .record(z.string().max(50), z.union([z.string().max(500), z.number(), z.boolean()]))
  .refine((record) => Object.keys(record).length <= 25, "too many analytics fields")
  .default({});

/** §5 rules that depend on the whole form; each is its own function so it can be table-tested. */
export const isCommentsRequired = (options: Pick<EnquiryOptions, "commentsRequired">) => options.commentsRequired;
export const isCategoryRequired = (kind: EnquiryKind) => KINDS_WITH_CATEGORY_PICKER.includes(kind);
export const isLocationRequired = (options: Pick<EnquiryOptions, "locationShown">, hasCar: boolean) => options.locationShown && !hasCar;
export const isDealershipRequired = (options: Pick<EnquiryOptions, "dealershipCount">, hasCar: boolean) => options.dealershipCount > 1 && !hasCar;

/** The enquiry body for POST /api/leads and every enquiry form, for one tenant's options. */
export function enquirySchema(options: EnquiryOptions = DEFAULT_ENQUIRY_OPTIONS) {
  return z
    .object({
      kind: z.enum(ENQUIRY_KIND_NAMES, { error: OWN_MESSAGES.choose }),
      idempotency_key: idempotencyKeySchema.optional(),
      first_name: required(100),
      last_name: required(100),
      email: required(254).pipe(z.email(OWN_MESSAGES.emailInvalid)),
      phone: phoneSchema,
      postcode: optionalPostcodeSchema,
      comments: optional(5000),
      category: optional(100),
      car_id: id(),
      location_id: id(),
      dealership_id: id(),
      opt_in: z.boolean().default(options.optInDefault),
      terms_accepted: z.boolean().optional(),
      page_url: optional(2000),
      analytics: analyticsSchema,
      details: z.record(z.string(), z.unknown()).default({}),
    })
    .superRefine((form, ctx) => {
      const problem = (path: string, message: string = MESSAGES.required) => ctx.addIssue({ code: "custom", path: [path], message });
      const hasCar = form.car_id !== undefined;
      if (isCommentsRequired(options) && !form.comments) problem("comments");
      if (isCategoryRequired(form.kind)) {
        if (!form.category) problem("category");
        else if (!options.categories.includes(form.category)) problem("category", OWN_MESSAGES.choose);
      }
      if (form.kind === "vehicle" && !hasCar) problem("car_id");
      if (isLocationRequired(options, hasCar) && !form.location_id) problem("location_id");
      if (isDealershipRequired(options, hasCar) && !form.dealership_id) problem("dealership_id");
      if (options.termsRequired && form.terms_accepted !== true) problem("terms_accepted");
    })
    .transform((form, ctx) => {
      const details = enquiryDetailsSchemas[form.kind].safeParse(form.details);
      if (details.success) return { ...form, details: details.data as Record<string, unknown> };
      for (const issue of details.error.issues) ctx.addIssue({ code: "custom", path: ["details", ...issue.path], message: issue.message });
      return z.NEVER;
    });
}

export type EnquiryInput = z.input<ReturnType<typeof enquirySchema>>;
export type Enquiry = z.output<ReturnType<typeof enquirySchema>>;
