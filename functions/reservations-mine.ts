import { myReservations } from "#lib/api/reservations.ts";
import { ACTIVE_STATUSES } from "#lib/reservations/lifecycle.ts";
import { reservationPageHref } from "#lib/reservations/reservation-page.ts";
import { currentSession } from "./_shared/platform/auth/session.ts";
import { reservationsInPurchases } from "./_shared/checkout/journey.ts";
import { getDb } from "./_shared/platform/db/client.ts";
import { defineFunction } from "./_shared/entry/define-function.ts";
import { unauthorized } from "./_shared/platform/http/errors.ts";
import { listReservations, toReservation } from "./_shared/reservations/store.ts";

export const config = { path: "/api/reservations/mine", method: ["GET"] };

/**
 * The signed-in shopper's reservations that keep a car, each with the page to see and
 * cancel it: the car's reserve page, or the online purchase it was placed in.
 */
export default defineFunction(myReservations, async (_input, { site, request }) => {
  const tenant = await site();
  const db = await getDb();
  const session = await currentSession(db, request, tenant.slug);
  if (!session) throw unauthorized();
  const rows = await listReservations(db, { slug: tenant.slug, phone: session.phone, status: ACTIVE_STATUSES });
  if (!rows.length) return { reservations: [] };
  const purchases = await reservationsInPurchases(
    db,
    tenant.slug,
    rows.map((row) => row.id),
  );
  const { timeZone, itemLabel, features } = tenant.config;
  return {
    reservations: await Promise.all(
      rows.map(async (row) => {
        const car = await tenant.car(row.carId);
        const inPurchase = purchases.has(row.id);
        const href = reservationPageHref(car?.slug, inPurchase ? "purchase" : "reserve", features.reserveOnline.route);
        return { ...toReservation(row, timeZone, itemLabel.singular), href, in_purchase: inPurchase };
      }),
    ),
  };
});
