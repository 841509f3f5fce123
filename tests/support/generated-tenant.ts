import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sampleRawCars } from "../../scripts/support/sample-feed.ts";
import { tenantFeedLocation } from "#lib/feed/feed-location.ts";
import { loadTenantFeed, type LoadedFeed } from "#lib/feed/load-feed.ts";
import { parseTenantConfig } from "#lib/tenant/load-tenant.ts";
import type { TenantConfig } from "#lib/tenant/schema.ts";

/** Helpers for generate.test.ts: temp folders, byte snapshots and loading a generated tenant. */

export interface LoadedTenant {
  config: TenantConfig;
  loaded: LoadedFeed;
  /** The cars as the feed gives them (cars.json, or a stock export through its mapping), before the schema's coercions. */
  raw: Record<string, unknown>[];
  /** Paths under public/, such as /images/cars/suv-red.svg. */
  publicFiles: Set<string>;
}

const dirs: string[] = [];

export async function tempDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), "forecourt-samples-"));
  dirs.push(dir);
  return dir;
}

export async function removeTempDirs(): Promise<void> {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
}

/** Every file under root, keyed by its path below root, sorted. */
export async function snapshot(root: string): Promise<Map<string, Buffer>> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
  return new Map(
    await Promise.all(
      files.sort().map(async (file) => [file.slice(root.length).replaceAll("\\", "/"), await readFile(file)] as const),
    ),
  );
}

export async function loadTenant(root: string, slug: string): Promise<LoadedTenant> {
  const dir = join(root, slug);
  const config = parseTenantConfig(JSON.parse(await readFile(join(dir, "tenant.json"), "utf8")), `${slug}/tenant.json`);
  const loaded = await loadTenantFeed(tenantFeedLocation(config, root));
  const raw = sampleRawCars(slug, config, root);
  const publicFiles = new Set((await snapshot(join(dir, "public"))).keys());
  return { config, loaded, raw, publicFiles };
}
