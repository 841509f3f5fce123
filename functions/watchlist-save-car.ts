import { watchlistChangeSchema } from "../src/lib/forms/watchlist.ts";
import { MESSAGES } from "../src/lib/forms/messages.ts";
import { getDb } from "./_shared/db/client.ts";
import { parseWith, readJson } from "./_shared/http/body.ts";
import { notFound } from "./_shared/http/errors.ts";
import { handle, json } from "./_shared/http/handle.ts";
import { tenantOf } from "./_shared/tenant.ts";
import { requireShopper, saveCar } from "./_shared/watchlist.ts";

export const config = { path: "/api/watchlist/save-car", method: ["POST"] };

/** §7 POST /api/watchlist/save-car { phone_number, car_id }; saving twice is harmless. */
export default handle(["POST"], async (request) => {
  const tenant = await tenantOf(request);
  const { phone_number: phone, car_id: carId } = parseWith(watchlistChangeSchema, await readJson(request));
  const db = await getDb();
  await requireShopper(db, request, tenant.slug, phone);
  if (!(await tenant.car(carId))) throw notFound("That car is no longer listed.");
  await saveCar(db, tenant.slug, phone, carId);
  return json({ ok: true, car_id: carId, message: MESSAGES.carSaved });
});
