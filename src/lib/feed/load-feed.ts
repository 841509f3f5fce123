import { join } from "node:path";
import { FEED_ENTITIES, FEED_ENTITY_NAMES, type FeedEntity, type TenantFeed } from "./entities.ts";
import { type ReadStock, readLocalStock, readRemoteStock, type StockSource } from "./formats/stock-source.ts";
import { fetchRemoteFeed, FeedUnavailableError, readLocalFeed, type RemoteFeedOptions } from "./source.ts";
import { type FeedIssue, type RecordSources, validateRecords } from "./validate.ts";

export interface FeedLocation {
  slug: string;
  /** Folder with `<entity>.json` files, used when `url` is not set. */
  dir: string;
  url?: string;
  remote?: RemoteFeedOptions;
  /** How the stock is read when the dealer sends their own export rather than our JSON. */
  stock?: StockSource;
}

export interface LoadedFeed {
  feed: TenantFeed;
  issues: FeedIssue[];
}

/** One entity's records as read: before validation, or (a stock export) validated as read. */
export type RawEntity =
  | { records: unknown[]; sources?: RecordSources; issues: FeedIssue[]; validated?: never }
  | ReadStock;

/** An entity's valid records and every record or row skipped, validating what was not validated as read. */
export function validatedEntity<E extends FeedEntity>(
  slug: string,
  entity: E,
  read: RawEntity | undefined,
): { records: TenantFeed[E]; issues: FeedIssue[] } {
  if (!read) return { records: [] as unknown as TenantFeed[E], issues: [] };
  if (read.validated) return { records: read.records as unknown as TenantFeed[E], issues: read.issues };
  const result = validateRecords(slug, entity, read.records, read.sources);
  return { records: result.records as unknown as TenantFeed[E], issues: [...read.issues, ...result.issues] };
}

const DEFAULT_REMOTE: RemoteFeedOptions = { timeoutMs: 15_000, retries: 3 };

/** Reads one entity, local or remote, in its format; undefined when the dealer has no such feed. */
export async function readRawEntity(where: FeedLocation, entity: FeedEntity): Promise<RawEntity | undefined> {
  if (entity === "cars" && where.stock) {
    return where.url
      ? readRemoteStock(where.slug, where.url, where.stock, where.remote ?? DEFAULT_REMOTE)
      : readLocalStock(where.slug, where.dir, where.stock);
  }
  const records = where.url
    ? await fetchRemoteFeed(where.url, entity, where.remote ?? DEFAULT_REMOTE)
    : await readLocalFeed(where.dir, entity);
  return records && { records, issues: [] };
}

async function readEntity(where: FeedLocation, entity: FeedEntity): Promise<RawEntity> {
  const raw = await readRawEntity(where, entity);
  if (raw !== undefined) return raw;
  if (FEED_ENTITIES[entity].required) {
    const file = entity === "cars" && where.stock ? where.stock.fileName : `${entity}.json`;
    const source = where.url ? `${where.url.replace(/\/+$/, "")}/${file}` : join(where.dir, file);
    throw new FeedUnavailableError(`${where.slug}: the ${entity} feed is missing (${source})`);
  }
  return { records: [], issues: [] };
}

/**
 * Reads and validates every feed of a tenant. Bad records come back as issues and are left out;
 * a missing or unreadable required feed throws FeedUnavailableError, failing the tenant.
 */
export async function loadTenantFeed(where: FeedLocation): Promise<LoadedFeed> {
  const raw = await Promise.all(FEED_ENTITY_NAMES.map((entity) => readEntity(where, entity)));
  const feed = {} as Record<FeedEntity, unknown[]>;
  const issues: FeedIssue[] = [];
  FEED_ENTITY_NAMES.forEach((entity, index) => {
    const result = validatedEntity(where.slug, entity, raw[index]);
    feed[entity] = result.records;
    issues.push(...result.issues);
  });
  return { feed: feed as TenantFeed, issues };
}
