/**
 * Whether the shopper is already leaving this page: by their own action (Sign out), or because
 * something on the page has sent them on (a sign-in gate). A late answer to work the page began
 * earlier — My Garage's watchlist call, refused once the session is gone; the layout's gate and
 * My Garage's own, both finding the shopper signed out — must not send them somewhere else too:
 * a second navigation cancels the first, and one made with `assign` leaves a page that bounces
 * Back straight to sign-in.
 */
// On the document, not in this module: the header's script and an island may each bundle their own copy.
export function startLeaving(): void {
  document.documentElement.dataset.leaving = "true";
}

const leaving = () => document.documentElement.dataset.leaving === "true";

/** Sends an anonymous shopper on to sign in, replacing this page in the history; once per page. */
export function replaceUnlessLeaving(url: string): void {
  if (leaving()) return;
  startLeaving();
  location.replace(url);
}
