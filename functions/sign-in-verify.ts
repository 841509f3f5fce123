import { MESSAGES } from "#lib/forms/messages.ts";
import { signInVerify } from "#lib/api/sign-in-verify.ts";
import { addressKey } from "#lib/security/address-key.ts";
import { hitRateLimit, VERIFY_LIMIT } from "./_shared/platform/auth/rate-limit.ts";
import { createSession } from "./_shared/platform/auth/session.ts";
import { trustedDeviceCookie } from "./_shared/platform/auth/trusted-device.ts";
import { verifyCode } from "./_shared/platform/auth/verification.ts";
import { clientIp } from "./_shared/platform/http/client-address.ts";
import { inBackground } from "./_shared/platform/background.ts";
import { getDb } from "./_shared/platform/db/client.ts";
import { recordEvents } from "./_shared/analytics/events.ts";
import { defineFunction } from "./_shared/entry/define-function.ts";
import { tooMany } from "./_shared/platform/http/errors.ts";
import { upsertContact } from "./_shared/leads/contacts.ts";

export const config = { path: "/api/sign-in/verify", method: ["POST"] };

/**
 * Step 2: checks the code. Right: the contact is verified and a signed, HttpOnly, SameSite=Lax
 * session cookie is set. Wrong: 'The verification code is invalid. Please try again.'; too many
 * guesses (per code and share, verification.ts; per phone and address across codes): 'Too many
 * verification attempts. Please try again later.'
 */
export default defineFunction(signInVerify, async ({ phone_number: phone, code }, call) => {
  const { slug, request, context } = call;
  const db = await getDb();
  const address = addressKey(clientIp(request, context));
  // Per phone and address: a stranger guessing at someone else's number cannot lock its owner out.
  const limit = await hitRateLimit(db, slug, `verify:${phone}:${address}`, VERIFY_LIMIT);
  if (!limit.ok) throw tooMany(limit.retryAfterSeconds);
  const outcome = await verifyCode(db, slug, phone, code, address);
  if (outcome === "locked") throw tooMany(limit.retryAfterSeconds);
  if (outcome === "invalid") throw call.fail("invalid_code", { fields: { code: MESSAGES.codeInvalid } });
  const contactId = await upsertContact(db, slug, phone, { verified: true });
  const cookie = await createSession(db, request, { slug, phone, contactId });
  inBackground(context, "sign-in event", () =>
    recordEvents(db, slug, [{ id: 61, name: "sign_in_verified", payload: {} }]),
  );
  // This browser is now a known device for the phone: strangers' floods never refuse its codes.
  const headers: [string, string][] = [
    ["Set-Cookie", cookie],
    ["Set-Cookie", trustedDeviceCookie(request, slug, phone)],
  ];
  return call.reply({ verified: true, phone_number: phone }, { headers });
});
