import { addressKey } from "#lib/security/address-key.ts";
import { checkIfContactExists } from "#lib/api/check-if-contact-exists.ts";
import { CONTACT_CHECK_PER_IP_LIMIT, hitRateLimit } from "./_shared/platform/auth/rate-limit.ts";
import { clientIp } from "./_shared/platform/http/client-address.ts";
import { getDb } from "./_shared/platform/db/client.ts";
import { defineFunction } from "./_shared/entry/define-function.ts";
import { tooMany } from "./_shared/platform/http/errors.ts";
import { contactStatus } from "./_shared/leads/contacts.ts";

export const config = { path: "/api/check-if-contact-exists", method: ["GET"] };

/** §7 GET /api/check-if-contact-exists?phone_number: whether this dealer already knows the phone. */
export default defineFunction(checkIfContactExists, async ({ phone_number: phone }, { slug, request, context }) => {
  const db = await getDb();
  const ip = addressKey(clientIp(request, context));
  const limit = await hitRateLimit(db, slug, `contact-check:${ip}`, CONTACT_CHECK_PER_IP_LIMIT);
  if (!limit.ok) throw tooMany(limit.retryAfterSeconds);
  return contactStatus(db, slug, phone);
});
