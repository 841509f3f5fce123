import { z } from "zod";
import { MESSAGES } from "./messages.ts";

/** §5: a postcode is exactly 4 digits. */
const POSTCODE_PATTERN = /^\d{4}$/;

type PostcodeProblem = "required" | "invalid";

/** §5 delivery: postcode required, then exactly 4 digits. Null when the postcode is fine. */
export function postcodeProblem(value: string | undefined | null, pattern = POSTCODE_PATTERN): PostcodeProblem | null {
  const trimmed = (value ?? "").trim();
  if (trimmed === "") return "required";
  return pattern.test(trimmed) ? null : "invalid";
}

export const POSTCODE_MESSAGES: Record<PostcodeProblem, string> = {
  required: MESSAGES.postcodeRequired,
  invalid: MESSAGES.postcodeInvalid,
};

/** Required postcode (delivery calculator). Numbers are accepted too: a JSON client may send 3189. */
export const postcodeSchema = z
  .union([z.string(), z.number()], { error: MESSAGES.postcodeRequired })
  .transform((value) => String(value).trim())
  .superRefine((value, ctx) => {
    const problem = postcodeProblem(value);
    if (problem) ctx.addIssue({ code: "custom", message: POSTCODE_MESSAGES[problem] });
  });

/** Optional postcode on enquiry forms: empty means none, anything else must be 4 digits. */
export const optionalPostcodeSchema = z
  .string()
  .trim()
  .optional()
  .transform((value) => value || undefined)
  .refine((value) => value === undefined || POSTCODE_PATTERN.test(value), MESSAGES.postcodeInvalid);
