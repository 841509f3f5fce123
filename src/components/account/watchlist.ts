import { MESSAGES } from "#lib/forms/messages.ts";
import { ROUTES } from "#lib/api/routes.ts";
import { signInHref } from "#lib/navigation/sign-in.ts";
import { rememberPendingSave } from "../../stores/pending-save.ts";
import { showToast } from "../../stores/toast.ts";
import { callApi } from "../../client/call-api.ts";
import { trackEvent } from "../../client/analytics/track.ts";
import { readSession, type SessionState } from "../../client/session.ts";

/**
 * §4 watchlist, framework-free: the React button (search results, the car page's tools) and the
 * static cards' script (watchlist-buttons.client.ts) share it, so a page asks for the session and
 * the list once however many buttons it has and however they are drawn.
 */
export interface WatchlistState {
  session: SessionState;
  saved: Set<string>;
}

let loaded: Promise<WatchlistState> | null = null;
export function loadWatchlist(): Promise<WatchlistState> {
  loaded ??= readSession().then(async (session) => {
    if (session.signedIn !== true) return { session, saved: new Set<string>() };
    const list = await callApi(ROUTES.watchlist, {});
    return { session, saved: new Set(list.ok ? list.data.cars.map((c) => c.car_id) : []) };
  });
  return loaded;
}

/** An anonymous shopper goes to sign-in and back (§6 login gating); the save waits for them. */
export function signInToSave(carId: string): void {
  rememberPendingSave(carId);
  const here = location.pathname + location.search;
  location.assign(signInHref(here, here, "watchlist"));
}

/** Saves or removes the car, says so and reports it; false when the call failed (the caller rolls back). */
export async function changeWatchlist(carId: string, saving: boolean, phone: string): Promise<boolean> {
  const body = { phone_number: phone, car_id: carId };
  const result = await callApi(saving ? ROUTES.watchlistSaveCar : ROUTES.watchlistRemoveCar, body);
  if (result.ok) {
    showToast(saving ? MESSAGES.carSaved : MESSAGES.carRemoved);
    trackEvent(saving ? 22 : 25, { car_id: carId });
    return true;
  }
  showToast(MESSAGES.unknown);
  return false;
}

/** The button's words for its state. */
export const watchlistLabel = (saved: boolean) => (saved ? "Saved to watchlist" : "Save to watchlist");
