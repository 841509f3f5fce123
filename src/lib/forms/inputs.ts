import { z } from "zod";
import { MESSAGES, OWN_MESSAGES } from "./messages.ts";

/** A text input the shopper must fill: trimmed, 'This is a required field.' when empty. */
export const requiredInput = (max = 200) =>
  z.string({ error: MESSAGES.required }).trim().min(1, MESSAGES.required).max(max, OWN_MESSAGES.tooLong);

/** A text input the shopper may leave empty: trimmed, and an empty one is left out. */
export const optionalInput = (max = 200) =>
  z
    .string()
    .trim()
    .max(max, OWN_MESSAGES.tooLong)
    .optional()
    .transform((v) => v || undefined);
