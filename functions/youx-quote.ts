import { addressKey } from "#lib/security/address-key.ts";
import { youxQuote } from "#lib/api/youx.ts";
import { hitRateLimit, QUOTE_PER_IP_LIMIT } from "./_shared/platform/auth/rate-limit.ts";
import { clientIp } from "./_shared/platform/http/client-address.ts";
import { getDb } from "./_shared/platform/db/client.ts";
import { defineFunction } from "./_shared/entry/define-function.ts";
import { tooMany } from "./_shared/platform/http/errors.ts";
import { financePartner } from "./_shared/platform/providers/youx/index.ts";

export const config = { path: "/api/youx/quote", method: ["POST"] };

/**
 * §7 POST /api/youx/quote: { selfAssessedCreditScore, purchasePrice, loanTerm, year?, vin?, nvic?,
 * whoIsHelping? } → { weeklyRepaymentAmount, advertisedRate, comparisonRate }, or 502 'Failed to get YouX quick quote'.
 */
export default defineFunction(youxQuote, async (quoteRequest, { slug, request, context, fail }) => {
  const limit = await hitRateLimit(
    await getDb(),
    slug,
    `quote-ip:${addressKey(clientIp(request, context))}`,
    QUOTE_PER_IP_LIMIT,
  );
  if (!limit.ok) throw tooMany(limit.retryAfterSeconds);
  try {
    return await financePartner().quote(quoteRequest);
  } catch (error) {
    console.error(`[youx] ${slug}: quote failed:`, error);
    throw fail("quote_failed");
  }
});
