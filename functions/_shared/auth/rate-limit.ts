import { sql } from "drizzle-orm";
import type { Db, Tx } from "../db/client.ts";
import { rowsOf } from "../db/migrate.ts";

interface RateLimit {
  max: number;
  windowSeconds: number;
}

/**
 * The spec leaves the numbers per dealer ("other per-dealer values: not shown"); these bound
 * SMS cost and code guessing. Limits on a phone are counted per phone and client address, so a
 * stranger who types someone else's number can never lock its owner out: 5 codes and 10 checks
 * per phone and address per 15 minutes. Across addresses a phone gets at most 15 codes an hour
 * (SMS cost), and one address 30 code requests an hour. A code itself takes 5 wrong guesses
 * (verification.ts); its owner then asks for a fresh one.
 */
export const SMS_SEND_LIMIT: RateLimit = { max: 5, windowSeconds: 15 * 60 };
export const SMS_SEND_PER_PHONE_LIMIT: RateLimit = { max: 15, windowSeconds: 60 * 60 };
export const RATE_LIMIT_CHECK_LIMIT: RateLimit = { max: 10, windowSeconds: 15 * 60 };
export const SMS_SEND_PER_IP_LIMIT: RateLimit = { max: 30, windowSeconds: 60 * 60 };
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
  tenant: string,
  key: string,
  limit: RateLimit,
  now = new Date(),
): Promise<RateLimitResult> {
  const start = windowStart(now, limit.windowSeconds);
  const result = await db.execute<{ count: number }>(sql`
    insert into rate_limits (tenant, key, window_start, count) values (${tenant}, ${key}, ${start.toISOString()}, 1)
    on conflict (tenant, key, window_start) do update set count = rate_limits.count + 1
    returning count`);
  const count = Number(rowsOf<{ count: number }>(result)[0]!.count);
  const retryAfterSeconds = (start.getTime() + limit.windowSeconds * 1000 - now.getTime()) / 1000;
  return { ok: count <= limit.max, count, remaining: Math.max(0, limit.max - count), retryAfterSeconds };
}

/** Old windows are useless; the scheduled outbox run sweeps them. */
export async function sweepRateLimits(db: Db, olderThan: Date): Promise<void> {
  await db.execute(sql`delete from rate_limits where window_start < ${olderThan.toISOString()}`);
}
/** Quick quotes call the finance partner: a shopper adjusting a quote makes a few dozen at most. */
export const QUOTE_PER_IP_LIMIT: RateLimit = { max: 120, windowSeconds: 15 * 60 };
