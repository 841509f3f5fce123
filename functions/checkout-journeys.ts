import { checkoutJourneys } from "#lib/api/checkout-journey.ts";
import { currentSession } from "./_shared/platform/auth/session.ts";
import { listJourneys } from "./_shared/checkout/journey.ts";
import { getDb } from "./_shared/platform/db/client.ts";
import { defineFunction } from "./_shared/entry/define-function.ts";
import { unauthorized } from "./_shared/platform/http/errors.ts";

export const config = { path: "/api/checkout-journeys", method: ["GET"] };

/** The signed-in shopper's online purchases, to resume one (here and from /my-garage). */
export default defineFunction(checkoutJourneys, async ({ car_id }, { site, request }) => {
  const tenant = await site();
  const db = await getDb();
  const session = await currentSession(db, request, tenant.slug);
  if (!session) throw unauthorized();
  return { journeys: await listJourneys(db, tenant, session.phone, car_id) };
});
