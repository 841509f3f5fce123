import { createHmac } from "node:crypto";
import { addressKey } from "#lib/security/address-key.ts";
import { hitRateLimit, type RateLimit } from "../platform/auth/rate-limit.ts";
import type { Db } from "../platform/db/client.ts";
import { sessionSecret } from "../platform/env.ts";

/**
 * One address (a script, a competitor, the dealer's own office) must not be able to inflate a
 * car's views. A shopper opening a car again, or reloading it, within half an hour is the same
 * look at it, so one view per car and address a half-hour window. Across cars, a keen shopper
 * opens a few dozen of a dealer's cars in a day; past 50 it is a crawler, or many people behind
 * one shared address, and either way the extra views would tell the dealer nothing.
 */
export const VIEW_PER_CAR_LIMIT: RateLimit = { max: 1, windowSeconds: 30 * 60 };
export const VIEWS_PER_DAY_LIMIT: RateLimit = { max: 50, windowSeconds: 24 * 60 * 60 };

/**
 * Today's key (UTC day, the daily window's day): made from the server secret and the date, and
 * never stored, so a key of one day says nothing about another's.
 */
const dayKey = (now: Date) =>
  createHmac("sha256", sessionSecret())
    .update(`view-limit\n${now.toISOString().slice(0, 10)}`)
    .digest();

const mac = (key: Buffer, text: string) => createHmac("sha256", key).update(text).digest("base64url");

/**
 * Whether a car page's view from this address is counted. The limits' rows (rate_limits, swept
 * within a day of their window) are keyed by a MAC of today's key over the dealer, the address
 * (IPv6 by its /64) and the car: they hold no address, cannot be matched to the same address at
 * another dealer or on another day, and are gone the next day.
 */
export async function withinViewLimits(
  db: Db,
  slug: string,
  address: string,
  carId: string,
  now = new Date(),
): Promise<boolean> {
  const key = dayKey(now);
  const who = `${slug}\n${addressKey(address)}`;
  const perCar = await hitRateLimit(db, slug, `view-car:${mac(key, `${who}\n${carId}`)}`, VIEW_PER_CAR_LIMIT, now);
  // A repeat look is not counted, so it does not use up the day's allowance either.
  if (!perCar.ok) return false;
  return (await hitRateLimit(db, slug, `views-day:${mac(key, who)}`, VIEWS_PER_DAY_LIMIT, now)).ok;
}
