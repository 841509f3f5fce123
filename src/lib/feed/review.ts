import { z } from "zod";
import { identifier, integerish, optionalDate, optionalText, requiredText } from "./coerce.ts";

/** Spec §3 Review: rating 1 to 5. */
export const reviewSchema = z.object({
  id: identifier(),
  author: requiredText(),
  rating: integerish().pipe(z.int().min(1, "must be 1 to 5").max(5, "must be 1 to 5")),
  text: optionalText(),
  date: optionalDate(),
  source: optionalText(),
  location_id: optionalText(),
});

export type Review = z.output<typeof reviewSchema>;
