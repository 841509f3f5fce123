import { watchlist } from "#lib/api/watchlist.ts";
import { primaryImage } from "#lib/inventory/car-image.ts";
import { applyLiveStock } from "#lib/inventory/live-stock.ts";
import { currentSession } from "./_shared/platform/auth/session.ts";
import { getDb } from "./_shared/platform/db/client.ts";
import { defineFunction } from "./_shared/entry/define-function.ts";
import { unauthorized } from "./_shared/platform/http/errors.ts";
import { liveStockSince } from "./_shared/stock/live.ts";
import { listCars, requireShopper } from "./_shared/watchlist/store.ts";

export const config = { path: "/api/watchlist", method: ["GET"] };

/**
 * GET /api/watchlist[?phone_number]: the signed-in shopper's saved cars ('View List', /my-garage),
 * each with a summary from the feed and the stock changes since (null once the car has left it), so
 * the page needs no car data.
 */
export default defineFunction(watchlist, async ({ phone_number: asked }, { site, request }) => {
  const tenant = await site();
  const db = await getDb();
  let phone: string;
  if (asked) phone = (await requireShopper(db, request, tenant.slug, asked)).phone;
  else {
    const session = await currentSession(db, request, tenant.slug);
    if (!session) throw unauthorized();
    phone = session.phone;
  }
  // Stock changes since the feed: a car sold an hour ago is shown sold, not for sale.
  const live = new Map((await liveStockSince(db, tenant, new Date(0))).map((entry) => [entry.car_id, entry]));
  const cars = await Promise.all(
    (await listCars(db, tenant.slug, phone)).map(async (entry) => {
      const feedCar = await tenant.car(entry.car_id);
      const change = live.get(entry.car_id);
      const car = feedCar && change ? applyLiveStock([feedCar], [change])[0] : feedCar;
      const summary = car && {
        name: car.name,
        slug: car.slug,
        price: car.price ?? null,
        status: car.status ?? null,
        image: primaryImage(car) ?? null,
      };
      return { ...entry, car: summary ?? null };
    }),
  );
  return { phone_number: phone, cars };
});
