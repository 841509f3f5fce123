import { z } from "zod";
import {
  booleanish,
  identifier,
  keyword,
  list,
  numeric,
  optionalDollars,
  optionalInteger,
  optionalLink,
  optionalText,
  requiredText,
} from "./coerce.ts";

/** Spec §3 Manufacturer, Model and Brand entry: what the brand and model pages are built from. */

const VEHICLE_CATEGORIES = ["car", "motorcycle", "truck", "caravan"] as const;

export const manufacturerSchema = z.object({
  id: identifier(),
  slug: requiredText(),
  name: requiredText(),
  logo: optionalText(),
  category: keyword().pipe(z.enum(VEHICLE_CATEGORIES)).default("car"),
  franchised: booleanish(false),
});

export const modelSchema = z.object({
  id: identifier(),
  slug: requiredText(),
  name: requiredText(),
  make: requiredText(),
  body: optionalText(),
  year: optionalInteger(),
  price_from: optionalDollars(),
  price_type: optionalText(),
  image: optionalText(),
  description: optionalText(),
  variants: list(z.string()),
});

/** Brands grid sections of spec §2. */
export const BRAND_SECTIONS = ["Car", "Motorcycle", "Truck", "Our Brands"] as const;

export const brandEntrySchema = z.object({
  id: identifier(),
  slug: requiredText(),
  name: requiredText(),
  section: requiredText().pipe(z.enum(BRAND_SECTIONS, { error: `must be one of ${BRAND_SECTIONS.join(", ")}` })),
  logo: optionalText(),
  url: optionalLink(),
  sort: numeric(z.int().default(0)),
});

export type Manufacturer = z.output<typeof manufacturerSchema>;
export type Model = z.output<typeof modelSchema>;
export type BrandEntry = z.output<typeof brandEntrySchema>;
