import { join, resolve } from "node:path";
import type { Car } from "../../src/lib/feed/car.ts";
import type { FeedEntity, TenantFeed } from "../../src/lib/feed/entities.ts";
import { fetchRemoteFeed, localFeedTime, readLocalFeed } from "../../src/lib/feed/source.ts";
import { validateRecords } from "../../src/lib/feed/validate.ts";
import { loadTenantConfig, TenantConfigError } from "../../src/lib/tenant/load-tenant.ts";
import type { TenantConfig } from "../../src/lib/tenant/schema.ts";
import { HttpError } from "./http/errors.ts";

/** Set by the local runner on every request; production reads TENANT (one Netlify site per tenant). */
export const TENANT_HEADER = "x-forecourt-tenant";

const SLUG = /^[a-z0-9][a-z0-9-]{0,62}$/;

/** The tenant a request is for: TENANT wins, so a client can never pick another tenant in production. */
export function tenantSlugOf(request: Request): string {
  const slug = (process.env.TENANT || request.headers.get(TENANT_HEADER) || "").trim().toLowerCase();
  if (!SLUG.test(slug)) throw unknownTenant();
  return slug;
}

const unknownTenant = () => new HttpError(404, "unknown_tenant", "This site is not configured.");

/** Tenant config and feeds as the functions need them; tenants/ ships with the functions (netlify.toml included_files). */
export interface Tenant {
  slug: string;
  config: TenantConfig;
  feed<E extends FeedEntity>(entity: E): Promise<TenantFeed[E]>;
  car(id: string): Promise<Car | undefined>;
  /** When the cars feed was read as the dealer's truth: stock hook changes after it still apply. */
  feedTime(): Promise<Date>;
}

/** Feeds change when stock does; functions re-read them this often (a rebuild redeploys anyway). */
export const FEED_TTL_MS = 5 * 60_000;

const memo = new Map<string, { at: number; tenant: Promise<Tenant> }>();

export function tenantsDir(): string {
  return resolve(process.env.TENANTS_DIR || join(process.env.FORECOURT_ROOT || process.cwd(), "tenants"));
}

export async function loadTenant(slug: string, now = Date.now()): Promise<Tenant> {
  const key = `${tenantsDir()}:${slug}`;
  const hit = memo.get(key);
  if (hit && now - hit.at < FEED_TTL_MS) return hit.tenant;
  const tenant = openTenant(slug);
  memo.set(key, { at: now, tenant });
  tenant.catch(() => memo.delete(key));
  return tenant;
}

export async function tenantOf(request: Request): Promise<Tenant> {
  return loadTenant(tenantSlugOf(request));
}

async function openTenant(slug: string): Promise<Tenant> {
  let config: TenantConfig;
  try {
    config = await loadTenantConfig(tenantsDir(), slug);
  } catch (error) {
    if (error instanceof TenantConfigError && error.reason === "missing") throw unknownTenant();
    throw error;
  }
  const feeds = new Map<FeedEntity, Promise<unknown[]>>();
  const feed = <E extends FeedEntity>(entity: E): Promise<TenantFeed[E]> => {
    if (!feeds.has(entity)) {
      const loading = readFeed(slug, config, entity);
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
    config.feed.url ? openedAt : ((await localFeedTime(join(tenantsDir(), slug, "feed"))) ?? new Date(0));
  return { slug, config, feed, car, feedTime };
}

async function readFeed<E extends FeedEntity>(slug: string, config: TenantConfig, entity: E): Promise<TenantFeed[E]> {
  const raw = config.feed.url
    ? await fetchRemoteFeed(config.feed.url, entity, {
        timeoutMs: config.feed.timeoutMs,
        retries: Math.min(config.feed.retries, 1),
      })
    : await readLocalFeed(join(tenantsDir(), slug, "feed"), entity);
  // Bad records were reported by the build; here they are simply left out.
  return validateRecords(slug, entity, raw ?? []).records as TenantFeed[E];
}

/** Forget cached tenants (tests that switch TENANTS_DIR). */
export function clearTenantCache(): void {
  memo.clear();
}
