import { sameSecret } from "#lib/security/same-secret.ts";
import { promisify } from "node:util";
import { gzip } from "node:zlib";
import { applyLiveStock } from "#lib/inventory/live-stock.ts";
import {
  channelContextOf,
  type FeedFileName,
  feedFilesOf,
  isFeedFileName,
  renderFeed,
} from "#lib/syndication/channel-feeds.ts";
import { MIN_FEED_TOKEN_LENGTH } from "#lib/syndication/settings.ts";
import type { Db } from "../platform/db/client.ts";
import { etagOf } from "../platform/http/etag.ts";
import { liveStockSince } from "../stock/live.ts";
import type { Tenant } from "../platform/tenant.ts";

/**
 * A channel feed as a channel pulls it, true to the minute: the dealer's feed with every
 * stock change received since it was read (sold or removed → gone, reserved → the channel's
 * "pending", a new price → that price), rendered by the same rules the build reports on.
 */

/** The feed file a request may have, or null when the address, the channel or the token is wrong. */
export function requestedFeed(tenant: Tenant, file: string, token: string | null): FeedFileName | null {
  if (!isFeedFileName(file) || !feedFilesOf(tenant.config.syndication).includes(file)) return null;
  const envName = tenant.config.syndication.tokenEnv;
  const expected = envName ? process.env[envName] : undefined;
  if (!expected || expected.length < MIN_FEED_TOKEN_LENGTH) {
    console.warn(`[feeds] ${tenant.slug}: ${envName ?? "syndication.tokenEnv"} is not set, so /feeds/${file} is off`);
    return null;
  }
  return token !== null && sameSecret(token, expected) ? file : null;
}

export interface ServedFeed {
  etag: string;
  /** The body as UTF-8, encoded once per rendering (a 10,000-car feed is 6–14 MB). */
  bytes: Buffer;
  /** The same gzipped (about a tenth of the size), made on the first pull that accepts it. */
  gzipped(): Promise<Buffer>;
}

const gzipped = promisify(gzip);

/** The last rendering of each feed, kept while neither the feed nor its stock changes have moved. */
const rendered = new Map<string, { cars: unknown; stamp: string; feed: ServedFeed }>();

/** The dealer's cars with every stock change since its feed applied, and what the channels need to know. */
export async function liveStock(db: Db, tenant: Tenant) {
  const [cars, locations, feedTime] = await Promise.all([
    tenant.feed("cars"),
    tenant.feed("locations"),
    tenant.feedTime(),
  ]);
  const live = await liveStockSince(db, tenant, feedTime);
  const context = channelContextOf(tenant.config, locations);
  return { feedCars: cars, live, feedTime, context, withChanges: () => applyLiveStock(cars, live) };
}

export async function liveFeed(db: Db, tenant: Tenant, file: FeedFileName): Promise<ServedFeed> {
  const { feedCars: cars, live, feedTime, context, withChanges } = await liveStock(db, tenant);
  const stamp = `${feedTime.toISOString()}|${live.map((entry) => `${entry.car_id}@${entry.at}`).join(",")}`;
  const key = `${tenant.slug}/${file}`;
  const hit = rendered.get(key);
  if (hit && hit.cars === cars && hit.stamp === stamp) return hit.feed;
  const { body } = renderFeed(file, withChanges(), context);
  let zipped: Promise<Buffer> | undefined;
  const bytes = Buffer.from(body);
  const served: ServedFeed = { etag: etagOf(body), bytes, gzipped: () => (zipped ??= gzipped(bytes)) };
  rendered.set(key, { cars, stamp, feed: served });
  return served;
}
