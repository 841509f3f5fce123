/** §9: Earth radius 6371 km, for great-circle distances. */
export const EARTH_RADIUS_KM = 6371;

export interface LatLng {
  lat: number;
  lng: number;
}

/** Great-circle distance in km by the haversine formula (§9 Earth radius). */
export function greatCircleKm(a: LatLng, b: LatLng, radiusKm = EARTH_RADIUS_KM): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * radiusKm * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The nearest of several places, or null when none has coordinates. */
export function nearest<T extends { lat?: number | null; lng?: number | null }>(
  from: LatLng,
  places: readonly T[],
): { place: T; km: number } | null {
  let best: { place: T; km: number } | null = null;
  for (const place of places) {
    if (typeof place.lat !== "number" || typeof place.lng !== "number") continue;
    const km = greatCircleKm(from, { lat: place.lat, lng: place.lng });
    if (!best || km < best.km) best = { place, km };
  }
  return best;
}
