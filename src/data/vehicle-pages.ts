import type { Car } from "#lib/feed/car.ts";
import { isListed } from "#lib/inventory/availability.ts";
import { createSimilarCarsIndex } from "#lib/inventory/similar-cars.ts";
import { feedNow } from "#lib/tenant/build-time.ts";
import type { TenantConfig } from "#lib/tenant/schema.ts";
import { getFeed } from "./feed.ts";
import { carPageCacheKey } from "./page-cache-key.ts";
import { pathsToRender } from "./page-reuse.ts";
import { getTenantConfig } from "./tenant.ts";

/**
 * The car pages a tenant builds: listed cars only (in stock, or sold within the window, and shown
 * on the website); the others get redirects (see the build integration). Similar cars are found
 * here once per build through a price-sorted index, so a 10,000-car build stays fast. Each page
 * carries its key (page-cache-key.ts): a rebuild renders only the pages whose key changed.
 */
export async function vehiclePagePaths() {
  const { listed, similar, keyOf } = await listedCars();
  const paths = await Promise.all(
    listed.map(async (car) => ({
      params: { slug: car.slug },
      props: { car, similar: similar.similarTo(car) },
      key: await keyOf(car),
    })),
  );
  return pathsToRender("/cars/[slug]", paths);
}

interface ListedCars {
  listed: Car[];
  /** Each car's similar cars, worked out once per build (the page and its data file both show them). */
  similar: { similarTo(car: Car): Car[] };
  /** The key of the car's page and of its data file, which show the same. */
  keyOf(car: Car): Promise<string>;
}

// On globalThis: the pages and the build integration (the data files) run in one process but in
// different module graphs, and both need the same similar cars and keys.
const holder = globalThis as { __forecourtListedCars?: Promise<ListedCars> };

/**
 * The cars with a page and one similar-cars index with the dealer's settings, made once per build
 * for every page that suggests similar cars and for the cars' data files.
 */
export function listedCars(): Promise<ListedCars> {
  holder.__forecourtListedCars ??= (async () => {
    const config = await getTenantConfig();
    const listed = (await getFeed("cars")).filter((car) => carHasPage(car, config));
    const index = createSimilarCarsIndex(listed, config.inventory.similarCars);
    const similarOf = new Map<Car, Car[]>();
    const keys = new Map<Car, Promise<string>>();
    const similar = {
      similarTo(car: Car): Car[] {
        let found = similarOf.get(car);
        if (!found) similarOf.set(car, (found = index.similarTo(car)));
        return found;
      },
    };
    const keyOf = (car: Car) => {
      let key = keys.get(car);
      if (!key) keys.set(car, (key = carPageCacheKey(car, similar.similarTo(car))));
      return key;
    };
    return { listed, similar, keyOf };
  })();
  return holder.__forecourtListedCars;
}

/** Whether a car gets a page: shared by the page routes and the redirects for the rest. */
export function carHasPage(car: Car, config: Pick<TenantConfig, "feed" | "inventory">): boolean {
  return isListed(car, { now: feedNow(config), soldWithinDays: config.inventory.soldWithinDays });
}
