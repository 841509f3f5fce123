import { customerRequestSchema, QUOTE_MESSAGES } from "../src/lib/finance/quote.ts";
import { currentSession } from "./_shared/auth/session.ts";
import { getDb } from "./_shared/db/client.ts";
import { parseWith, readJson } from "./_shared/http/body.ts";
import { forbidden, HttpError, unauthorized } from "./_shared/http/errors.ts";
import { handle, json } from "./_shared/http/handle.ts";
import { financePartner } from "./_shared/providers/youx/index.ts";
import { tenantSlugOf } from "./_shared/tenant.ts";

export const config = { path: "/api/youx/create-customer", method: ["POST"] };

/**
 * §7 POST /api/youx/create-customer: { data, additionalData } → { redirectUrl }. Only for a phone
 * the shopper has just verified (the session the SMS code created), so the partner never receives
 * an application for someone else's number.
 */
export default handle(["POST"], async (request) => {
  const tenant = tenantSlugOf(request);
  const customer = parseWith(customerRequestSchema, await readJson(request));
  const session = await currentSession(await getDb(), request, tenant);
  if (!session) throw unauthorized();
  if (session.phone !== customer.data.phone) throw forbidden("Please verify this phone number first.");
  try {
    const { redirectUrl } = await financePartner().createCustomer(customer, {
      tenant,
      siteOrigin: new URL(request.url).origin,
    });
    return json({ redirectUrl });
  } catch (error) {
    console.error(`[youx] ${tenant}: create customer failed:`, error);
    throw new HttpError(502, "customer_failed", QUOTE_MESSAGES.customerFailed);
  }
});
