/**
 * Pages a dealer's site builds that no menu links, on purpose: shared by the browser crawl and the
 * plain-link reachability check.
 */

/**
 * Reached only at the end of a journey (a submitted form, a finished application, the compare
 * tray's link once cars are chosen, a booking's confirmation), never from a menu.
 */
export const JOURNEY_ENDS: ReadonlySet<string> = new Set([
  "/success",
  "/finance/pre-approved",
  "/compare",
  // The move-or-cancel link of a booking's confirmation (its token in the fragment).
  "/appointments/manage",
  // The confirm and unsubscribe links of alert emails (their tokens in the fragment).
  "/alerts/confirm",
  "/alerts/unsubscribe",
]);

/** Second addresses of a page that has a canonical one linked instead (spec §2 lists both). */
export const ALIASES: ReadonlySet<string> = new Set(["/sell-your-car", "/contact-us"]);

/** Pages offered only where the garage is on: without it nothing is gated behind sign-in. */
export const GARAGE_PAGES: ReadonlySet<string> = new Set(["/my-garage", "/sign-in"]);

/** The dealer's staff console, opened from the sign-in link emailed to staff, never from the shop. */
export const isStaffPage = (path: string): boolean => path === "/console" || path.startsWith("/console/");
