import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { getTenantBundle } from "../data/tenant.ts";
import { listedCars } from "../data/vehicle-pages.ts";
import { FILE_CONCURRENCY, mapWithConcurrency } from "#lib/async/pool.ts";
import { carData } from "#lib/inventory/car-data.ts";

/**
 * Writes each car page's data file, `cars/{slug}/car.json` (compare, print sheet, checkout), as
 * data rather than through Astro's routes: rendering them as pages cost a build more than
 * the car pages' own data. Every file is worked out from what the car page's incremental-build key
 * covers (page-cache-key.ts: the car, its similar cars, the site's settings and feeds, the day),
 * so an unchanged car's file keeps its bytes from build to build and a deploy leaves it alone.
 */
export async function writeCarData(outDir: string): Promise<number> {
  const [{ config, feed }, { listed, similar }] = await Promise.all([getTenantBundle(), listedCars()]);
  await mapWithConcurrency(listed, FILE_CONCURRENCY, async (car) => {
    const data = carData(car, { config, locations: feed.locations, similar: similar.similarTo(car) });
    const dir = join(outDir, "cars", car.slug);
    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, "car.json"), JSON.stringify(data));
  });
  return listed.length;
}
