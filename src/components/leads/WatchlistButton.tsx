import { useEffect, useState } from "react";
import { MESSAGES } from "../../lib/forms/messages.ts";
import { watchlist, watchlistRemoveCar, watchlistSaveCar } from "../../lib/api/watchlist.ts";
import { signInHref } from "../../lib/navigation/sign-in.ts";
import { showToast } from "../../stores/toast.ts";
import { callApi } from "../api/call-api.ts";
import { readSession, type SessionState } from "../api/session.ts";

// One session and list lookup per page, however many buttons it has.
let loaded: Promise<{ session: SessionState; saved: Set<string> }> | null = null;
function load() {
  loaded ??= readSession().then(async (session) => {
    if (session.signedIn !== true) return { session, saved: new Set<string>() };
    const list = await callApi(watchlist, {});
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
      setSaved(state.saved.has(props.carId));
    });
  }, [props.carId]);

  async function toggle() {
    if (session?.signedIn !== true) {
      const here = location.pathname + location.search;
      location.assign(signInHref(here, here, "watchlist"));
      return;
    }
    const saving = !saved;
    setSaved(saving);
    const change = { phone_number: session.phone_number, car_id: props.carId };
    const result = await callApi(saving ? watchlistSaveCar : watchlistRemoveCar, change);
    if (result.ok) showToast(saving ? MESSAGES.carSaved : MESSAGES.carRemoved);
    else {
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
