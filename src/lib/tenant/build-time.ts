import type { FeedSettings } from "../feed/settings.ts";

/** "Today" for a build: the feed's snapshot time when it has one, else the time of the build. */
export function feedNow(config: { feed: FeedSettings }, buildTime = new Date()): Date {
  return config.feed.asOf ? new Date(config.feed.asOf) : buildTime;
}
