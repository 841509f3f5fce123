import { existsSync } from "node:fs";
import { readdir } from "node:fs/promises";
import { join } from "node:path";
import type { Car } from "#lib/feed/car.ts";
import type { FeedEntity, TenantFeed } from "#lib/feed/entities.ts";
import { tenantFeedLocation } from "#lib/feed/feed-location.ts";
import { stockFileName } from "#lib/feed/formats/mapping-schema.ts";
import { type RawEntity, readRawEntity, validatedEntity } from "#lib/feed/load-feed.ts";
import { localFeedTime } from "#lib/feed/source.ts";
import { COMMON_ERRORS } from "#lib/api/contract.ts";
import { loadTenantConfig, TenantConfigError } from "#lib/tenant/load-tenant.ts";
import type { TenantConfig } from "#lib/tenant/schema.ts";
import { TENANT_HEADER, TENANT_SLUG } from "#lib/tenant/slug.ts";
import { isProduction } from "./env.ts";
import { deploySnapshotSlug, tenantFilesSource, tenantsFolder, tenantsRoot } from "./tenant-files.ts";

/**
 * The tenant a request is for: TENANT in production (one Netlify site per tenant), so a client can
 * never pick another tenant; locally the runner sets TENANT_HEADER from the request's host.
 */
export function tenantSlugOf(request: Request): string {
  const slug = (deployedTenant() || request.headers.get(TENANT_HEADER) || "").trim().toLowerCase();
  if (!TENANT_SLUG.test(slug)) throw new UnknownTenantError();
  return slug;
}

export const TENANT_NOT_SET =
  "TENANT is not set: in production each site serves one dealer, so set TENANT=<slug> in the site's environment variables (a request header never chooses the tenant there)";

/**
 * The site's own tenant (TENANT), or undefined locally, where one server serves every tenant.
 * Production refuses to run without it, rather than let x-forecourt-tenant (or a
 * scheduled run over every tenant) decide.
 */
export function deployedTenant(): string | undefined {
  const slug = process.env.TENANT?.trim().toLowerCase();
  if (slug) return slug;
  if (isProduction()) throw new Error(TENANT_NOT_SET);
  return undefined;
}

/**
 * No such dealer: a slug that is not a tenant's, or a tenant without a tenant.json. A domain error,
 * not an HTTP one: the entry wrappers (`httpErrorOf`, http/define-function.ts) answer it 404 `unknown_tenant`.
 */
export class UnknownTenantError extends Error {
  override name = "UnknownTenantError";
  constructor() {
    super(COMMON_ERRORS.unknown_tenant.message);
  }
}

/** Tenant config and feeds as the functions need them: the repository's files, or the deploy's own (tenant-files.ts). */
export interface Tenant {
  slug: string;
  config: TenantConfig;
  feed<E extends FeedEntity>(entity: E): Promise<TenantFeed[E]>;
  /** The feed as filed, without what the database adds (the console lists the draft on top of it). */
  filedFeed<E extends FeedEntity>(entity: E): Promise<TenantFeed[E]>;
  car(id: string): Promise<Car | undefined>;
  /** When the cars feed was read as the dealer's truth: stock hook changes after it still apply. */
  feedTime(): Promise<Date>;
}

/** Feeds change when stock does; functions re-read them this often (a rebuild redeploys anyway). */
export const FEED_TTL_MS = 5 * 60_000;

/** Opened tenants, one cache per overlay (none: the files as filed), so a reader never gets another's. */
const memos = new Map<FeedOverlay | undefined, Map<string, { at: number; tenant: Promise<Tenant> }>>();

/** Every tenant this process serves: the deploy's one dealer, or each folder under tenants/ that holds a tenant.json, sorted. */
export async function listTenantSlugs(): Promise<string[]> {
  if (tenantFilesSource() === "deploy") return [await deploySnapshotSlug()];
  const dir = tenantsFolder();
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const slugs = entries
    .filter((entry) => entry.isDirectory() && TENANT_SLUG.test(entry.name))
    .filter((entry) => existsSync(join(dir, entry.name, "tenant.json")))
    .map((entry) => entry.name);
  return slugs.sort();
}

/** Cached per source of files, so tests that switch TENANTS_DIR never see another folder's tenant. */
const memoKey = (slug: string) => `${tenantFilesSource() === "deploy" ? "deploy" : tenantsFolder()}:${slug}`;

/**
 * A dealer's config and feeds, cached for FEED_TTL_MS. With `overlay`, each feed has it on top: the
 * functions pass the editors' published content (content/overlay.ts `loadPublishedTenant`, which
 * `call.site()` uses); without it, the feeds as filed (scripts that read tenants without the database).
 */
export async function loadTenant(
  slug: string,
  { overlay, now = Date.now() }: { overlay?: FeedOverlay; now?: number } = {},
): Promise<Tenant> {
  const key = memoKey(slug);
  const memo = memos.get(overlay) ?? new Map<string, { at: number; tenant: Promise<Tenant> }>();
  memos.set(overlay, memo);
  const hit = memo.get(key);
  if (hit && now - hit.at < FEED_TTL_MS) return hit.tenant;
  const tenant = openTenant(slug, overlay);
  memo.set(key, { at: now, tenant });
  tenant.catch(() => memo.delete(key));
  return tenant;
}

/**
 * What the database adds on top of a feed entity (the editors' published content, the price
 * history behind was-prices: content/overlay.ts); `filed` reads another entity as filed.
 */
export type FeedOverlay = (
  slug: string,
) => Promise<
  (
    entity: FeedEntity,
    records: unknown[],
    config: TenantConfig,
    filed: (entity: FeedEntity) => Promise<unknown[]>,
  ) => unknown[] | Promise<unknown[]>
>;

async function openTenant(slug: string, overlay: FeedOverlay | undefined): Promise<Tenant> {
  // Read when the tenant is opened (the start of a request), never later: a feed first read inside
  // a transaction must not query the database again (PGlite has one connection: it would wait forever).
  const applyOverlay = overlay ? await overlay(slug) : undefined;
  const root = await tenantsRoot();
  // A deploy's functions read the feed copy its pages were built from, never the feed host.
  const local = tenantFilesSource() === "deploy";
  let config: TenantConfig;
  try {
    config = await loadTenantConfig(root, slug);
  } catch (error) {
    if (error instanceof TenantConfigError && error.reason === "missing") throw new UnknownTenantError();
    throw error;
  }
  // Each entity is read once per opening: as filed, and with the overlay on top (which copies, never mutates).
  const filed = new Map<FeedEntity, Promise<unknown[]>>();
  const filedFeed = <E extends FeedEntity>(entity: E): Promise<TenantFeed[E]> => {
    if (!filed.has(entity)) {
      const read = readFeed(slug, config, entity, root, local);
      read.catch(() => filed.delete(entity));
      filed.set(entity, read);
    }
    return filed.get(entity) as Promise<TenantFeed[E]>;
  };
  const feeds = new Map<FeedEntity, Promise<unknown[]>>();
  const feed = <E extends FeedEntity>(entity: E): Promise<TenantFeed[E]> => {
    if (!feeds.has(entity)) {
      const read = filedFeed(entity);
      const loading = applyOverlay
        ? read.then((records) => applyOverlay(entity, records, config, filedFeed) as Promise<TenantFeed[E]>)
        : read;
      loading.catch(() => feeds.delete(entity));
      feeds.set(entity, loading);
    }
    return feeds.get(entity) as Promise<TenantFeed[E]>;
  };
  let carsById: Promise<Map<string, Car>> | null = null;
  const car = async (id: string) => {
    carsById ??= feed("cars").then((cars) => new Map(cars.map((c) => [String(c.id), c])));
    return (await carsById).get(id);
  };
  const openedAt = new Date();
  const feedTime = async () =>
    config.feed.url && !local
      ? openedAt
      : ((await localFeedTime(join(root, slug, "feed"), stockFileName(config.feed))) ?? new Date(0));
  return { slug, config, feed, filedFeed, car, feedTime };
}

/** The last feed each tenant's remote fetch answered, validated: what a refresh falls back to. */
const lastGood = new Map<string, unknown[]>();

async function readFeed<E extends FeedEntity>(
  slug: string,
  config: TenantConfig,
  entity: E,
  root: string,
  local: boolean,
): Promise<TenantFeed[E]> {
  const where = tenantFeedLocation(config, root, { local });
  // Bad records were reported by the build; here they are simply left out.
  const validated = (raw: RawEntity | undefined) => validatedEntity(slug, entity, raw).records;
  if (!where.url) return validated(await readRawEntity(where, entity));
  const key = `${where.dir}:${entity}`;
  try {
    const remote = { timeoutMs: config.feed.timeoutMs, retries: Math.min(config.feed.retries, 1) };
    const records = validated(await readRawEntity({ ...where, remote }, entity));
    lastGood.set(key, records);
    return records;
  } catch (error) {
    // A lead must never depend on the feed host: keep serving the last good fetch, else the copy
    // the nightly fetched into the feed folder, until the host is back.
    const shipped = await readRawEntity({ ...where, url: undefined }, entity).catch(() => undefined);
    const kept = (lastGood.get(key) as TenantFeed[E] | undefined) ?? (shipped && validated(shipped));
    if (!kept) throw error;
    console.warn(
      `[functions] ${slug}: ${entity} feed unreachable, using the last good copy (${(error as Error).message})`,
    );
    return kept;
  }
}

/** Forget one tenant's cached config and feeds (after a build that may have read new ones). */
export function forgetTenant(slug: string): void {
  for (const memo of memos.values()) memo.delete(memoKey(slug));
}

/** Forget cached tenants and feeds, as a cold start does (tests that switch TENANTS_DIR). */
export function clearTenantCache(): void {
  memos.clear();
  lastGood.clear();
}
