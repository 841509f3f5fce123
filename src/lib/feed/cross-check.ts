import type { PromoTileSettings } from "../search/settings.ts";
import type { TenantFeed } from "./entities.ts";

/**
 * Problems that do not stop a build but that an operator should fix: references between feeds
 * that do not resolve, and settings that point at nothing. One line each, counted per kind.
 */
/** The settings that point into the feeds. */
interface FeedReferences {
  primaryLocationId?: string;
  features: { promoTile: PromoTileSettings };
}

export function crossCheckFeed(config: FeedReferences, feed: TenantFeed): string[] {
  const warnings: string[] = [];
  const locationIds = new Set(feed.locations.map((location) => location.id));

  const orphanCars = feed.cars.filter((car) => car.location_id && !locationIds.has(car.location_id));
  if (orphanCars.length > 0) {
    const sample = orphanCars
      .slice(0, 3)
      .map((car) => car.id)
      .join(", ");
    warnings.push(`${orphanCars.length} car(s) name a location_id that is not in the locations feed (e.g. ${sample})`);
  }
  if (config.primaryLocationId && !locationIds.has(config.primaryLocationId)) {
    warnings.push(`primaryLocationId "${config.primaryLocationId}" is not in the locations feed`);
  }
  if (feed.cars.length === 0) warnings.push("the cars feed has no valid cars");
  if (config.features.promoTile.enabled && feed.promos.length === 0) {
    warnings.push("features.promoTile is on but the promos feed is empty");
  }
  return warnings;
}
