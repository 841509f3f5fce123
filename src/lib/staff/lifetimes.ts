/**
 * How long a staff console session lasts. Idle 8 hours: a salesperson opens the console
 * between customers all day on a phone in the yard, and signing in means fetching an email, so a
 * 30-minute idle limit would send them to their inbox every lunch break; 8 hours still ends an
 * unattended session overnight. Absolute 7 days: a lost or shared phone keeps its access a week at
 * most whatever its use, and removing someone ends their sessions at once anyway.
 */
export const STAFF_SESSION_IDLE_SECONDS = 8 * 60 * 60;
export const STAFF_SESSION_MAX_SECONDS = 7 * 24 * 60 * 60;
/** Last-seen is written at most this often: one write a minute per session, not one per request. */
export const LAST_SEEN_RESOLUTION_SECONDS = 60;

/** A sign-in link is good for 15 minutes, once. */
export const STAFF_LINK_TTL_SECONDS = 15 * 60;

export type SessionState = "live" | "idle" | "expired";

/** Whether a session started at `createdAt` and last used at `lastSeenAt` still holds at `now`. */
export function sessionState(now: Date, createdAt: Date, lastSeenAt: Date): SessionState {
  if (now.getTime() - createdAt.getTime() >= STAFF_SESSION_MAX_SECONDS * 1000) return "expired";
  if (now.getTime() - lastSeenAt.getTime() >= STAFF_SESSION_IDLE_SECONDS * 1000) return "idle";
  return "live";
}

/** Whether last-seen is stale enough to be written again. */
export const lastSeenDue = (now: Date, lastSeenAt: Date): boolean =>
  now.getTime() - lastSeenAt.getTime() >= LAST_SEEN_RESOLUTION_SECONDS * 1000;
