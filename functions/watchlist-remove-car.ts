import { watchlistChangeSchema } from "../src/lib/forms/watchlist.ts";
import { MESSAGES } from "../src/lib/forms/messages.ts";
import { getDb } from "./_shared/db/client.ts";
import { parseWith, readJson } from "./_shared/http/body.ts";
import { handle, json } from "./_shared/http/handle.ts";
import { tenantSlugOf } from "./_shared/tenant.ts";
import { removeCar, requireShopper } from "./_shared/watchlist.ts";

export const config = { path: "/api/watchlist/remove-car", method: ["POST"] };

/** §7 POST /api/watchlist/remove-car { phone_number, car_id }; a sold car that left the feed can still be removed. */
export default handle(["POST"], async (request) => {
  const tenant = tenantSlugOf(request);
  const { phone_number: phone, car_id: carId } = parseWith(watchlistChangeSchema, await readJson(request));
  const db = await getDb();
  await requireShopper(db, request, tenant, phone);
  await removeCar(db, tenant, phone, carId);
  return json({ ok: true, car_id: carId, message: MESSAGES.carRemoved });
});
