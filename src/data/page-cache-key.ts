import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import type { Car } from "#lib/feed/car.ts";
import { FEED_ENTITY_NAMES } from "#lib/feed/entities.ts";
import { feedNow } from "#lib/tenant/build-time.ts";
import { getTenantBundle } from "./tenant.ts";

/**
 * The keys of a rebuild's reuse (src/data/page-reuse.ts). A page whose key is the one the live
 * site recorded is taken from it instead of rendered, so a sale re-renders the sold car's page
 * and the pages that show it, not the dealer's whole stock. A key must change whenever the page's
 * output would: it is everything the page shows.
 *
 * A car page shows its car, its similar cars and the site around them (the dealer's settings and
 * every feed but the cars: locations, models, reviews, lenders, offers…), on a given day (finance
 * eligibility by the car's age, sold-within windows). Its key is all of those; the stock time
 * in the page is left out on purpose: a copied page asks for changes since its own, older, stock
 * time, and every change after it is one the page already shows or one it should apply.
 *
 * A listing page (search, models, offers, a model's stock) shows the site and what it lists: its
 * key is the site's and a digest of what it lists and counts (listingPageKey), so a page that
 * counts every car (the search pages' facets) changes with any car.
 *
 * And the code: a page copied after an island's code changed would name a chunk that no longer
 * exists (its island never wakes). Any change to the code under src/, the packages or the Astro
 * config, or to the client bundle's file names, therefore renders every page again.
 */
const sha256 = (text: string) => createHash("sha256").update(text).digest("base64url");

/** The files whose change must re-render every page: the site's code (not its tests), the packages, the config. */
export function codeDigest(root = process.cwd()): string {
  const hash = createHash("sha256");
  const add = (file: string) => hash.update(relative(root, file)).update("\0").update(readFileSync(file)).update("\0");
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (!/\.test\.[jt]sx?$/.test(entry.name)) add(path);
    }
  };
  walk(join(root, "src"));
  for (const file of ["package.json", "package-lock.json", "astro.config.mjs"]) {
    try {
      add(join(root, file));
    } catch {
      // A checkout without a lockfile: the packages are then the code's own affair.
    }
  }
  return hash.digest("base64url");
}

/**
 * The client bundle's file names (content-hashed), which Vite has written into the output by the
 * time Astro lists the paths: pages name their islands' chunks and stylesheets by them.
 */
function clientAssets(): string[] {
  const outDir = process.env.FORECOURT_OUT_DIR;
  if (!outDir) return [];
  try {
    return readdirSync(join(outDir, "_astro")).sort();
  } catch {
    return [];
  }
}

let siteKey: Promise<string> | undefined;

/** What every page shows besides what it lists, as one digest, once per build. */
function siteDigest(): Promise<string> {
  siteKey ??= getTenantBundle().then(({ config, feed }) => {
    const day = new Intl.DateTimeFormat("en-CA", { timeZone: config.timeZone }).format(feedNow(config));
    const others = FEED_ENTITY_NAMES.filter((entity) => entity !== "cars").map((entity) => feed[entity]);
    return sha256(JSON.stringify([config, others, day, codeDigest(), clientAssets()]));
  });
  return siteKey;
}

/** A digest of anything a page shows that is not a car (counts, facets, routes, offers), to put in its key. */
export function digestOf(value: unknown): string {
  return sha256(JSON.stringify(value) ?? "undefined");
}

const carDigests = new WeakMap<Car, string>();

function carDigest(car: Car): string {
  let digest = carDigests.get(car);
  if (digest === undefined) {
    digest = sha256(JSON.stringify(car));
    carDigests.set(car, digest);
  }
  return digest;
}

/** The key of a page that shows `car` and `similar` (which every car route's paths carry). */
export async function carPageCacheKey(car: Car, similar: readonly Car[]): Promise<string> {
  return sha256([await siteDigest(), carDigest(car), ...similar.map(carDigest)].join(" "));
}

/**
 * The key of a listing page: the site, each car it lists (in order) and a digest of whatever else
 * it shows (`shown`: counts, facets, the offers running, the routes it links).
 */
export async function listingPageKey(cars: readonly Car[], shown: unknown): Promise<string> {
  return sha256([await siteDigest(), ...cars.map(carDigest), digestOf(shown)].join(" "));
}
