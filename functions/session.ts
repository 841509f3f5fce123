import { session as sessionContract } from "#lib/api/session.ts";
import { currentSession, revokeSession, sessionCookie } from "./_shared/platform/auth/session.ts";
import { getDb } from "./_shared/platform/db/client.ts";
import { defineFunction } from "./_shared/entry/define-function.ts";

export const config = { path: "/api/session", method: ["GET", "DELETE"] };

/** GET: who is signed in (islands ask this; the cookie is HttpOnly). DELETE: sign out. */
export default defineFunction(sessionContract, async (_input, { slug, request, reply }) => {
  const db = await getDb();
  const session = await currentSession(db, request, slug);
  if (request.method === "DELETE") {
    if (session) await revokeSession(db, session);
    return reply({ signedIn: false }, { headers: { "Set-Cookie": sessionCookie(request, "", 0) } });
  }
  return session ? { signedIn: true as const, phone_number: session.phone } : { signedIn: false as const };
});
