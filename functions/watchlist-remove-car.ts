import { watchlistRemoveCar } from "#lib/api/watchlist.ts";
import { MESSAGES } from "#lib/forms/messages.ts";
import { getDb } from "./_shared/platform/db/client.ts";
import { defineFunction } from "./_shared/entry/define-function.ts";
import { removeCar, requireShopper } from "./_shared/watchlist/store.ts";

export const config = { path: "/api/watchlist/remove-car", method: ["POST"] };

/** §7 POST /api/watchlist/remove-car { phone_number, car_id }; a sold car that left the feed can still be removed. */
export default defineFunction(watchlistRemoveCar, async ({ phone_number: phone, car_id: carId }, call) => {
  const db = await getDb();
  await requireShopper(db, call.request, call.slug, phone);
  await removeCar(db, call.slug, phone, carId);
  return { ok: true as const, car_id: carId, message: MESSAGES.carRemoved };
});
