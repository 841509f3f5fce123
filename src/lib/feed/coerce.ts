import { z } from "zod";
import { isSafeLink, UNSAFE_LINK_MESSAGE } from "../links/safe-link.ts";

/**
 * Dealer feeds are messy: numbers arrive as strings ("$25,990"), blanks arrive as "" or null,
 * booleans as "yes"/"1". These helpers accept what real feeds send and reject what cannot be
 * read, so a bad value fails its record with a clear reason instead of becoming NaN.
 */

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === "string" && value.trim() === "");

/** Turns "" and null into undefined so that optional fields read as absent. */
const blankToUndefined = (value: unknown) => (isBlank(value) ? undefined : value);

function toNumber(value: unknown): unknown {
  if (typeof value !== "string") return value;
  const cleaned = value.replace(/[$,\s]/g, "").replace(/km$/i, "");
  if (cleaned === "" || !/^-?\d+(\.\d+)?$/.test(cleaned)) return value;
  return Number(cleaned);
}

function numberError(issue: { input?: unknown }) {
  return issue.input === undefined ? "is required" : `expected a number, got ${JSON.stringify(issue.input)}`;
}

/**
 * Reads numbers sent as strings before `schema` checks them; "" and null count as absent, so an
 * optional schema (`z.number().optional()`) accepts them. Rules go on the inner schema.
 */
export const numeric = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => toNumber(blankToUndefined(value)), schema);

export const integerish = () => numeric(z.int({ error: numberError }));
export const optionalNumber = () => numeric(z.number({ error: numberError }).optional());
export const optionalInteger = () => numeric(z.int({ error: numberError }).optional());

/** Money in whole dollars, never negative. */
export const optionalDollars = () =>
  numeric(z.number({ error: numberError }).min(0, "must not be negative").optional());

const TRUE_WORDS = new Set(["true", "yes", "y", "1", "on"]);
const FALSE_WORDS = new Set(["false", "no", "n", "0", "off"]);

/** A boolean that may be sent as 1/0 or "yes"/"no"; blank means the default. */
export const booleanish = (fallback: boolean) =>
  z.preprocess((value) => {
    if (isBlank(value)) return undefined;
    if (typeof value === "number") return value !== 0;
    if (typeof value === "string") {
      const word = value.trim().toLowerCase();
      if (TRUE_WORDS.has(word)) return true;
      if (FALSE_WORDS.has(word)) return false;
    }
    return value;
  }, z.boolean().default(fallback));

/** A trimmed string; "" and null count as absent. */
export const optionalText = () =>
  z.preprocess(
    (value) => (typeof value === "number" ? String(value) : blankToUndefined(value)),
    z.string().trim().optional(),
  );

/** A link a page will render as an href: http(s), mailto:, tel: or relative only ("" and null are absent). */
export const optionalLink = () =>
  z.preprocess(blankToUndefined, z.string().trim().refine(isSafeLink, UNSAFE_LINK_MESSAGE).optional());

/** A required, non-blank trimmed string (numbers accepted, e.g. numeric ids). */
export const requiredText = () =>
  z.preprocess(
    (value) => (typeof value === "number" ? String(value) : blankToUndefined(value)),
    z
      .string({ error: (issue) => (issue.input === undefined ? "is required" : "expected text") })
      .trim()
      .min(1, "is required"),
  );

/** An identifier, numeric or textual, always kept as a string. */
export const identifier = requiredText;

/** A date or date-time; kept as an ISO string so that it survives JSON and serialisation. */
export const optionalDate = () =>
  z.preprocess(
    blankToUndefined,
    z
      .string()
      .refine((text) => !Number.isNaN(Date.parse(text)), { message: "expected a date such as 2026-11-03" })
      .transform((text) => new Date(text).toISOString())
      .optional(),
  );

/** A list that may be missing or null in the feed; missing means empty. */
export const list = <T extends z.ZodType>(item: T) =>
  z.preprocess((value) => (isBlank(value) ? [] : value), z.array(item));

/** A lowercase keyword such as a status; accepts "In Stock" as "in_stock". */
export const keyword = () =>
  z.preprocess(
    (value) =>
      typeof value === "string"
        ? value
            .trim()
            .toLowerCase()
            .replace(/[\s-]+/g, "_")
        : blankToUndefined(value),
    z.string().min(1),
  );
