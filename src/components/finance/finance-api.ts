import { QUOTE_MESSAGES } from "../../lib/finance/quote.ts";
import { MESSAGES } from "../../lib/forms/messages.ts";
import { postJson as post, type PostOutcome as Outcome } from "../leads/post-json.ts";
import { submitLead } from "../leads/submit-lead.ts";

/** Messages the verification calls may show as they are; anything else is 'An unknown error occurred.'. */
const SHOWN = new Set<string>([
  MESSAGES.tooManyAttempts,
  MESSAGES.codeInvalid,
  MESSAGES.codeDigits,
  "Please enter a valid Australian phone number.",
]);
const shown = (outcome: Outcome) => (!outcome.ok && SHOWN.has(outcome.message) ? outcome.message : MESSAGES.unknown);

/** Spec §4: a rate-limited send — /api/rate-limit first (non-ok means too many attempts), then the SMS. */
export async function sendCode(phone: string): Promise<{ ok: true } | { ok: false; message: string }> {
  const limit = await post("/api/rate-limit", { phone });
  if (!limit.ok) return { ok: false, message: limit.status === 429 ? MESSAGES.tooManyAttempts : shown(limit) };
  const sent = await post("/api/sign-in/send", { phone_number: phone });
  return sent.ok ? { ok: true } : { ok: false, message: shown(sent) };
}

export async function verifyCode(phone: string, code: string): Promise<{ ok: true } | { ok: false; message: string }> {
  const verified = await post("/api/sign-in/verify", { phone_number: phone, code });
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
    post("/api/youx/create-customer", application.customer),
  ]);
  if (!lead.ok) return { ok: false, message: MESSAGES.leadFailed };
  const redirectUrl = customer.ok ? customer.json?.redirectUrl : undefined;
  if (typeof redirectUrl !== "string" || !redirectUrl) return { ok: false, message: QUOTE_MESSAGES.customerFailed };
  return { ok: true, redirectUrl };
}
