import type { RequestInput } from "../../lib/api/contract.ts";
import { QUOTE_MESSAGES } from "../../lib/finance/quote.ts";
import { MESSAGES } from "../../lib/forms/messages.ts";
import { rateLimit } from "../../lib/api/rate-limit.ts";
import { signInSend } from "../../lib/api/sign-in-send.ts";
import { signInVerify } from "../../lib/api/sign-in-verify.ts";
import { youxCreateCustomer } from "../../lib/api/youx.ts";
import { type ApiResult, callApi } from "../api/call-api.ts";
import { submitLead } from "../leads/submit-lead.ts";

/** Messages the verification calls may show as they are; anything else is 'An unknown error occurred.'. */
const SHOWN = new Set<string>([
  MESSAGES.tooManyAttempts,
  MESSAGES.codeInvalid,
  MESSAGES.codeDigits,
  "Please enter a valid Australian phone number.",
]);
const shown = (outcome: ApiResult<unknown>) =>
  !outcome.ok && SHOWN.has(outcome.message) ? outcome.message : MESSAGES.unknown;

/** Spec §4: a rate-limited send — /api/rate-limit first (non-ok means too many attempts), then the SMS. */
export async function sendCode(phone: string): Promise<{ ok: true } | { ok: false; message: string }> {
  const limit = await callApi(rateLimit, { phone });
  if (!limit.ok) return { ok: false, message: limit.status === 429 ? MESSAGES.tooManyAttempts : shown(limit) };
  const sent = await callApi(signInSend, { phone_number: phone });
  return sent.ok ? { ok: true } : { ok: false, message: shown(sent) };
}

export async function verifyCode(phone: string, code: string): Promise<{ ok: true } | { ok: false; message: string }> {
  const verified = await callApi(signInVerify, { phone_number: phone, code });
  return verified.ok ? { ok: true } : { ok: false, message: shown(verified) };
}

export type Application = {
  lead: Record<string, unknown>;
  customer: { data: Record<string, unknown>; additionalData: Record<string, unknown> };
};

/** Spec §4: the lead and the customer are created in parallel; both must succeed before the redirect. */
export async function applyToLender(
  application: Application,
): Promise<{ ok: true; redirectUrl: string } | { ok: false; message: string }> {
  const [lead, customer] = await Promise.all([
    submitLead(application.lead),
    callApi(youxCreateCustomer, application.customer as RequestInput<typeof youxCreateCustomer>),
  ]);
  if (!lead.ok) return { ok: false, message: MESSAGES.leadFailed };
  const redirectUrl = customer.ok ? customer.data.redirectUrl : undefined;
  if (typeof redirectUrl !== "string" || !redirectUrl) return { ok: false, message: QUOTE_MESSAGES.customerFailed };
  return { ok: true, redirectUrl };
}
