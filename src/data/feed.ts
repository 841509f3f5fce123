import type { FeedEntity, TenantFeed } from "#lib/feed/entities.ts";
import { getTenantBundle } from "./tenant.ts";

/**
 * The tenant's validated feed records of one entity. The feed is read and validated once per
 * build (bad records reported and skipped by the build integration); pages share that result.
 */
export async function getFeed<E extends FeedEntity>(entity: E): Promise<TenantFeed[E]> {
  return (await getTenantBundle()).feed[entity];
}
