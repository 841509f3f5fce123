import { currentSession, revokeSession, sessionCookie } from "./_shared/auth/session.ts";
import { getDb } from "./_shared/db/client.ts";
import { handle, json } from "./_shared/http/handle.ts";
import { tenantSlugOf } from "./_shared/tenant.ts";

export const config = { path: "/api/session", method: ["GET", "DELETE"] };

/** GET: who is signed in (islands ask this; the cookie is HttpOnly). DELETE: sign out. */
export default handle(["GET", "DELETE"], async (request) => {
  const tenant = tenantSlugOf(request);
  const db = await getDb();
  const session = await currentSession(db, request, tenant);
  if (request.method === "DELETE") {
    if (session) await revokeSession(db, session);
    return json({ signedIn: false }, { headers: { "Set-Cookie": sessionCookie(request, "", 0) } });
  }
  return json(session ? { signedIn: true, phone_number: session.phone } : { signedIn: false });
});
