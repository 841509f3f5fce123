import type { ResponseData } from "#lib/api/contract.ts";
import { signInSend } from "#lib/api/sign-in-send.ts";
import { signInVerify } from "#lib/api/sign-in-verify.ts";
import { type ApiResult, callApi } from "./call-api.ts";

/**
 * Spec §4 phone verification, the one way every island asks for an SMS code (the sign-in page and
 * the finance dialog): POST /api/sign-in/send, whose own answer is the limit. The function counts
 * the attempt per address, per phone and address, and per phone before any SMS goes out, in one
 * atomic upsert each (functions/_shared/platform/auth/rate-limit.ts), and answers 429 'Too many
 * verification attempts. Please try again later.' when one is spent.
 *
 * The policy: no /api/rate-limit check first. That check counts on counters of its own
 * whose limits are looser than the send's in the same windows (10 per phone and address and 60 per
 * address per 15 minutes, against 5 codes and 30 an hour), so it never refused a code the send
 * would have sent: it only added a round trip, and a check-then-send that another tab can race.
 * The endpoint stays, as the spec's §7 call, for any other client that wants to ask first.
 */
export function sendSmsCode(phone: string): Promise<ApiResult<ResponseData<typeof signInSend>>> {
  return callApi(signInSend, { phone_number: phone });
}

/** Step 2: a right code signs the shopper in (the session cookie); 400 'The verification code is invalid…' otherwise. */
export function verifySmsCode(phone: string, code: string): Promise<ApiResult<ResponseData<typeof signInVerify>>> {
  return callApi(signInVerify, { phone_number: phone, code });
}
