import { signInSend } from "#lib/api/sign-in-send.ts";
import { MESSAGES as FORM_MESSAGES } from "#lib/forms/messages.ts";
import { MESSAGES } from "#lib/messages/catalogue/index.ts";
import { addressKey } from "#lib/security/address-key.ts";
import { signInSendLimits } from "./_shared/platform/auth/send-limits.ts";
import { hitRateLimits } from "./_shared/platform/auth/rate-limit.ts";
import { trustedDeviceFor } from "./_shared/platform/auth/trusted-device.ts";
import { CODE_TTL_SECONDS, createVerification } from "./_shared/platform/auth/verification.ts";
import { clientIp } from "./_shared/platform/http/client-address.ts";
import { inBackground } from "./_shared/platform/background.ts";
import { getDb } from "./_shared/platform/db/client.ts";
import { recordEvents } from "./_shared/analytics/events.ts";
import { defineFunction } from "./_shared/entry/define-function.ts";
import { smsProvider } from "./_shared/platform/providers/sms/index.ts";

export const config = { path: "/api/sign-in/send", method: ["POST"] };

/** One-time SMS sign-in, step 1: a new 6-digit code to the phone (stored hashed, expiring). */
export default defineFunction(signInSend, async ({ phone_number: phone }, { site, request, context, fail }) => {
  const tenant = await site();
  const db = await getDb();
  const address = addressKey(clientIp(request, context));
  const device = trustedDeviceFor(request, tenant.slug, phone);
  await hitRateLimits(db, tenant.slug, signInSendLimits(phone, address, device), {
    code: "too_many_codes",
    message: FORM_MESSAGES.tooManyCodes,
  });
  const code = await createVerification(db, tenant.slug, phone, address);
  try {
    await smsProvider(db).send({
      slug: tenant.slug,
      to: phone,
      body: MESSAGES["shopper-sign-in-code"].render({
        code,
        dealer: tenant.config.name,
        expiresInMinutes: CODE_TTL_SECONDS / 60,
      }).sms,
    });
  } catch (error) {
    console.error(`[sign-in] ${tenant.slug}: SMS to ${phone.slice(0, 4)}… failed:`, error);
    throw fail("sms_failed");
  }
  inBackground(context, "sign-in event", () =>
    recordEvents(db, tenant.slug, [{ id: 60, name: "sign_in_code_sent", payload: {} }]),
  );
  return { sent: true as const, expires_in: CODE_TTL_SECONDS };
});
