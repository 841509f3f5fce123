import { QUOTE_MESSAGES, quoteRequestSchema } from "../src/lib/finance/quote.ts";
import { hitRateLimit, QUOTE_PER_IP_LIMIT } from "./_shared/auth/rate-limit.ts";
import { clientIp } from "./_shared/background.ts";
import { getDb } from "./_shared/db/client.ts";
import { parseWithFieldMessage, readJson } from "./_shared/http/body.ts";
import { HttpError, tooMany } from "./_shared/http/errors.ts";
import { handle, json } from "./_shared/http/handle.ts";
import { financePartner } from "./_shared/providers/youx/index.ts";
import { tenantSlugOf } from "./_shared/tenant.ts";

export const config = { path: "/api/youx/quote", method: ["POST"] };

/**
 * §7 POST /api/youx/quote: { selfAssessedCreditScore, purchasePrice, loanTerm, year?, vin?, nvic?,
 * whoIsHelping? } → { weeklyRepaymentAmount, advertisedRate, comparisonRate }, or 502 'Failed to get YouX quick quote'.
 */
export default handle(["POST"], async (request, context) => {
  const tenant = tenantSlugOf(request);
  const quoteRequest = parseWithFieldMessage(quoteRequestSchema, await readJson(request));
  const limit = await hitRateLimit(await getDb(), tenant, `quote-ip:${clientIp(request, context)}`, QUOTE_PER_IP_LIMIT);
  if (!limit.ok) throw tooMany(limit.retryAfterSeconds);
  try {
    return json(await financePartner().quote(quoteRequest));
  } catch (error) {
    console.error(`[youx] ${tenant}: quote failed:`, error);
    throw new HttpError(502, "quote_failed", QUOTE_MESSAGES.quoteFailed);
  }
});
