import { z } from "zod";
import { MESSAGES } from "./messages.ts";
import { mobilePhoneSchema, phoneSchema } from "./phone.ts";

/** §5: a verification code is exactly 6 digits. */
export const CODE_LENGTH = 6;

export function isValidCode(code: string, length = CODE_LENGTH): boolean {
  return new RegExp(`^\\d{${length}}$`).test(code);
}

export const codeSchema = z
  .string({ error: MESSAGES.codeDigits })
  .trim()
  .refine((code) => isValidCode(code), MESSAGES.codeDigits);

export const sendCodeSchema = z.object({ phone_number: mobilePhoneSchema });
export const verifyCodeSchema = z.object({ phone_number: phoneSchema, code: codeSchema });
export const rateLimitSchema = z.object({ phone: phoneSchema });
