import { watchlistSaveCar } from "#lib/api/watchlist.ts";
import { MESSAGES } from "#lib/forms/messages.ts";
import { getDb } from "./_shared/platform/db/client.ts";
import { defineFunction } from "./_shared/entry/define-function.ts";
import { requireShopper, saveCar } from "./_shared/watchlist/store.ts";

export const config = { path: "/api/watchlist/save-car", method: ["POST"] };

/** §7 POST /api/watchlist/save-car { phone_number, car_id }; saving twice is harmless. */
export default defineFunction(watchlistSaveCar, async ({ phone_number: phone, car_id: carId }, call) => {
  const tenant = await call.site();
  const db = await getDb();
  await requireShopper(db, call.request, tenant.slug, phone);
  if (!(await tenant.car(carId))) throw call.fail("not_found");
  await saveCar(db, tenant.slug, phone, carId);
  return { ok: true as const, car_id: carId, message: MESSAGES.carSaved };
});
