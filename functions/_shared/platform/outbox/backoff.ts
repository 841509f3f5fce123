/**
 * Retry delays after the 1st, 2nd, … failed attempt: quick at first (a CRM blip), then spread
 * over a day (a CRM outage). With the default of 8 attempts a delivery is retried for about
 * 22 hours before it becomes a dead letter.
 */
export const RETRY_DELAYS_SECONDS = [60, 5 * 60, 15 * 60, 60 * 60, 3 * 60 * 60, 6 * 60 * 60, 12 * 60 * 60] as const;

/** Attempts before a delivery is dead; tenants override with leads.maxAttempts. */
const DEFAULT_MAX_ATTEMPTS = 8;

/** Seconds to wait after `attempts` failures; the last delay repeats beyond the table. */
export function retryDelaySeconds(attempts: number, delays: readonly number[] = RETRY_DELAYS_SECONDS): number {
  if (attempts < 1) return 0;
  return delays[Math.min(attempts, delays.length) - 1]!;
}

export function isDead(attempts: number, maxAttempts = DEFAULT_MAX_ATTEMPTS): boolean {
  return attempts >= maxAttempts;
}
