import { checkoutJourney } from "#lib/api/checkout-journey.ts";
import { currentSession } from "./_shared/platform/auth/session.ts";
import { addressKey } from "#lib/security/address-key.ts";
import { clientIp } from "./_shared/platform/http/client-address.ts";
import { inBackground } from "./_shared/platform/background.ts";
import { JourneyRefused, saveJourneyStep } from "./_shared/checkout/journey.ts";
import { getDb } from "./_shared/platform/db/client.ts";
import { defineFunction } from "./_shared/entry/define-function.ts";
import { unauthorized } from "./_shared/platform/http/errors.ts";
import { attemptDeliveries } from "./_shared/platform/outbox/deliver.ts";
import { claimDue } from "./_shared/platform/outbox/store.ts";
import { paymentsFor } from "./_shared/payment-events/provider.ts";
import { PaymentsError } from "./_shared/platform/providers/payments/index.ts";
import { ReservationRefused } from "./_shared/reservations/reserve.ts";

export const config = { path: "/api/checkout-journey", method: ["POST"] };

/** Online purchase: one step saved for the signed-in shopper; the last one places the deposit hold. */
export default defineFunction(checkoutJourney, async (input, { site, request, context, fail }) => {
  const tenant = await site();
  const db = await getDb();
  const session = await currentSession(db, request, tenant.slug);
  if (!session) throw unauthorized();
  const origin = new URL(request.url).origin;
  try {
    const saved = await saveJourneyStep(
      db,
      tenant,
      { phone: session.phone, clientKey: addressKey(clientIp(request, context)) },
      input,
      paymentsFor(db),
      (slug, id, cancelled) =>
        new URL(
          `/checkout-journey?car_id=${encodeURIComponent(slug)}&reservation=${id}${cancelled ? "&cancelled=1" : ""}`,
          origin,
        ).href,
    );
    if (saved.deliveryIds.length)
      inBackground(context, "checkout journey lead", async () =>
        attemptDeliveries(db, await claimDue(db, { ids: saved.deliveryIds })),
      );
    return { journey: saved.journey, checkout_url: saved.checkoutUrl };
  } catch (error) {
    if (error instanceof JourneyRefused || error instanceof ReservationRefused) throw fail(error.code);
    if (error instanceof PaymentsError) {
      console.error(`[checkout journey] ${tenant.slug}: ${error.detail}`);
      throw fail("payments_unavailable");
    }
    throw error;
  }
});
