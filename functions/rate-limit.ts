import { rateLimit } from "../src/lib/api/rate-limit.ts";
import { hitRateLimit, RATE_LIMIT_CHECK_LIMIT } from "./_shared/auth/rate-limit.ts";
import { getDb } from "./_shared/db/client.ts";
import { defineFunction } from "./_shared/http/define-function.ts";
import { tooMany } from "./_shared/http/errors.ts";

export const config = { path: "/api/rate-limit", method: ["POST"] };

/** §7 POST /api/rate-limit { phone }: counts an attempt; non-ok (429) means too many attempts. */
export default defineFunction(rateLimit, async ({ phone }, { tenant }) => {
  const result = await hitRateLimit(await getDb(), tenant, `check:${phone}`, RATE_LIMIT_CHECK_LIMIT);
  if (!result.ok) throw tooMany(result.retryAfterSeconds);
  return { ok: true as const, remaining: result.remaining };
});
