import { join } from "node:path";
import { FEED_ENTITIES, FEED_ENTITY_NAMES, type FeedEntity, type TenantFeed } from "./entities.ts";
import { fetchRemoteFeed, FeedUnavailableError, readLocalFeed, type RemoteFeedOptions } from "./source.ts";
import { validateRecords, type FeedIssue } from "./validate.ts";

interface FeedLocation {
  tenant: string;
  /** Folder with `<entity>.json` files, used when `url` is not set. */
  dir: string;
  url?: string;
  remote?: RemoteFeedOptions;
}

export interface LoadedFeed {
  feed: TenantFeed;
  issues: FeedIssue[];
}

async function readEntity(where: FeedLocation, entity: FeedEntity): Promise<unknown[]> {
  const records = where.url
    ? await fetchRemoteFeed(where.url, entity, where.remote ?? { timeoutMs: 15_000, retries: 3 })
    : await readLocalFeed(where.dir, entity);
  if (records !== undefined) return records;
  if (FEED_ENTITIES[entity].required) {
    const source = where.url ? `${where.url.replace(/\/+$/, "")}/${entity}.json` : join(where.dir, `${entity}.json`);
    throw new FeedUnavailableError(`${where.tenant}: the ${entity} feed is missing (${source})`);
  }
  return [];
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
    const result = validateRecords(where.tenant, entity, raw[index]!);
    feed[entity] = result.records;
    issues.push(...result.issues);
  });
  return { feed: feed as TenantFeed, issues };
}
