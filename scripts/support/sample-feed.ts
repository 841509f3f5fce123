import { readFileSync } from "node:fs";
import type { Car } from "../../src/lib/feed/car.ts";
import { validateRecords } from "../../src/lib/feed/validate.ts";
import { isListed } from "../../src/lib/inventory/availability.ts";
import { parseTenantConfig } from "../../src/lib/tenant/load-tenant.ts";
import type { TenantConfig } from "../../src/lib/tenant/schema.ts";

/** A sample dealer's cars as the site sees them, to pick a car in a given state for a test. */
export function sampleDealer(slug: string): { config: TenantConfig; cars: Car[]; listed: Car[] } {
  const config = parseTenantConfig(JSON.parse(readFileSync(`tenants/${slug}/tenant.json`, "utf8")), slug);
  const raw = JSON.parse(readFileSync(`tenants/${slug}/feed/cars.json`, "utf8")) as unknown[];
  const cars = validateRecords(slug, "cars", raw).records;
  const now = config.feed.asOf ? new Date(config.feed.asOf) : new Date();
  const listed = cars.filter((car) => isListed(car, { now, soldWithinDays: config.inventory.soldWithinDays }));
  return { config, cars, listed };
}

export function findCar(cars: readonly Car[], what: string, test: (car: Car) => boolean): Car {
  const car = cars.find(test);
  if (!car) throw new Error(`the sample feed has no ${what}`);
  return car;
}
