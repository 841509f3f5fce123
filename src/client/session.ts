import { atom } from "nanostores";
import { ROUTES } from "#lib/api/routes.ts";
import type { Session } from "#lib/api/session.ts";
import { callApi } from "./call-api.ts";

/**
 * Who is signed in, as the browser knows it: the cookie is HttpOnly, so it is read once per page
 * from /api/session. `null` until read. One failure policy (a decision): when the session cannot
 * be read it is "unknown" — nobody is redirected by a gate (the page stays usable; every write is
 * checked by the functions anyway), and an action that needs a session asks the shopper to sign
 * in, which is the way to get one.
 */
export type SessionState = Session | { signedIn: "unknown" };

export const $session = atom<SessionState | null>(null);

let reading: Promise<SessionState> | null = null;

export function readSession(): Promise<SessionState> {
  reading ??= callApi(ROUTES.session, {}).then((result) => {
    const state: SessionState = result.ok ? result.data : { signedIn: "unknown" };
    $session.set(state);
    return state;
  });
  return reading;
}
