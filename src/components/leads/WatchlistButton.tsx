import { useEffect, useState } from "react";
import { MESSAGES } from "../../lib/forms/messages.ts";
import { showToast } from "../../stores/toast.ts";

type Session = { signedIn: false } | { signedIn: true; phone_number: string };

// One session and list lookup per page, however many buttons it has.
let loaded: Promise<{ session: Session; saved: Set<string> }> | null = null;
function load() {
  loaded ??= (async () => {
    const session = (await (await fetch("/api/session")).json()) as Session;
    if (!session.signedIn) return { session, saved: new Set<string>() };
    const list = (await (await fetch("/api/watchlist")).json()) as { cars: { car_id: string }[] };
    return { session, saved: new Set(list.cars.map((c) => c.car_id)) };
  })().catch(() => ({ session: { signedIn: false } as Session, saved: new Set<string>() }));
  return loaded;
}

/**
 * §4 watchlist: an anonymous shopper goes to sign-in and back (§6 login gating); a signed-in one
 * sees the change at once, then the call; a failed call rolls it back.
 */
export default function WatchlistButton(props: { carId: string; carName: string }) {
  const [saved, setSaved] = useState(false);
  const [session, setSession] = useState<Session | null>(null);
  useEffect(() => {
    load().then((state) => {
      setSession(state.session);
      setSaved(state.saved.has(props.carId));
    });
  }, [props.carId]);

  async function toggle() {
    if (!session?.signedIn) {
      const here = location.pathname + location.search;
      location.assign(`/sign-in?type=watchlist&redirect=${encodeURIComponent(here)}&back=${encodeURIComponent(here)}`);
      return;
    }
    const saving = !saved;
    setSaved(saving);
    try {
      const response = await fetch(`/api/watchlist/${saving ? "save-car" : "remove-car"}`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ phone_number: session.phone_number, car_id: props.carId }),
      });
      if (!response.ok) throw new Error(String(response.status));
      showToast(saving ? MESSAGES.carSaved : MESSAGES.carRemoved);
    } catch {
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
