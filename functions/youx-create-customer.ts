import { youxCreateCustomer } from "#lib/api/youx.ts";
import { currentSession } from "./_shared/platform/auth/session.ts";
import { getDb } from "./_shared/platform/db/client.ts";
import { defineFunction } from "./_shared/entry/define-function.ts";
import { unauthorized } from "./_shared/platform/http/errors.ts";
import { financePartner } from "./_shared/platform/providers/youx/index.ts";

export const config = { path: "/api/youx/create-customer", method: ["POST"] };

/**
 * §7 POST /api/youx/create-customer: { data, additionalData } → { redirectUrl }. Only for a phone
 * the shopper has just verified (the session the SMS code created), so the partner never receives
 * an application for someone else's number.
 */
export default defineFunction(youxCreateCustomer, async (customer, { slug, request, fail }) => {
  const session = await currentSession(await getDb(), request, slug);
  if (!session) throw unauthorized();
  if (session.phone !== customer.data.phone) throw fail("forbidden");
  try {
    const { redirectUrl } = await financePartner().createCustomer(customer, {
      slug,
      siteOrigin: new URL(request.url).origin,
    });
    return { redirectUrl };
  } catch (error) {
    console.error(`[youx] ${slug}: create customer failed:`, error);
    throw fail("customer_failed");
  }
});
