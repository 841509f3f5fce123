import type { Car } from "../feed/car.ts";
import type { Location } from "../feed/location.ts";

type Place = Pick<Location, "name" | "street" | "suburb" | "city" | "state" | "postcode" | "lat" | "lng">;

/**
 * Google Maps directions to a location: to its coordinates when the feed has them (exact, and
 * independent of how the address is spelt), else to its street address, else to its name.
 */
export function directionsUrl(location: Place): string {
  const locality = [location.suburb ?? location.city, location.state, location.postcode].filter(Boolean).join(" ");
  const address = [location.street, locality].filter(Boolean).join(", ");
  const destination =
    location.lat !== undefined && location.lng !== undefined
      ? `${location.lat},${location.lng}`
      : address
        ? `${location.name}, ${address}`
        : location.name;
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`;
}

/**
 * Spec §2: the 'Located at {city}' bar with Get Directions, only for a car at a known location
 * other than the primary one. The primary is the tenant's primaryLocationId, else the location
 * the feed marks primary; with neither, no location counts as "elsewhere" and no bar shows.
 */
export function announcementFor(
  car: Pick<Car, "location_id">,
  locations: readonly (Place & Pick<Location, "id" | "primary">)[],
  primaryLocationId?: string,
): { text: string; directionsUrl: string } | undefined {
  const primaryId = primaryLocationId ?? locations.find((location) => location.primary)?.id;
  if (!car.location_id || primaryId === undefined || car.location_id === primaryId) return undefined;
  const location = locations.find((candidate) => candidate.id === car.location_id);
  if (!location) return undefined;
  return {
    text: `Located at ${location.city ?? location.suburb ?? location.name}`,
    directionsUrl: directionsUrl(location),
  };
}
