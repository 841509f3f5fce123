import { z } from "zod";
import { isValidTimeZone } from "../hours/zoned-time.ts";
import {
  booleanish,
  identifier,
  integerish,
  keyword,
  list,
  optionalNumber,
  optionalText,
  requiredText,
} from "./coerce.ts";

/** Spec §3 Location, Opening hour and Special hours; weekday 0 (Sunday) to 6 (Saturday). */

const LOCATION_TYPES = ["sales", "service", "parts"] as const;
const locationTypeSchema = keyword().pipe(
  z.enum(LOCATION_TYPES, { error: `must be one of ${LOCATION_TYPES.join(", ")}` }),
);

const clockTime = () =>
  optionalText().pipe(
    z
      .string()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "must be a 24-hour time such as 08:30")
      .optional(),
  );

const openingHourSchema = z.object({
  weekday: integerish().pipe(
    z.int().min(0, "must be 0 (Sunday) to 6 (Saturday)").max(6, "must be 0 (Sunday) to 6 (Saturday)"),
  ),
  open: clockTime(),
  close: clockTime(),
  closed: booleanish(false),
  by_appointment: booleanish(false),
});

export const specialHoursSchema = z.object({
  date: requiredText().pipe(z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date such as 2026-12-25")),
  label: optionalText(),
  open: clockTime(),
  close: clockTime(),
  closed: booleanish(false),
  // A public holiday (listed in the holiday hours dialog) unless false: a one-off such as a
  // stocktake, shown on the location page as special hours. Both override the week.
  holiday: booleanish(true),
});

const departmentSchema = z.object({
  type: locationTypeSchema,
  phone: optionalText(),
  email: optionalText(),
  opening_hours: list(openingHourSchema),
  special_hours: list(specialHoursSchema),
});

export const locationSchema = z.object({
  id: identifier(),
  slug: requiredText(),
  name: requiredText(),
  location_type: locationTypeSchema,
  primary: booleanish(false),
  dealership_id: optionalText(),
  dealership_name: optionalText(),
  street: optionalText(),
  suburb: optionalText(),
  city: optionalText(),
  state: optionalText(),
  postcode: optionalText().pipe(
    z
      .string()
      .regex(/^\d{4}$/, "must be a 4-digit postcode")
      .optional(),
  ),
  phone: optionalText(),
  email: optionalText(),
  lat: optionalNumber(),
  lng: optionalNumber(),
  // IANA zone when it is not the state's (Broken Hill keeps Adelaide time); else from the state.
  time_zone: optionalText().pipe(
    z.string().refine(isValidTimeZone, "must be an IANA time zone such as Australia/Sydney").optional(),
  ),
  brands: list(z.string()),
  departments: list(departmentSchema),
});

export type Location = z.output<typeof locationSchema>;
export type LocationType = (typeof LOCATION_TYPES)[number];
export type OpeningHour = z.output<typeof openingHourSchema>;
export type SpecialHours = z.output<typeof specialHoursSchema>;

/** A location as the location pages and cards show it: with the time zone its hours are in. */
export type LocationView = { location: Location; timeZone: string };
