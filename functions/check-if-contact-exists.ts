import { and, eq } from "drizzle-orm";
import { phoneSchema } from "../src/lib/forms/phone.ts";
import { CONTACT_CHECK_PER_IP_LIMIT, hitRateLimit } from "./_shared/auth/rate-limit.ts";
import { clientIp } from "./_shared/background.ts";
import { getDb } from "./_shared/db/client.ts";
import { contacts } from "./_shared/db/schema.ts";
import { HttpError, tooMany } from "./_shared/http/errors.ts";
import { handle, json } from "./_shared/http/handle.ts";
import { tenantSlugOf } from "./_shared/tenant.ts";

export const config = { path: "/api/check-if-contact-exists", method: ["GET"] };

/** §7 GET /api/check-if-contact-exists?phone_number: whether this dealer already knows the phone. */
export default handle(["GET"], async (request, context) => {
  const tenant = tenantSlugOf(request);
  const parsed = phoneSchema.safeParse(new URL(request.url).searchParams.get("phone_number") ?? "");
  if (!parsed.success)
    throw new HttpError(400, "validation", parsed.error.issues[0]!.message, {
      fields: { phone_number: parsed.error.issues[0]!.message },
    });
  const db = await getDb();
  const limit = await hitRateLimit(
    db,
    tenant,
    `contact-check:${clientIp(request, context)}`,
    CONTACT_CHECK_PER_IP_LIMIT,
  );
  if (!limit.ok) throw tooMany(limit.retryAfterSeconds);
  const [row] = await db
    .select({ verifiedAt: contacts.verifiedAt })
    .from(contacts)
    .where(and(eq(contacts.tenant, tenant), eq(contacts.phone, parsed.data)))
    .limit(1);
  return json({ exists: Boolean(row), verified: Boolean(row?.verifiedAt) });
});
