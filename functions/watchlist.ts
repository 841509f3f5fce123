import { phoneSchema } from "../src/lib/forms/phone.ts";
import { currentSession } from "./_shared/auth/session.ts";
import { getDb } from "./_shared/db/client.ts";
import { HttpError, unauthorized } from "./_shared/http/errors.ts";
import { handle, json } from "./_shared/http/handle.ts";
import { tenantOf } from "./_shared/tenant.ts";
import { primaryImage } from "../src/lib/inventory/car-image.ts";
import { listCars, requireShopper } from "./_shared/watchlist.ts";

export const config = { path: "/api/watchlist", method: ["GET"] };

/**
 * GET /api/watchlist[?phone_number]: the signed-in shopper's saved cars ('View List', /my-garage),
 * each with a summary from the feed (null once the car has left it) so the page needs no car data.
 */
export default handle(["GET"], async (request) => {
  const site = await tenantOf(request);
  const tenant = site.slug;
  const db = await getDb();
  const asked = new URL(request.url).searchParams.get("phone_number");
  let phone: string;
  if (asked) {
    const parsed = phoneSchema.safeParse(asked);
    if (!parsed.success)
      throw new HttpError(400, "validation", parsed.error.issues[0]!.message, {
        fields: { phone_number: parsed.error.issues[0]!.message },
      });
    phone = (await requireShopper(db, request, tenant, parsed.data)).phone;
  } else {
    const session = await currentSession(db, request, tenant);
    if (!session) throw unauthorized();
    phone = session.phone;
  }
  const cars = await Promise.all(
    (await listCars(db, tenant, phone)).map(async (entry) => {
      const car = await site.car(entry.car_id);
      return {
        ...entry,
        car: car
          ? {
              name: car.name,
              slug: car.slug,
              price: car.price ?? null,
              status: car.status ?? null,
              image: primaryImage(car) ?? null,
            }
          : null,
      };
    }),
  );
  return json({ phone_number: phone, cars });
});
