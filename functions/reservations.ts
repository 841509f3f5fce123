import { createReservation } from "#lib/api/reservations.ts";
import { MESSAGES } from "#lib/forms/messages.ts";
import { addressKey } from "#lib/security/address-key.ts";
import { currentSession } from "./_shared/platform/auth/session.ts";
import { clientIp } from "./_shared/platform/http/client-address.ts";
import { getDb } from "./_shared/platform/db/client.ts";
import { defineFunction } from "./_shared/entry/define-function.ts";
import { commonError, unauthorized } from "./_shared/platform/http/errors.ts";
import { paymentsFor } from "./_shared/payment-events/provider.ts";
import { PaymentsError } from "./_shared/platform/providers/payments/index.ts";
import { IdempotencyKeyReused, ReservationRefused, startReservation } from "./_shared/reservations/reserve.ts";
import { toReservation } from "./_shared/reservations/store.ts";

export const config = { path: "/api/reservations", method: ["POST"] };

/**
 * Keep a car for the shopper and send them to the deposit checkout (the amount is the
 * server's). On every dealer only a verified phone (a signed-in shopper) reserves, so
 * that a script cannot hold the stock: the reservation is the session's phone's.
 */
export default defineFunction(createReservation, async (input, { site, request, context, fail, reply, visit }) => {
  const tenant = await site();
  const { config: settings } = tenant;
  if (!settings.features.reserveOnline.enabled) throw fail("not_offered");
  const db = await getDb();
  const session = await currentSession(db, request, tenant.slug);
  if (!session) throw unauthorized();
  const item = settings.itemLabel.singular;
  const origin = new URL(request.url).origin;
  try {
    // The shopper comes back to the reserve page, which shows the confirmation (or the retry).
    const route = settings.features.reserveOnline.route;
    const { created, row, next } = await startReservation(
      db,
      tenant,
      paymentsFor(db),
      input,
      { phone: session.phone, clientKey: addressKey(clientIp(request, context)), source: visit() },
      (slug, id, cancelled) =>
        new URL(`/cars/${slug}/${route}?reservation=${id}${cancelled ? "&cancelled=1" : ""}`, origin).href,
    );
    return reply(
      { reservation: toReservation(row, settings.timeZone, item), checkout_url: next },
      { status: created ? 201 : 200 },
    );
  } catch (error) {
    if (error instanceof ReservationRefused) throw fail(error.code);
    if (error instanceof IdempotencyKeyReused)
      throw commonError("validation", MESSAGES.fixErrors, {
        fields: { idempotency_key: "was already used to reserve another car" },
      });
    if (error instanceof PaymentsError) {
      console.error(`[reservations] ${tenant.slug}: ${error.detail}`);
      throw fail("payments_unavailable");
    }
    throw error;
  }
});
