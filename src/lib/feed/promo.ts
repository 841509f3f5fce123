import { z } from "zod";
import { identifier, optionalLink, optionalText, requiredText } from "./coerce.ts";

/** Spec §3 Promo node: the promo tile of search results and home page promos. */
export const promoNodeSchema = z.object({
  id: identifier(),
  title: requiredText(),
  text: optionalText(),
  image: optionalText(),
  href: optionalLink(),
  cta: optionalText(),
  placement: optionalText(),
});

export type PromoNode = z.output<typeof promoNodeSchema>;
