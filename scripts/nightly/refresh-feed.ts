import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { FEED_ENTITIES, FEED_ENTITY_NAMES } from "#lib/feed/entities.ts";
import { tenantFeedLocation } from "#lib/feed/feed-location.ts";
import { readStockFile } from "#lib/feed/formats/read-stock.ts";
import { RecordValidator } from "#lib/feed/validate.ts";
import { downloadFeedFile, FeedUnavailableError, fetchRemoteFeed } from "#lib/feed/source.ts";
import type { TenantConfig } from "#lib/tenant/schema.ts";

/**
 * Fetches a dealer's remote feed (`feed.url`) into its feed folder, so that the build and the
 * next day's diff read one snapshot. All feeds are fetched (and a dealer's own stock export read
 * through its mapping) before any file is replaced: a required feed that cannot be fetched or read
 * fails the tenant and leaves yesterday's files (and site) as they were. Records are validated by
 * the build, which reports the skipped ones.
 */
export async function refreshFeed(tenantDir: string, config: TenantConfig): Promise<string> {
  const url = config.feed.url;
  if (!url) return "local feed";
  const where = tenantFeedLocation(config, join(tenantDir, ".."));
  const remote = where.remote!;
  const dir = join(tenantDir, "feed");
  const stock = where.stock;
  const jsonEntities = FEED_ENTITY_NAMES.filter((entity) => !(stock && entity === "cars"));
  // Staged under its own name (messages name the dealer's file), in a folder removed afterwards.
  const incoming = join(dir, ".incoming");
  const staged = stock && join(incoming, stock.fileName);
  if (staged) await mkdir(incoming, { recursive: true });
  try {
    const [fetched] = await Promise.all([
      Promise.all(jsonEntities.map((entity) => fetchRemoteFeed(url, entity, remote))),
      stock && stageStockFile(url, staged!, stock, remote, config.slug),
    ]);
    jsonEntities.forEach((entity, index) => {
      if (fetched[index] === undefined && FEED_ENTITIES[entity].required)
        throw new FeedUnavailableError(`${config.slug}: the ${entity} feed is missing (${url}/${entity}.json)`);
    });
    await Promise.all(
      jsonEntities.map(async (entity, index) => {
        const file = join(dir, `${entity}.json`);
        const records = fetched[index];
        if (records === undefined) return rm(file, { force: true });
        await writeFile(`${file}.tmp`, `${JSON.stringify(records, null, 1)}\n`);
        await rename(`${file}.tmp`, file);
      }),
    );
    if (stock) await rename(staged!, join(dir, stock.fileName));
  } finally {
    if (staged) await rm(incoming, { recursive: true, force: true });
  }
  return `feed refreshed from ${url}`;
}

/** Downloads the dealer's stock export beside the current one and reads it once, so a file that cannot be parsed never replaces a good one. */
async function stageStockFile(
  url: string,
  staged: string,
  stock: NonNullable<ReturnType<typeof tenantFeedLocation>["stock"]>,
  remote: NonNullable<ReturnType<typeof tenantFeedLocation>["remote"]>,
  slug: string,
): Promise<void> {
  if (!(await downloadFeedFile(url, stock.fileName, staged, remote)))
    throw new FeedUnavailableError(`${slug}: the cars feed is missing (${url}/${stock.fileName})`);
  // Validated row by row as the build reads it, so the check costs the build's memory, not more.
  await readStockFile(staged, stock.settings, stock.context, new RecordValidator(slug, "cars"));
}
