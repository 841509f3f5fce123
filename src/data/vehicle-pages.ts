import type { Car } from "#lib/feed/car.ts";
import { isListed } from "#lib/inventory/availability.ts";
import { createSimilarCarsIndex } from "#lib/inventory/similar-cars.ts";
import { feedNow } from "#lib/tenant/build-time.ts";
import type { TenantConfig } from "#lib/tenant/schema.ts";
import { getFeed } from "./feed.ts";
import { carPageCacheKey } from "./page-cache-key.ts";
import { getTenantConfig } from "./tenant.ts";

/**
 * The car pages a tenant builds: listed cars only (in stock, or sold within the window, and shown
 * on the website); the others get redirects (see the build integration). Similar cars are found
 * here once per build through a price-sorted index, so a 10,000-car build stays fast. Each page
 * carries its incremental-build key (page-cache-key.ts): a rebuild renders only the pages that changed.
 */
export async function vehiclePagePaths() {
  const { listed, similar } = await listedCars();
  return Promise.all(
    listed.map(async (car) => {
      const similarCars = similar.similarTo(car);
      return {
        params: { slug: car.slug },
        props: { car, similar: similarCars },
        cacheKey: await carPageCacheKey(car, similarCars),
      };
    }),
  );
}

let listing: Promise<{ listed: Car[]; similar: { similarTo(car: Car): Car[] } }> | undefined;

/**
 * The cars with a page and one similar-cars index with the dealer's settings, made once per build
 * for every page that suggests similar cars (the car page, the reserve page).
 */
export function listedCars() {
  listing ??= (async () => {
    const config = await getTenantConfig();
    const listed = (await getFeed("cars")).filter((car) => carHasPage(car, config));
    return { listed, similar: createSimilarCarsIndex(listed, config.inventory.similarCars) };
  })();
  return listing;
}

/** Whether a car gets a page: shared by the page routes and the redirects for the rest. */
export function carHasPage(car: Car, config: Pick<TenantConfig, "feed" | "inventory">): boolean {
  return isListed(car, { now: feedNow(config), soldWithinDays: config.inventory.soldWithinDays });
}
