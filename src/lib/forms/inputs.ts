import { z } from "zod";
import { hasControlCharacters } from "../format/one-line.ts";
import { MESSAGES, OWN_MESSAGES } from "./messages.ts";

/** A text input the shopper must fill: trimmed, 'This is a required field.' when empty. */
export const requiredInput = (max = 200) =>
  z.string({ error: MESSAGES.required }).trim().min(1, MESSAGES.required).max(max, OWN_MESSAGES.tooLong);

/**
 * A person's or business's name the shopper must fill: a required input on one line. Names reach
 * email subjects and SMS, where a line break would start a header of its own.
 */
export const nameInput = (max = 100) =>
  requiredInput(max).refine((name) => !hasControlCharacters(name), OWN_MESSAGES.nameOneLine);

/** A text input the shopper may leave empty: trimmed, and an empty one is left out. */
export const optionalInput = (max = 200) =>
  z
    .string()
    .trim()
    .max(max, OWN_MESSAGES.tooLong)
    .optional()
    .transform((v) => v || undefined);
