import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import type { Car } from "#lib/feed/car.ts";
import { FEED_ENTITY_NAMES } from "#lib/feed/entities.ts";
import { feedNow } from "#lib/tenant/build-time.ts";
import { getTenantBundle } from "./tenant.ts";

/**
 * The keys of Astro's incremental build (experimental.incrementalBuild). A page whose
 * key and code are those of the last build is copied from it instead of rendered, so a sale
 * re-renders the sold car's pages and the pages that list it, not the dealer's whole stock.
 *
 * A car page shows its car, its similar cars and the site around them (the dealer's settings and
 * every feed but the cars: locations, models, reviews, lenders, offers…), on a given day (finance
 * eligibility by the car's age, sold-within windows). Its key is all of those; the stock time
 * in the page is left out on purpose: a copied page asks for changes since its own, older, stock
 * time, and every change after it is one the page already shows or one it should apply.
 *
 * And the code: Astro's own check sees a route's server modules, not the browser chunks its
 * islands load, so a page copied after an island's code changed named a chunk that no longer
 * existed (its island never woke). Any change to the code under src/, the packages or the Astro
 * config therefore renders every page again.
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
  for (const file of ["package-lock.json", "astro.config.mjs"]) {
    try {
      add(join(root, file));
    } catch {
      // A checkout without a lockfile: the packages are then the code's own affair.
    }
  }
  return hash.digest("base64url");
}

let siteKey: Promise<string> | undefined;

/** What every car page shows besides its cars, as one digest, once per build. */
function siteDigest(): Promise<string> {
  siteKey ??= getTenantBundle().then(({ config, feed }) => {
    const day = new Intl.DateTimeFormat("en-CA", { timeZone: config.timeZone }).format(feedNow(config));
    const others = FEED_ENTITY_NAMES.filter((entity) => entity !== "cars").map((entity) => feed[entity]);
    return sha256(JSON.stringify([config, others, day, codeDigest()]));
  });
  return siteKey;
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
