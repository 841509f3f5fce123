import { join, resolve } from "node:path";
import { tenantFeedLocation } from "#lib/feed/feed-location.ts";
import { stockFileName } from "#lib/feed/formats/mapping-schema.ts";
import { loadTenantFeed, type LoadedFeed } from "#lib/feed/load-feed.ts";
import { localFeedTime } from "#lib/feed/source.ts";
import { applyLiveStock, changesAfter, foldStockChanges } from "#lib/inventory/live-stock.ts";
import { readStockJournal } from "#lib/inventory/stock-journal.ts";
import { type ContentJournal, readContentJournal } from "#lib/content/content-journal.ts";
import {
  applyCarCommentEdits,
  applyHoursEdits,
  applyOfferEdits,
  applySettingsEdits,
  NO_EDITS,
} from "#lib/content/edits.ts";
import { usePageCurrency } from "#lib/format/money.ts";
import { importedHistories } from "#lib/feed/price-history.ts";
import { mergeHistories, withBackedWasPrices } from "#lib/pricing/price-history.ts";
import { readPriceJournal } from "#lib/pricing/price-journal.ts";
import { feedNow } from "#lib/tenant/build-time.ts";
import { loadTenantConfig } from "#lib/tenant/load-tenant.ts";
import type { TenantConfig } from "#lib/tenant/schema.ts";

/**
 * The tenant this Astro run builds. The multi-tenant build sets TENANT for each run; a bare
 * `astro dev`/`astro check` uses the first sample dealer so the project works out of the box.
 */
const DEFAULT_TENANT = "harbour-city-motor-group";

export function currentTenantSlug(): string {
  return process.env.TENANT || DEFAULT_TENANT;
}

export function tenantsDir(): string {
  return resolve(process.env.TENANTS_DIR || "tenants");
}

export function tenantFolder(slug = currentTenantSlug()): string {
  return join(tenantsDir(), slug);
}

export interface TenantBundle extends LoadedFeed {
  config: TenantConfig;
  /** When this build's cars feed was read (ISO): pages ask /api/stock-status for changes after it. */
  stockTime: string;
  /** Stock hook changes received after the feed and applied on top of it (cars). */
  liveChanges: number;
  /** The editors' published content version applied on top of the feed (0: none). */
  contentVersion: number;
}

// Memoised on globalThis: the integration, the content loaders and the pages run in one process
// but in different module graphs, and the feed should be read and validated once per build.
const memo = ((globalThis as { __forecourtTenant?: Map<string, Promise<unknown>> }).__forecourtTenant ??= new Map());

function once<T>(key: string, load: () => Promise<T>): Promise<T> {
  if (!memo.has(key)) memo.set(key, load());
  return memo.get(key) as Promise<T>;
}

/** The editors' published content, read once per build; undefined for a build from files alone. */
export function getContentJournal(slug = currentTenantSlug()): Promise<ContentJournal | undefined> {
  return once(`content:${slug}`, () => readContentJournal(slug));
}

export function getTenantConfig(slug = currentTenantSlug()): Promise<TenantConfig> {
  return once(`config:${slug}`, async () => {
    const files = await loadTenantConfig(tenantsDir(), slug);
    // The service banner and hero as the editors published them.
    const content = await getContentJournal(slug);
    const config = content ? applySettingsEdits(files, content.edits) : files;
    // One dealer per build: its pages write money in its currency.
    usePageCurrency(config.pricing.currency);
    return config;
  });
}

export function getTenantBundle(slug = currentTenantSlug()): Promise<TenantBundle> {
  return once(`bundle:${slug}`, async () => {
    const config = await getTenantConfig(slug);
    // The nightly fetches a remote feed into the feed folder first, then builds from that copy.
    const where = tenantFeedLocation(config, tenantsDir(), { local: process.env.FORECOURT_FEED_LOCAL === "1" });
    const loaded = await loadTenantFeed(where);
    const feedTime = (where.url ? undefined : await localFeedTime(where.dir, stockFileName(config.feed))) ?? new Date();
    const live = foldStockChanges(changesAfter(await readStockJournal(slug), feedTime));
    const content = await getContentJournal(slug);
    const cars = live.length ? applyLiveStock(loaded.feed.cars, live) : loaded.feed.cars;
    // A was-price shows only where the price history backs it: the dealer's imported history
    // (feed/prices.json) and what the database recorded since (the price journal).
    const histories = mergeHistories(importedHistories(loaded.feed.prices), await readPriceJournal(slug));
    const feed = {
      ...loaded.feed,
      cars: applyCarCommentEdits(
        withBackedWasPrices(cars, histories, feedNow(config), config.pricing.wasPriceMinDays),
        content?.edits ?? NO_EDITS,
      ),
      ...(content && {
        offers: applyOfferEdits(loaded.feed.offers, content.edits, config.timeZone),
        locations: applyHoursEdits(loaded.feed.locations, content.edits),
      }),
    };
    return {
      config,
      ...loaded,
      feed,
      stockTime: feedTime.toISOString(),
      liveChanges: live.length,
      contentVersion: content?.version ?? 0,
    };
  });
}
