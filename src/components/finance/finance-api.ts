import type { RequestInput } from "#lib/api/contract.ts";
import { QUOTE_MESSAGES } from "#lib/finance/quote.ts";
import { MESSAGES } from "#lib/forms/messages.ts";
import { youxCreateCustomer } from "#lib/api/youx.ts";
import { type ApiResult, callApi } from "../../client/call-api.ts";
import { sendSmsCode, verifySmsCode } from "../../client/sms-code.ts";
import { submitLead } from "../leads/submit-lead.ts";

/** Messages the verification calls may show as they are; anything else is 'An unknown error occurred.'. */
const SHOWN = new Set<string>([
  MESSAGES.tooManyAttempts,
  MESSAGES.tooManyCodes,
  MESSAGES.codeInvalid,
  MESSAGES.codeDigits,
  "Please enter a valid Australian phone number.",
]);
const shown = (outcome: ApiResult<unknown>) =>
  !outcome.ok && SHOWN.has(outcome.message) ? outcome.message : MESSAGES.unknown;

/** Spec §4: the SMS code, sent as every island sends it (src/client/sms-code.ts: the send is its own limit). */
export async function sendCode(phone: string): Promise<{ ok: true } | { ok: false; message: string }> {
  const sent = await sendSmsCode(phone);
  return sent.ok ? { ok: true } : { ok: false, message: shown(sent) };
}

export async function verifyCode(phone: string, code: string): Promise<{ ok: true } | { ok: false; message: string }> {
  const verified = await verifySmsCode(phone, code);
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
