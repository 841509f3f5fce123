import { staffPasskeySignInOptions } from "#lib/api/staff-passkeys.ts";
import { addressKey } from "#lib/security/address-key.ts";
import { hitRateLimit } from "./_shared/platform/auth/rate-limit.ts";
import { clientIp } from "./_shared/platform/http/client-address.ts";
import { getDb } from "./_shared/platform/db/client.ts";
import { defineFunction } from "./_shared/entry/define-function.ts";
import { tooMany } from "./_shared/platform/http/errors.ts";
import { STAFF_PASSKEY_PER_IP } from "./_shared/staff/limits.ts";
import { relyingPartyOf, signInOptions } from "./_shared/staff/passkeys.ts";
import { requireSameOrigin } from "./_shared/staff/session.ts";

export const config = { path: "/api/staff/sign-in/passkey/options", method: ["POST"] };

/** Passkey sign-in, step 1 — a signed challenge (nothing is stored), from the console's own page. */
export default defineFunction(staffPasskeySignInOptions, async (_input, call) => {
  await requireSameOrigin(call);
  const ip = addressKey(clientIp(call.request, call.context));
  const limit = await hitRateLimit(await getDb(), call.slug, `staff-passkey-ip:${ip}`, STAFF_PASSKEY_PER_IP);
  if (!limit.ok) throw tooMany(limit.retryAfterSeconds);
  return { options: await signInOptions(await call.site(), relyingPartyOf(call.request)) };
});
