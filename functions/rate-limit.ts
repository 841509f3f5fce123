import { rateLimitSchema } from "../src/lib/forms/verification.ts";
import { hitRateLimit, RATE_LIMIT_CHECK_LIMIT } from "./_shared/auth/rate-limit.ts";
import { getDb } from "./_shared/db/client.ts";
import { parseWithFieldMessage, readJson } from "./_shared/http/body.ts";
import { tooMany } from "./_shared/http/errors.ts";
import { handle, json } from "./_shared/http/handle.ts";
import { tenantSlugOf } from "./_shared/tenant.ts";

export const config = { path: "/api/rate-limit", method: ["POST"] };

/** §7 POST /api/rate-limit { phone }: counts an attempt; non-ok (429) means too many attempts. */
export default handle(["POST"], async (request) => {
  const tenant = tenantSlugOf(request);
  const { phone } = parseWithFieldMessage(rateLimitSchema, await readJson(request));
  const result = await hitRateLimit(await getDb(), tenant, `check:${phone}`, RATE_LIMIT_CHECK_LIMIT);
  if (!result.ok) throw tooMany(result.retryAfterSeconds);
  return json({ ok: true, remaining: result.remaining });
});
