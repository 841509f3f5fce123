import type { Location } from "#lib/feed/location.ts";
import { deliveryCost, type DeliveryBand } from "#lib/geo/delivery.ts";
import { greatCircleKm, nearest } from "#lib/geo/distance.ts";
import type { PostcodePlace } from "#lib/geo/postcodes.ts";

interface DeliveryQuote {
  location: Location;
  distanceKm: number;
  cost: number | null;
}

type Located = Location & { lat: number; lng: number };
const located = (l: Location): l is Located => typeof l.lat === "number" && typeof l.lng === "number";

/**
 * Distance from the chosen dealer location (asked for, or the car's), else the nearest one with
 * coordinates, preferring sales yards; then the tenant's bands. Null when no location has
 * coordinates.
 */
export function quoteDelivery(
  place: PostcodePlace,
  locations: readonly Location[],
  bands: readonly DeliveryBand[],
  chosenId?: string,
): DeliveryQuote | null {
  const withCoords = locations.filter(located);
  const chosen = chosenId ? withCoords.find((l) => String(l.id) === chosenId) : undefined;
  const sales = withCoords.filter((l) => l.location_type === "sales");
  const best = chosen
    ? { place: chosen, km: greatCircleKm(place, chosen) }
    : nearest(place, sales.length ? sales : withCoords);
  if (!best) return null;
  return { location: best.place, distanceKm: best.km, cost: deliveryCost(best.km, bands) };
}
