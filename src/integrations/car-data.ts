import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { getTenantBundle } from "../data/tenant.ts";
import { reuseFile } from "../data/page-reuse.ts";
import { listedCars } from "../data/vehicle-pages.ts";
import { FILE_CONCURRENCY, mapWithConcurrency } from "#lib/async/pool.ts";
import { carData } from "#lib/inventory/car-data.ts";

/**
 * Writes each car page's data file, `cars/{slug}/car.json` (compare, print sheet, checkout), as
 * data rather than through Astro's routes: rendering them as pages cost a build more than
 * the car pages' own data. Every file is worked out from what the car page's key covers
 * (page-cache-key.ts: the car, its similar cars, the site's settings and feeds, the day), so it
 * carries the same key: a rebuild takes an unchanged car's file from the live site (page-reuse.ts)
 * and writes only the others. Returns how many it wrote.
 */
export async function writeCarData(outDir: string): Promise<number> {
  const [{ config, feed }, { listed, similar, keyOf }] = await Promise.all([getTenantBundle(), listedCars()]);
  const written = await mapWithConcurrency(listed, FILE_CONCURRENCY, async (car) => {
    if (reuseFile(`cars/${car.slug}/car.json`, await keyOf(car))) return false;
    const data = carData(car, { config, locations: feed.locations, similar: similar.similarTo(car) });
    const dir = join(outDir, "cars", car.slug);
    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, "car.json"), JSON.stringify(data));
    return true;
  });
  return written.filter(Boolean).length;
}
