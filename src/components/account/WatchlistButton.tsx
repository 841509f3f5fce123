import { useEffect, useState } from "react";
import { takePendingSave } from "../../stores/pending-save.ts";
import type { SessionState } from "../../client/session.ts";
import { changeWatchlist, loadWatchlist, signInToSave, watchlistLabel } from "./watchlist.ts";

/**
 * §4 watchlist: an anonymous shopper goes to sign-in and back (§6 login gating); a signed-in one
 * sees the change at once, then the call; a failed call rolls it back. Static cards draw the same
 * button without React (WatchlistToggle.astro).
 */
export default function WatchlistButton(props: { carId: string; carName: string }) {
  const [saved, setSaved] = useState(false);
  const [session, setSession] = useState<SessionState | null>(null);
  useEffect(() => {
    loadWatchlist().then((state) => {
      setSession(state.session);
      const already = state.saved.has(props.carId);
      setSaved(already);
      // Back from the sign-in this button sent the shopper to: finish the save they asked for.
      if (state.session.signedIn === true && takePendingSave(props.carId) && !already)
        change(true, state.session.phone_number);
    });
  }, [props.carId]);

  function toggle() {
    if (session?.signedIn !== true) return signInToSave(props.carId);
    return change(!saved, session.phone_number);
  }

  async function change(saving: boolean, phone: string) {
    setSaved(saving);
    if (!(await changeWatchlist(props.carId, saving, phone))) setSaved(!saving);
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
        {watchlistLabel(saved)}
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
