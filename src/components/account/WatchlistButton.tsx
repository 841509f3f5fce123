import { useEffect, useState } from "react";
import { MESSAGES } from "#lib/forms/messages.ts";
import { ROUTES } from "#lib/api/routes.ts";
import { signInHref } from "#lib/navigation/sign-in.ts";
import { rememberPendingSave, takePendingSave } from "../../stores/pending-save.ts";
import { showToast } from "../../stores/toast.ts";
import { callApi } from "../../client/call-api.ts";
import { trackEvent } from "../../client/analytics/track.ts";
import { readSession, type SessionState } from "../../client/session.ts";

// One session and list lookup per page, however many buttons it has.
let loaded: Promise<{ session: SessionState; saved: Set<string> }> | null = null;
function load() {
  loaded ??= readSession().then(async (session) => {
    if (session.signedIn !== true) return { session, saved: new Set<string>() };
    const list = await callApi(ROUTES.watchlist, {});
    return { session, saved: new Set(list.ok ? list.data.cars.map((c) => c.car_id) : []) };
  });
  return loaded;
}

/**
 * §4 watchlist: an anonymous shopper goes to sign-in and back (§6 login gating); a signed-in one
 * sees the change at once, then the call; a failed call rolls it back.
 */
export default function WatchlistButton(props: { carId: string; carName: string }) {
  const [saved, setSaved] = useState(false);
  const [session, setSession] = useState<SessionState | null>(null);
  useEffect(() => {
    load().then((state) => {
      setSession(state.session);
      const already = state.saved.has(props.carId);
      setSaved(already);
      // Back from the sign-in this button sent the shopper to: finish the save they asked for.
      if (state.session.signedIn === true && takePendingSave(props.carId) && !already)
        change(true, state.session.phone_number);
    });
  }, [props.carId]);

  function toggle() {
    if (session?.signedIn !== true) {
      rememberPendingSave(props.carId);
      const here = location.pathname + location.search;
      location.assign(signInHref(here, here, "watchlist"));
      return;
    }
    return change(!saved, session.phone_number);
  }

  async function change(saving: boolean, phone: string) {
    setSaved(saving);
    const body = { phone_number: phone, car_id: props.carId };
    const result = await callApi(saving ? ROUTES.watchlistSaveCar : ROUTES.watchlistRemoveCar, body);
    if (result.ok) {
      showToast(saving ? MESSAGES.carSaved : MESSAGES.carRemoved);
      trackEvent(saving ? 22 : 25, { car_id: props.carId });
    } else {
      setSaved(!saving);
      showToast(MESSAGES.unknown);
    }
  }

  return (
    <>
      <button
        className="button button--ghost watchlist-button"
        type="button"
        aria-pressed={saved}
        disabled={session === null}
        onClick={toggle}
        data-ready={session !== null || undefined}
      >
        {saved ? "Saved to watchlist" : "Save to watchlist"}
        <span className="visually-hidden"> {props.carName}</span>
      </button>
      {saved && (
        <a className="watchlist-link" href="/my-garage">
          View List
        </a>
      )}
    </>
  );
}
