import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Car } from "#lib/feed/car.ts";
import { readCsvStockFileSync } from "#lib/feed/formats/read-stock.ts";
import { stockSourceOf } from "#lib/feed/formats/stock-source.ts";
import { validateRecords } from "#lib/feed/validate.ts";
import { importedHistories } from "#lib/feed/price-history.ts";
import { isListed } from "#lib/inventory/availability.ts";
import { withBackedWasPrices } from "#lib/pricing/price-history.ts";
import { parseTenantConfig } from "#lib/tenant/load-tenant.ts";
import type { TenantConfig } from "#lib/tenant/schema.ts";

const sampleConfig = (slug: string) =>
  parseTenantConfig(JSON.parse(readFileSync(`tenants/${slug}/tenant.json`, "utf8")), slug);

/**
 * A sample dealer's car records as its feed gives them, before the schema's coercions: our JSON,
 * or a stock export read through the tenant's mapping (outback-caravans' CSV), as the build reads it.
 */
export function sampleRawCars(
  slug: string,
  config: TenantConfig = sampleConfig(slug),
  tenantsDir = "tenants",
): Record<string, unknown>[] {
  const feedDir = join(tenantsDir, slug, "feed");
  const stock = stockSourceOf(config, join(tenantsDir, slug, "tenant.json"));
  if (!stock) return JSON.parse(readFileSync(join(feedDir, "cars.json"), "utf8"));
  if (stock.settings.format !== "csv") throw new Error(`${slug}: sample helpers read csv exports only`);
  return readCsvStockFileSync(join(feedDir, stock.fileName), stock.settings, stock.context).records;
}

/**
 * A sample dealer's cars as the site sees them, to pick a car in a given state for a test: with
 * only the was-prices its price history (feed/prices.json) backs. `unbacked` are the cars whose
 * feed claims a was-price the site must not show.
 */
export function sampleDealer(slug: string): { config: TenantConfig; cars: Car[]; listed: Car[]; unbacked: Car[] } {
  const config = sampleConfig(slug);
  const filed = validateRecords(slug, "cars", sampleRawCars(slug, config)).records;
  const now = config.feed.asOf ? new Date(config.feed.asOf) : new Date();
  const pricesFile = join("tenants", slug, "feed", "prices.json");
  const histories = importedHistories(
    existsSync(pricesFile) ? validateRecords(slug, "prices", JSON.parse(readFileSync(pricesFile, "utf8"))).records : [],
  );
  const cars = withBackedWasPrices(filed, histories, now, config.pricing.wasPriceMinDays);
  const unbacked = filed.filter((car, index) => car.before_price !== cars[index]!.before_price);
  const listed = cars.filter((car) => isListed(car, { now, soldWithinDays: config.inventory.soldWithinDays }));
  return { config, cars, listed, unbacked };
}

export function findCar(cars: readonly Car[], what: string, test: (car: Car) => boolean): Car {
  const car = cars.find(test);
  if (!car) throw new Error(`the sample feed has no ${what}`);
  return car;
}
