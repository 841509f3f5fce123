/**
 * Whether the shopper has started leaving this page by their own action (Sign out). A late answer
 * to work the page began earlier — My Garage's watchlist call, refused once the session is gone —
 * must not then send them somewhere else: their click decides where they go.
 */
// On the document, not in this module: the header's script and an island may each bundle their own copy.
export function startLeaving(): void {
  document.documentElement.dataset.leaving = "true";
}

/** Goes to `url`, unless the shopper is already leaving the page. */
export function navigateUnlessLeaving(url: string): void {
  if (document.documentElement.dataset.leaving !== "true") location.assign(url);
}

/** The same, replacing this page in the history (a gate sending an anonymous shopper to sign in). */
export function replaceUnlessLeaving(url: string): void {
  if (document.documentElement.dataset.leaving !== "true") location.replace(url);
}
