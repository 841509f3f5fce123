import { rename, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { FEED_ENTITIES, FEED_ENTITY_NAMES } from "../../src/lib/feed/entities.ts";
import { FeedUnavailableError, fetchRemoteFeed } from "../../src/lib/feed/source.ts";
import type { TenantConfig } from "../../src/lib/tenant/schema.ts";

/**
 * Fetches a dealer's remote feed (`feed.url`) into its feed folder, so that the build and the
 * next day's diff read one snapshot. All feeds are fetched before any file is written: a required
 * feed that cannot be fetched fails the tenant and leaves yesterday's files (and site) as they were.
 * Records are validated by the build, which reports the skipped ones.
 */
export async function refreshFeed(tenantDir: string, config: TenantConfig): Promise<string> {
  const url = config.feed.url;
  if (!url) return "local feed";
  const remote = { timeoutMs: config.feed.timeoutMs, retries: config.feed.retries };
  const fetched = await Promise.all(FEED_ENTITY_NAMES.map((entity) => fetchRemoteFeed(url, entity, remote)));
  FEED_ENTITY_NAMES.forEach((entity, index) => {
    if (fetched[index] === undefined && FEED_ENTITIES[entity].required)
      throw new FeedUnavailableError(`${config.slug}: the ${entity} feed is missing (${url}/${entity}.json)`);
  });
  const dir = join(tenantDir, "feed");
  await Promise.all(
    FEED_ENTITY_NAMES.map(async (entity, index) => {
      const file = join(dir, `${entity}.json`);
      const records = fetched[index];
      if (records === undefined) return rm(file, { force: true });
      await writeFile(`${file}.tmp`, `${JSON.stringify(records, null, 1)}\n`);
      await rename(`${file}.tmp`, file);
    }),
  );
  return `feed refreshed from ${url}`;
}
