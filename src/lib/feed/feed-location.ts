import { join, relative } from "node:path";
import { type StockSourceDealer, stockSourceOf } from "./formats/stock-source.ts";
import type { FeedLocation } from "./load-feed.ts";

/**
 * Where and how a tenant's feeds are read: its feed folder, or `feed.url` (unless `local`, as the
 * nightly builds from the copy it fetched), in the format tenant.json names.
 */
export function tenantFeedLocation(
  config: StockSourceDealer & { slug: string },
  tenantsDir: string,
  options: { local?: boolean } = {},
): FeedLocation {
  const configPath = relative(process.cwd(), join(tenantsDir, config.slug, "tenant.json"));
  return {
    slug: config.slug,
    dir: join(tenantsDir, config.slug, "feed"),
    url: options.local ? undefined : config.feed.url,
    remote: { timeoutMs: config.feed.timeoutMs, retries: config.feed.retries },
    stock: stockSourceOf(config, configPath),
  };
}
