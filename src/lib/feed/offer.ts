import { z } from "zod";
import { identifier, list, optionalDate, optionalDollars, optionalText, requiredText } from "./coerce.ts";

/** Spec §3 Offer: a manufacturer or dealer special offer. */
export const offerSchema = z.object({
  id: identifier(),
  title: requiredText(),
  manufacturer: optionalText(),
  model: optionalText(),
  car_type: optionalText(),
  description: optionalText(),
  terms: optionalText(),
  image: optionalText(),
  price: optionalDollars(),
  price_type: optionalText(),
  starts_at: optionalDate(),
  ends_at: optionalDate(),
  location_ids: list(z.string()),
});

export type Offer = z.output<typeof offerSchema>;
