import { phoneSchema } from "../src/lib/forms/phone.ts";
import { currentSession } from "./_shared/auth/session.ts";
import { getDb } from "./_shared/db/client.ts";
import { HttpError, unauthorized } from "./_shared/http/errors.ts";
import { handle, json } from "./_shared/http/handle.ts";
import { tenantSlugOf } from "./_shared/tenant.ts";
import { listCars, requireShopper } from "./_shared/watchlist.ts";

export const config = { path: "/api/watchlist", method: ["GET"] };

/** GET /api/watchlist[?phone_number]: the signed-in shopper's saved cars ('View List', /my-garage). */
export default handle(["GET"], async (request) => {
  const tenant = tenantSlugOf(request);
  const db = await getDb();
  const asked = new URL(request.url).searchParams.get("phone_number");
  let phone: string;
  if (asked) {
    const parsed = phoneSchema.safeParse(asked);
    if (!parsed.success) throw new HttpError(400, "validation", parsed.error.issues[0]!.message, { fields: { phone_number: parsed.error.issues[0]!.message } });
    phone = (await requireShopper(db, request, tenant, parsed.data)).phone;
  } else {
    const session = await currentSession(db, request, tenant);
    if (!session) throw unauthorized();
    phone = session.phone;
  }
  return json({ phone_number: phone, cars: await listCars(db, tenant, phone) });
});
