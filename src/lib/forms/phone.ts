import { z } from "zod";
import { MESSAGES, OWN_MESSAGES } from "./messages.ts";

/** Country code that the spec turns into a leading 0 (§5 "Phone starting 61 becomes leading 0"). */
const AU_COUNTRY_CODE = "61";

/**
 * §5: a phone starting 61 becomes a leading 0. Spaces, dashes, dots, brackets and a leading + are
 * dropped first, so "+61 412 345 678" and "61412345678" both become "0412345678".
 */
export function normalisePhone(input: string, countryCode = AU_COUNTRY_CODE): string {
  const digits = input
    .trim()
    .replace(/[\s\-().]/g, "")
    .replace(/^\+/, "");
  return digits.startsWith(countryCode) ? `0${digits.slice(countryCode.length)}` : digits;
}

/** An Australian number after normalising: 10 digits starting 0 (mobiles 04, landlines 02/03/07/08, 1300/1800). */
export function isAustralianPhone(normalised: string): boolean {
  return /^0[2-578]\d{8}$/.test(normalised) || /^1[38]00\d{6}$/.test(normalised);
}

function isMobilePhone(normalised: string): boolean {
  return /^04\d{8}$/.test(normalised);
}

export const phoneSchema = z
  .string({ error: MESSAGES.required })
  .trim()
  .min(1, MESSAGES.required)
  .max(30, OWN_MESSAGES.phoneInvalid)
  .transform((value) => normalisePhone(value))
  .refine(isAustralianPhone, OWN_MESSAGES.phoneInvalid);

/** Sign-in codes go by SMS, so that phone must be a mobile. */
export const mobilePhoneSchema = phoneSchema.refine(isMobilePhone, OWN_MESSAGES.phoneInvalid);
