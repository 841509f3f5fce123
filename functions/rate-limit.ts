import { rateLimit } from "#lib/api/rate-limit.ts";
import { addressKey } from "#lib/security/address-key.ts";
import {
  hitRateLimits,
  RATE_LIMIT_CHECK_LIMIT,
  RATE_LIMIT_CHECK_PER_IP_LIMIT,
} from "./_shared/platform/auth/rate-limit.ts";
import { clientIp } from "./_shared/platform/http/client-address.ts";
import { getDb } from "./_shared/platform/db/client.ts";
import { defineFunction } from "./_shared/entry/define-function.ts";

export const config = { path: "/api/rate-limit", method: ["POST"] };

/**
 * §7 POST /api/rate-limit { phone }: counts an attempt; non-ok (429) means too many attempts.
 * Counted per phone and address: checks from other addresses never refuse the owner.
 */
export default defineFunction(rateLimit, async ({ phone }, { slug, request, context }) => {
  const address = addressKey(clientIp(request, context));
  const remaining = await hitRateLimits(await getDb(), slug, [
    [`check-ip:${address}`, RATE_LIMIT_CHECK_PER_IP_LIMIT],
    [`check:${phone}:${address}`, RATE_LIMIT_CHECK_LIMIT],
  ]);
  return { ok: true as const, remaining };
});
