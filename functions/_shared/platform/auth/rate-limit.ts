import { sql } from "drizzle-orm";
import type { Db, Tx } from "../db/client.ts";
import { rowsOf } from "../db/migrate.ts";
import { tooMany } from "../http/errors.ts";

export interface RateLimit {
  max: number;
  windowSeconds: number;
}

/**
 * The spec leaves the numbers per dealer ("Other per-dealer values: not shown"); these bound SMS
 * cost and code guessing. A stranger must not be able to stop a phone's owner verifying
 * it, so a phone's allowance is counted per phone *and* client address (IPv6 by its /64,
 * src/lib/security/address-key.ts): requests from other addresses never use up the owner's share.
 * One address is also limited across phones. The per-phone ceilings all addresses share stop a
 * phone being flooded (at most 10 texts an hour, 30 a day). Strangers can still reach
 * them, so a browser that signed in to the phone before (trusted-device.ts) is counted on its own
 * budget instead and is never refused by them; a refused newcomer can still type any code the
 * phone received, since a new code never replaces an older one. This one: codes per phone and address.
 */
export const SMS_SEND_LIMIT: RateLimit = { max: 5, windowSeconds: 60 * 60 };
/** Codes one address may ask for, across phones. */
export const SMS_SEND_PER_IP_LIMIT: RateLimit = { max: 30, windowSeconds: 60 * 60 };
/** Codes per phone from all addresses that have not signed in to it before. */
export const SMS_SEND_PER_PHONE_LIMIT: RateLimit = { max: 10, windowSeconds: 60 * 60 };
export const SMS_SEND_PER_PHONE_DAILY_LIMIT: RateLimit = { max: 30, windowSeconds: 24 * 60 * 60 };
/** Codes per phone for one browser that signed in to it before (its own budget). */
export const SMS_SEND_PER_DEVICE_LIMIT: RateLimit = { max: 5, windowSeconds: 60 * 60 };
/** §7 /api/rate-limit checks per phone and address, and per address across phones (an office behind one address). */
export const RATE_LIMIT_CHECK_LIMIT: RateLimit = { max: 10, windowSeconds: 15 * 60 };
export const RATE_LIMIT_CHECK_PER_IP_LIMIT: RateLimit = { max: 60, windowSeconds: 15 * 60 };
/** Verify calls per phone and address; wrong guesses per code are capped in verification.ts. */
export const VERIFY_LIMIT: RateLimit = { max: 10, windowSeconds: 15 * 60 };
/** check-if-contact-exists tells whether a phone is a customer: slow down walking the number space. */
export const CONTACT_CHECK_PER_IP_LIMIT: RateLimit = { max: 60, windowSeconds: 15 * 60 };

interface RateLimitResult {
  ok: boolean;
  count: number;
  remaining: number;
  retryAfterSeconds: number;
}

/** Start of the fixed window that `now` falls in. */
export function windowStart(now: Date, windowSeconds: number): Date {
  const ms = windowSeconds * 1000;
  return new Date(Math.floor(now.getTime() / ms) * ms);
}

/** Counts one attempt and says whether it is within the limit. One atomic upsert: no race between check and count. */
export async function hitRateLimit(
  db: Pick<Db | Tx, "execute">,
  slug: string,
  key: string,
  limit: RateLimit,
  now = new Date(),
): Promise<RateLimitResult> {
  const start = windowStart(now, limit.windowSeconds);
  const result = await db.execute<{ count: number }>(sql`
    insert into rate_limits (tenant, key, window_start, count) values (${slug}, ${key}, ${start.toISOString()}, 1)
    on conflict (tenant, key, window_start) do update set count = rate_limits.count + 1
    returning count`);
  const count = Number(rowsOf<{ count: number }>(result)[0]!.count);
  const retryAfterSeconds = (start.getTime() + limit.windowSeconds * 1000 - now.getTime()) / 1000;
  return { ok: count <= limit.max, count, remaining: Math.max(0, limit.max - count), retryAfterSeconds };
}

/**
 * Counts one attempt against each limit in turn; the first one over it answers 429, and the limits
 * after it are not counted (a refused request does not eat into a shared ceiling). Returns what is
 * left under the tightest limit.
 */
export async function hitRateLimits(
  db: Pick<Db | Tx, "execute">,
  slug: string,
  limits: readonly (readonly [key: string, limit: RateLimit])[],
  refusal?: { code: string; message: string },
): Promise<number> {
  let remaining = Number.POSITIVE_INFINITY;
  for (const [key, limit] of limits) {
    const result = await hitRateLimit(db, slug, key, limit);
    if (!result.ok) throw tooMany(result.retryAfterSeconds, refusal);
    remaining = Math.min(remaining, result.remaining);
  }
  return remaining;
}

/** Old windows are useless; the scheduled outbox run sweeps them. */
export async function sweepRateLimits(db: Db, olderThan: Date): Promise<void> {
  await db.execute(sql`delete from rate_limits where window_start < ${olderThan.toISOString()}`);
}
/**
 * Attempts to reserve (each one a Checkout Session at the provider): a shopper retrying after a
 * declined card or a cancel needs a few; a script needs hundreds. Per verified phone and per
 * client address, an hour.
 */
export const RESERVE_PER_PHONE_LIMIT: RateLimit = { max: 6, windowSeconds: 60 * 60 };
export const RESERVE_PER_IP_LIMIT: RateLimit = { max: 10, windowSeconds: 60 * 60 };
/** Quick quotes call the finance partner: a shopper adjusting a quote makes a few dozen at most. */
export const QUOTE_PER_IP_LIMIT: RateLimit = { max: 120, windowSeconds: 15 * 60 };
