/**
 * 'Save to watchlist' pressed while signed out sends the shopper to sign in; the save they
 * asked for is kept here (this tab only) and done when they come back signed in, so they never
 * have to press it twice. A request older than the sign-in code's life is forgotten.
 */
const KEY = "forecourt:pending-watchlist-save";
const FORGET_AFTER_MS = 15 * 60_000;

export function rememberPendingSave(carId: string, now = Date.now()): void {
  try {
    globalThis.sessionStorage?.setItem(KEY, JSON.stringify({ carId, at: now }));
  } catch {
    // Storage refused (private mode, quota): the shopper presses Save again after signing in.
  }
}

/** True once if this car's save was asked for before signing in (and not too long ago). */
export function takePendingSave(carId: string, now = Date.now()): boolean {
  try {
    const pending = JSON.parse(globalThis.sessionStorage?.getItem(KEY) ?? "null") as {
      carId?: unknown;
      at?: unknown;
    } | null;
    if (pending?.carId !== carId) return false;
    globalThis.sessionStorage.removeItem(KEY);
    return typeof pending.at === "number" && now - pending.at < FORGET_AFTER_MS;
  } catch {
    return false;
  }
}
