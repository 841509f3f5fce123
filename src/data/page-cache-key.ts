import { createHash } from "node:crypto";
import type { Car } from "../lib/feed/car.ts";
import { FEED_ENTITY_NAMES } from "../lib/feed/entities.ts";
import { feedNow } from "../lib/tenant/build-time.ts";
import { getTenantBundle } from "./tenant.ts";

/**
 * Issue 37: the keys of Astro's incremental build (experimental.incrementalBuild). A page whose
 * key and code are those of the last build is copied from it instead of rendered, so a sale
 * re-renders the sold car's pages and the pages that list it, not the dealer's whole stock.
 *
 * A car page shows its car, its similar cars and the site around them (the dealer's settings and
 * every feed but the cars: locations, models, reviews, lenders, offers…), on a given day (finance
 * eligibility by the car's age, sold-within windows). Its key is all of those; the stock time
 * in the page is left out on purpose: a copied page asks for changes since its own, older, stock
 * time, and every change after it is one the page already shows or one it should apply.
 */
const sha256 = (text: string) => createHash("sha256").update(text).digest("base64url");

let siteKey: Promise<string> | undefined;

/** What every car page shows besides its cars, as one digest, once per build. */
function siteDigest(): Promise<string> {
  siteKey ??= getTenantBundle().then(({ config, feed }) => {
    const day = new Intl.DateTimeFormat("en-CA", { timeZone: config.timeZone }).format(feedNow(config));
    const others = FEED_ENTITY_NAMES.filter((entity) => entity !== "cars").map((entity) => feed[entity]);
    return sha256(JSON.stringify([config, others, day]));
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
